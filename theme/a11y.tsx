/**
 * Accessibility additions that are this site's own: the skip link and its target, the landmarks the home and 404
 * layouts lack, the no-JavaScript styles. Defects inside the default theme's own markup are fixed at the source by
 * patches/@rspress+core+2.0.22.patch; theme/README.md lists every override and patch with what it corrects.
 */
import { useFrontmatter, useI18n } from '@rspress/core/runtime';
import {
  getCustomMDXComponent as getOriginalMDXComponents,
  HomeLayout as OriginalHomeLayout,
  type HomeLayoutProps,
  LlmsHint,
  NotFoundLayout as OriginalNotFoundLayout,
  Root as OriginalRoot,
  type RootProps,
} from '@rspress/core/theme-original';
import {
  Children,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  createElement,
  forwardRef,
  isValidElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import type siteTexts from '../i18n.json';

type SiteTexts = typeof siteTexts;

/** The skip link's target: the first thing inside each layout's <main>. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * prefers-reduced-motion: the theme also scrolls smoothly from JavaScript (scroll to top, the outline
 * following the reader, folding a code block), which CSS cannot stop; with the preference set, those
 * scrolls jump. Chromium does not do this by itself.
 */
if (typeof window !== 'undefined') {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
  type Scroll = (this: unknown, ...args: unknown[]) => void;
  const jumpIfReduced = (scroll: Scroll): Scroll =>
    function (this: unknown, ...args: unknown[]) {
      const [options] = args;
      if (reduce.matches && typeof options === 'object' && options && 'behavior' in options) {
        args[0] = { ...options, behavior: 'auto' };
      }
      scroll.apply(this, args);
    };
  for (const target of [Element.prototype, window] as unknown as Record<string, Scroll>[]) {
    for (const name of ['scroll', 'scrollTo', 'scrollBy', 'scrollIntoView']) {
      if (typeof target[name] === 'function') target[name] = jumpIfReduced(target[name]);
    }
  }
}

/**
 * Skip link (WCAG 2.4.1 bypass blocks): the first focusable element, shown on focus. It sits in a <nav> so that
 * it is inside a landmark like every other content.
 */
export function SkipLink() {
  const t = useI18n<SiteTexts>();
  return (
    <nav className="rp-skip-nav" aria-label={t('skipToContent')}>
      <a className="rp-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
    </nav>
  );
}

/** Rules that apply only with scripting off, where the theme's menus and toggles cannot work. */
const NO_SCRIPT_CSS = [
  // A collapsed sidebar group can never open, so every group shows its links.
  '.rp-sidebar-group + div { grid-template-rows: 1fr !important; }',
  '.rp-sidebar-group + div > div { visibility: visible !important; }',
  // On phones the nav links and the sidebar live in panels that only JavaScript opens. The nav links become a
  // row that scrolls sideways in place of the search and menu buttons, the sidebar follows the page content,
  // and the bar with the sidebar and outline buttons goes.
  `@media (width <= 768px) {
    .rp-nav .rp-search-trigger, .rp-nav-hamburger, .rp-doc-layout__menu { display: none !important; }
    .rp-nav__right { min-width: 0; }
    .rp-nav-menu { display: flex !important; margin-left: 16px; overflow-x: auto; }
    .rp-doc-layout__container { flex-direction: column; }
    .rp-doc-layout__sidebar {
      order: 1; position: static; width: auto; min-width: 0; max-width: none; height: auto; max-height: none;
      opacity: 1; visibility: visible !important; transform: none;
      border-right: 0; border-top: 1px solid var(--rp-c-divider-light);
    }
  }`,
].join('\n');

/** Keeps every page readable and navigable without JavaScript (see NO_SCRIPT_CSS). */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}

/** Where the skip link lands; tabIndex -1 lets it take focus, so the next Tab continues from there. */
export function MainTarget() {
  return <span id={MAIN_CONTENT_ID} className="rp-skip-target" tabIndex={-1} />;
}

/**
 * region: @rspress/plugin-twoslash copies every type popup into a <twoslash-popup-portal> that it appends to
 * <body>, outside every landmark, and the popups of `^?` queries always show. The plugin uses the first portal
 * in the document, so this one, rendered after the content inside <main>, keeps them in the main landmark.
 */
export function TwoslashPopupPortal() {
  return createElement('twoslash-popup-portal', { className: 'twoslash' });
}

