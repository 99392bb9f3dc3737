/**
 * The outline's headings: `useDynamicToc` and `useWatchToc`, replacing @rspress/core 2.0.22's
 * `theme/hooks/useDynamicToc.js` (both at once: they share the module's store). `Toc`, `SidebarMenu` and `DocLayout`
 * import them through `@rspress/core/theme`, which resolves to theme/index.tsx. The original's behaviour is kept: the
 * outline starts from the page's toc, then follows the headings of the page (those not hidden, not inside
 * `.rp-toc-exclude`) as they change. The fixes:
 * - While hydrating, the hook returns the page's toc: the headings read from the page are client-only, and a `<Toc />`
 *   in the content that hydrated after the outline had read them rendered other text than the server did (React
 *   error #418 on the components page). The store is read with `useSyncExternalStore`, whose server snapshot is empty.
 * - The headings read from the page replace the page's toc only when they differ from it in ids or levels. React keys
 *   each outline item by its text, and a heading's text read from the page (HTML) is not the toc's (Markdown), so on
 *   every page React removed and inserted all the outline's items right after hydrating (62 on the theme config page),
 *   and each insertion invalidated the document's style.
 * - The headings are read once the next frame has painted (./after-next-paint.ts), not in React's first commit: their
 *   visibility check reads computed styles, which forced a style recalculation of the whole document there.
 */
import type { Header } from '@rspress/core';
import { usePage } from '@rspress/core/runtime';
import { processTitleElement } from '@rspress/core/dist/theme/hooks/processTitleElement.js';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from './after-next-paint';

const HEADING_SELECTOR = '.rspress-doc h2.rp-toc-include, h3.rp-toc-include, h4.rp-toc-include';
const EXCLUDED = '.rspress-toc-exclude,.rp-toc-exclude';
const HEADING_TAGS = new Set(['H2', 'H3', 'H4']);
const NO_HEADERS: Header[] = [];

const listeners = new Set<() => void>();
/** The headings last read from the page; empty until the first reading. */
let pageHeaders: Header[] = NO_HEADERS;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isShown(element: Element): boolean {
  const style = window.getComputedStyle(element);
  return style.display !== 'none' && style.opacity !== '0' && style.visibility !== 'hidden';
}

/** Whether the heading and its ancestors up to the doc content are shown (a hidden tab panel hides its headings). */
function isVisible(heading: Element): boolean {
  const root = document.querySelector('.rspress-doc');
  for (let element: Element | null = heading; element && element !== root; element = element.parentElement) {
    if (!isShown(element)) return false;
  }
  return true;
}

function readHeaders(target: HTMLElement): void {
  const read: Header[] = [];
  for (const heading of target.querySelectorAll(HEADING_SELECTOR)) {
    if (heading.closest(EXCLUDED) || !isVisible(heading)) continue;
    read.push({
      id: heading.id,
      text: processTitleElement(heading as HTMLElement).innerHTML,
      depth: Number.parseInt(heading.tagName[1], 10),
      charIndex: 0,
    });
  }
  pageHeaders = read;
  for (const listener of listeners) listener();
}

/** The same headings, in the same order and at the same levels. */
function sameHeadings(read: Header[], toc: Header[]): boolean {
  return read.length === toc.length && read.every((header, index) => header.id === toc[index].id && header.depth === toc[index].depth);
}

export const useDynamicToc = (): Header[] => {
  const {
    page: { toc = NO_HEADERS },
  } = usePage();
  const read = useSyncExternalStore(subscribe, () => pageHeaders, () => NO_HEADERS);
  return read.length === 0 || sameHeadings(read, toc) ? toc : read;
};

/** Whether a mutation added or removed a heading, a heading's content, or an element holding a heading. */
function touchesHeading(mutation: MutationRecord): boolean {
  for (const nodes of [mutation.addedNodes, mutation.removedNodes]) {
    for (const node of nodes) {
      if (HEADING_TAGS.has((node as Element).tagName) || node.parentElement?.closest('h2,h3,h4')) return true;
      for (const child of node.childNodes) {
        if (HEADING_TAGS.has((child as Element).tagName)) return true;
      }
    }
  }
  return false;
}

export const useWatchToc = (): { rspressDocRef: (element: HTMLDivElement | null) => void } => {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!target) return;
    let cancelReading: (() => void) | undefined;
    const scheduleReading = () => {
      cancelReading?.();
      cancelReading = afterNextPaint(() => readHeaders(target));
    };
    scheduleReading();
    const observer = new MutationObserver((mutations) => {
      if (mutations.some(touchesHeading)) scheduleReading();
    });
    observer.observe(target, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelReading?.();
    };
  }, [target]);
  const rspressDocRef = useCallback((element: HTMLDivElement | null) => setTarget(element), []);
  return { rspressDocRef };
};
