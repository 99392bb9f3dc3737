/**
 * A page's content as a chunk of its own, which the first page load does not wait for.
 *
 * Rspress puts a page's compiled MDX and its meta (title, toc, frontmatter) in one route chunk, preloads it, and
 * hydrates only once it is in: on the API reference that chunk is 37 KiB gzip on top of the HTML that already shows
 * the same content. config/lazy-page-content.ts splits each route module of the browser build in two: a small route
 * module with the meta, which Rspress preloads and awaits as before, and the content, which the route module loads
 * through `lazyPageContent`. The server build is not split, so the HTML is unchanged.
 *
 * On the first page the content is left to arrive while React hydrates the rest: its Suspense boundary (Rspress's
 * Content) keeps the server's HTML and hydrates when the chunk is in. Once a page has hydrated, a route module
 * waits for its content (a top-level await) before it counts as loaded: Rspress's Link loads the next page's route
 * module, with its progress bar after 200 ms, before it changes the address, and the hover before a click
 * prefetches it. So a navigation keeps the reader on the page they are on, as before, until the next one is whole.
 */
import { type ComponentType, createElement, lazy, useEffect, useRef } from 'react';

type Content = ComponentType<Record<string, unknown>>;

/** A page's content component with the route module's wait: undefined on the first page. */
export type PageContent = Content & { ready?: Promise<unknown> };

let pageHydrated = false;

/**
 * Set on window, with an event of the same name, once the first page's content has hydrated: the patched
 * TwoslashPopup of @rspress/plugin-twoslash (patches/, theme/README.md U20) defines its custom elements only then,
 * since upgrading them changes the content's DOM, and the content hydrates after the layout when its chunk comes late.
 */
const CONTENT_HYDRATED = 'rspress-docs:content-hydrated';

function markContentHydrated(): void {
  const flags = window as unknown as Record<string, boolean>;
  if (flags[CONTENT_HYDRATED]) return;
  flags[CONTENT_HYDRATED] = true;
  window.dispatchEvent(new Event(CONTENT_HYDRATED));
}

/** Called once the first page has hydrated (theme Layout). */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

/** Starts loading the content at once and returns the component that renders it. */
export function lazyPageContent(load: () => Promise<{ default: Content }>): PageContent {
  let loaded: Content | undefined;
  const loading = load().then((module) => {
    loaded = module.default;
    return module;
  });
  // A content chunk that fails to load (a dropped connection) would throw where no error boundary catches it and
  // React would unmount the whole page. Instead the boundary never resolves: the first page keeps the server's HTML,
  // readable as without JavaScript, and the rest of the page still works. A navigation never renders it: its route
  // module's await fails first, and the reader stays on the page they were on. The handler is attached at once, so
  // that a failure before the first render is not an unhandled rejection.
  const content = loading.catch((error: unknown) => {
    console.error('The page content failed to load; the page stays as the server rendered it.', error);
    return new Promise<never>(() => {});
  });
  const LazyContent = lazy(() => content);
  const PageContent: PageContent = (props) => {
    // The loaded component itself once it is in, so that a page shown again renders without suspending; kept in a
    // ref so that the element type never changes under a mounted page.
    const type = useRef(loaded ?? LazyContent);
    // Runs when the boundary holding the content commits, that is once the content has hydrated.
    useEffect(markContentHydrated, []);
    return createElement(type.current, props);
  };
  PageContent.ready = pageHydrated ? loading : undefined;
  return PageContent;
}