/** region: the banner sits above the nav, outside every landmark, so it gets a named one. */
export function Announcement({ children }: { children: ReactNode }) {
  const t = useI18n<SiteTexts>();
  return (
    <section className="rp-announcement" aria-label={t('announcementLabel')}>
      {children}
    </section>
  );
}

/** region: the hint for AI agents is visually hidden text outside every landmark; screen readers skip it too. */
export function Root({ children, ...props }: RootProps) {
  return (
    <OriginalRoot {...props}>
      {Children.map(children, (child) =>
        isValidElement(child) && child.type === LlmsHint ? <div aria-hidden="true">{child}</div> : child,
      )}
    </OriginalRoot>
  );
}

/**
 * landmark-one-main and region: the home page has no <main>. page-has-heading-one: its hero name is
 * a <div>, so a visually hidden <h1> carries it.
 */
export function HomeLayout(props: HomeLayoutProps) {
  const { frontmatter } = useFrontmatter();
  const name = frontmatter.hero?.name;
  return (
    <main className="rp-layout-main">
      <MainTarget />
      <OriginalHomeLayout
        {...props}
        beforeHero={
          <>
            {name ? <h1 className="rp-sr-only">{name}</h1> : null}
            {props.beforeHero}
          </>
        }
      />
    </main>
  );
}

/** landmark-one-main and region: the 404 page has no <main>. */
export function NotFoundLayout() {
  return (
    <main className="rp-layout-main">
      <MainTarget />
      <OriginalNotFoundLayout />
    </main>
  );
}

type MDXComponents = ReturnType<typeof getOriginalMDXComponents>;
let mdxComponents: MDXComponents | undefined;

/**
 * aria-hidden-focus: heading anchors are aria-hidden links that Tab still reached (invisibly); they
 * leave the tab order (the outline links to every heading). scrollable-region-focusable: a table
 * wider than its column scrolls sideways, so its scroll box is focusable while it overflows.
 * label: a GFM task list item's checkbox has no name; the item's text labels it.
 */
export function getCustomMDXComponent(): MDXComponents {
  if (mdxComponents) return mdxComponents;
  const original = getOriginalMDXComponents();
  const OriginalA = original.a;
  const A = (props: ComponentProps<typeof OriginalA>) => {
    const className = (props as { className?: string }).className ?? '';
    return <OriginalA {...props} {...(className.includes('rp-header-anchor') ? { tabIndex: -1 } : {})} />;
  };
  const OriginalLi = original.li;
  const OriginalP = original.p;
  // A tight list puts the checkbox straight in the <li>, a loose one in the item's first <p>; a nested list or a
  // second paragraph ends the label, since a <label> holds only phrasing content.
  const blocks = new Set<unknown>(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote', original.ul, original.ol, OriginalP, original.pre, original.table, original.blockquote, Table]);
  const labelTaskCheckbox = (children: ReactNode): ReactNode => {
    const items = Children.toArray(children);
    const first = items[0];
    if (!isValidElement<{ type?: string }>(first) || first.type !== 'input' || first.props.type !== 'checkbox') return children;
    const end = items.findIndex((item, index) => index > 0 && isValidElement(item) && blocks.has(item.type));
    const inline = end === -1 ? items : items.slice(0, end);
    return [<label key="task">{inline}</label>, ...(end === -1 ? [] : items.slice(end))];
  };
  const Li = ({ children, ...props }: ComponentProps<typeof OriginalLi>) => (
    <OriginalLi {...props}>{props.className?.includes('task-list-item') ? labelTaskCheckbox(children) : children}</OriginalLi>
  );
  const P = ({ children, ...props }: ComponentProps<typeof OriginalP>) => <OriginalP {...props}>{labelTaskCheckbox(children)}</OriginalP>;
  const components = { ...original, a: A, li: Li, p: P, table: Table };
  mdxComponents = components;
  return components;
}

/**
 * The default theme's table (a scroll box around the <table>), whose box takes focus while it overflows. The build
 * cannot know the reader's width, so the HTML it writes makes every box focusable, as Shiki does for code blocks.
 */
const Table = forwardRef<HTMLTableElement, ComponentPropsWithoutRef<'table'>>((props, ref) => {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="rp-table-scroll-container rp-scrollbar" tabIndex={overflows ? 0 : undefined}>
      <table ref={ref} {...props} />
    </div>
  );
});
Table.displayName = 'Table';
