/**
 * Accessibility fixes on top of the default theme. Each override renders the original component
 * and adds only what it lacks; the comment above each names the axe rule (or the keyboard
 * behaviour) it fixes. Checked by tests/e2e/axe-*.test.ts and tests/e2e/keyboard.test.ts.
 */
import { ThemeContext, useFrontmatter, useI18n, useSite } from '@rspress/core/runtime';
import {
  getCustomMDXComponent as getOriginalMDXComponents,
  HomeFeature as OriginalHomeFeature,
  HomeLayout as OriginalHomeLayout,
  type HomeLayoutProps,
  LlmsHint,
  LlmsViewOptions as OriginalLlmsViewOptions,
  type LlmsViewOptionsProps,
  mergeRefs,
  Nav as OriginalNav,
  NavHamburger as OriginalNavHamburger,
  type NavProps,
  NavTitle as OriginalNavTitle,
  NotFoundLayout as OriginalNotFoundLayout,
  Root as OriginalRoot,
  type RootProps,
  Sidebar as OriginalSidebar,
  SocialLinks as OriginalSocialLinks,
  SwitchAppearance as OriginalSwitchAppearance,
  Tabs as OriginalTabs,
  type TabsProps,
} from '@rspress/core/theme-original';
import {
  Children,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  createElement,
  forwardRef,
  isValidElement,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import type siteTexts from '../i18n.json';

type SiteTexts = typeof siteTexts;

/** The skip link's target: the first thing inside each layout's <main>. */
const MAIN_CONTENT_ID = 'main-content';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Renders an original component unchanged, then sets the attributes it lacks on the elements that
 * each selector picks inside it (`null` removes one), also on those it renders later, such as an opened
 * menu. `onKeyDown` gets the keys pressed inside it. The wrapper is `display: contents`.
 */
function Amend({
  set,
  onKeyDown,
  children,
}: {
  set: Record<string, Record<string, string | null>>;
  onKeyDown?: (event: ReactKeyboardEvent) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const apply = () => {
      for (const [selector, attributes] of Object.entries(set)) {
        for (const element of root.querySelectorAll(selector)) {
          for (const [name, value] of Object.entries(attributes)) {
            if (value === null) element.removeAttribute(name);
            else element.setAttribute(name, value);
          }
        }
      }
    };
    apply();
    // Only added and removed elements are watched, so setting attributes does not call apply again.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  return (
    <span ref={ref} className="rp-a11y-amend" onKeyDown={onKeyDown}>
      {children}
    </span>
  );
}

/**
 * Makes `panel` a labelled dialog that keeps Tab inside it (and inside `toggle`, the button that
 * opened it, when that stays on screen) and gives focus back to `returnTo` once it closes.
 * `onEscape` is for panels whose original does not close on Escape. Returns the clean-up.
 */
export function holdFocus(
  panel: HTMLElement,
  { label, returnTo, toggle, onEscape }: { label: string; returnTo: Element | null; toggle?: HTMLElement; onEscape?: () => void },
): () => void {
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', label);
  // A panel with its toggle in the cycle is a disclosure, not modal: the toggle outside stays reachable.
  if (!toggle) panel.setAttribute('aria-modal', 'true');
  const focusables = () => [
    ...(toggle ? [toggle] : []),
    ...[...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.tabIndex >= 0 && element.checkVisibility({ checkVisibilityCSS: true }),
    ),
  ];
  if (!panel.contains(document.activeElement)) (toggle ? focusables()[1] : focusables()[0])?.focus();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) {
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab walk the items in a cycle.
    event.preventDefault();
    const items = focusables();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = index === -1 ? (event.shiftKey ? items.length - 1 : 0) : (index + step + items.length) % items.length;
    items[next]?.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    const active = document.activeElement;
    const focusLost = !active || active === document.body || panel.contains(active);
    if (focusLost && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
  };
}

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

/** Skip link (WCAG 2.4.1 bypass blocks): the first focusable element, shown on focus. */
export function SkipLink() {
  const t = useI18n<SiteTexts>();
  return (
    <a className="rp-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
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

/**
 * region: the banner sits above the nav, outside every landmark, so it gets a named one.
 * Its close icon is an <svg> with onClick; it gets a role, a name, focus and Enter/Space.
 */
export function Announcement({ children }: { children: ReactNode }) {
  const t = useI18n<SiteTexts>();
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const target = event.target as Element;
    if ((event.key === 'Enter' || event.key === ' ') && target.closest('.rp-banner__close')) {
      event.preventDefault();
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
  };
  return (
    <section className="rp-announcement" aria-label={t('announcementLabel')} onKeyDown={onKeyDown}>
      <Amend set={{ '.rp-banner__close': { role: 'button', tabindex: '0', 'aria-label': t('closeAnnouncementLabel') } }}>
        {children}
      </Amend>
    </section>
  );
}

/**
 * Keyboard: sidebar groups without a page of their own (API "Config", "Client API") are <div>s
 * with onClick. They become buttons that say whether they are open, and take Enter and Space.
 * (theme/index.css takes the links of a collapsed group out of the tab order.)
 */
export function Sidebar() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const group of root.querySelectorAll<HTMLElement>('div.rp-sidebar-group')) {
        const body = group.nextElementSibling as HTMLElement | null;
        group.setAttribute('role', 'button');
        group.setAttribute('aria-expanded', String(!body?.style.gridTemplateRows.startsWith('0')));
        group.tabIndex = 0;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if ((event.key === 'Enter' || event.key === ' ') && target.matches('div.rp-sidebar-group')) {
        event.preventDefault();
        target.click();
      }
    };
    sync();
    // The original opens and closes a group through its inline style; aria-expanded follows it.
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['style'] });
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    <span ref={ref} className="rp-a11y-amend">
      <OriginalSidebar />
    </span>
  );
}

/** landmark-unique: the sidebar and the outline are both <aside>; this names the one it sits in. */
export function AsideName({ label }: { label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.closest('aside')?.setAttribute('aria-label', label);
  }, [label]);
  return <span ref={ref} hidden />;
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

/** A home feature card that has a link; the wrapper around it is what takes focus. */
const LINKED_FEATURE = '.rp-home-feature__item-wrapper:has(> .rp-home-feature__card--clickable)';

/**
 * Keyboard: a home feature card with a link is an <article> with onClick, which Tab skipped. The <div> around it
 * becomes a focusable link (an <article> may not take the link role) that Enter follows. Without JavaScript the
 * cards stay text; the hero buttons and the nav lead to the same pages.
 */
export function HomeFeature(props: ComponentProps<typeof OriginalHomeFeature>) {
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const wrapper = (event.target as Element).closest(LINKED_FEATURE);
    if (event.key !== 'Enter' || wrapper !== event.target) return;
    event.preventDefault();
    wrapper.querySelector<HTMLElement>('.rp-home-feature__card--clickable')?.click();
  };
  return (
    <Amend set={{ [LINKED_FEATURE]: { role: 'link', tabindex: '0' } }} onKeyDown={onKeyDown}>
      <OriginalHomeFeature {...props} />
    </Amend>
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

/**
 * landmark-one-main and region: the 404 page has no <main>.
 * label-content-name-mismatch: its link says "Take me home" but is labelled "go to home".
 */
export function NotFoundLayout() {
  return (
    <main className="rp-layout-main">
      <MainTarget />
      <Amend set={{ '.rp-not-found__home-link': { 'aria-label': null } }}>
        <OriginalNotFoundLayout />
      </Amend>
    </main>
  );
}

/** listitem: the language menu in the nav's right-hand group is an <li> outside any list. */
export function Nav(props: NavProps) {
  return (
    <Amend set={{ '.rp-nav__others > li': { role: 'none' } }}>
      <OriginalNav {...props} />
    </Amend>
  );
}

/** The nav logo images repeat the logo text next to them as "logo": they are decorative. */
export function NavTitle() {
  return (
    <Amend set={{ '.rp-nav__title__logo-image': { alt: '' } }}>
      <OriginalNavTitle />
    </Amend>
  );
}

/**
 * button-name and keyboard: the original switch is a <div> with onClick. This button gives it a
 * role, a name, its state, focus and Enter/Space, and forwards a keyboard click to it.
 */
export function SwitchAppearance(props: ComponentProps<typeof OriginalSwitchAppearance>) {
  const t = useI18n<SiteTexts>();
  const { theme } = useContext(ThemeContext);
  // The server does not know the stored appearance; the state is announced once hydrated.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <button
      type="button"
      className="rp-appearance-button"
      aria-label={t('darkModeLabel')}
      aria-pressed={mounted ? theme === 'dark' : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) {
          event.currentTarget.querySelector<HTMLElement>('.rp-switch-appearance')?.click();
        }
      }}
    >
      <OriginalSwitchAppearance {...props} />
    </button>
  );
}

/**
 * The hamburger buttons are labelled "mobile hamburger" and do not say whether the menu is open. The
 * full-screen menu is portalled to the end of <body>, so Tab never reached it and Escape did not
 * close it: it now takes focus, keeps it between itself and the button, and closes on Escape.
 */
export function NavHamburger(props: ComponentProps<typeof OriginalNavHamburger>) {
  const t = useI18n<SiteTexts>();
  const ref = useRef<HTMLSpanElement>(null);
  const label = t('menuLabel');
  useEffect(() => {
    const container = document.getElementById('__rspress_modal_container');
    const button = ref.current?.querySelector<HTMLButtonElement>('.rp-nav-hamburger__sm');
    if (!container || !button) return;
    let release: (() => void) | undefined;
    for (const hamburger of ref.current?.querySelectorAll('.rp-nav-hamburger') ?? []) {
      hamburger.setAttribute('aria-label', label);
    }
    const sync = () => {
      const screen = container.querySelector<HTMLElement>(':scope > .rp-nav-screen');
      button.setAttribute('aria-expanded', String(Boolean(screen)));
      if (screen && !release) release = holdFocus(screen, { label, returnTo: button, toggle: button, onEscape: () => button.click() });
      if (!screen && release) {
        release();
        release = undefined;
      }
    };
    const observer = new MutationObserver(sync);
    observer.observe(container, { childList: true });
    sync();
    return () => {
      observer.disconnect();
      release?.();
    };
  }, [label]);
  return (
    <span ref={ref} className="rp-a11y-amend">
      <OriginalNavHamburger {...props} />
    </span>
  );
}

const SOCIAL_NAMES: Record<string, string> = { github: 'GitHub', npm: 'npm', discord: 'Discord', x: 'X' };

/** link-name: the social links are icon-only links; each is named after its network. */
export function SocialLinks(props: ComponentProps<typeof OriginalSocialLinks>) {
  const { site } = useSite();
  const names: Record<string, Record<string, string>> = {};
  for (const { icon, content } of site.themeConfig.socialLinks ?? []) {
    if (typeof icon === 'string') names[`.rp-social-links__item[href=${JSON.stringify(content)}]`] = { 'aria-label': SOCIAL_NAMES[icon] ?? icon };
  }
  return (
    <Amend set={names}>
      <OriginalSocialLinks {...props} />
    </Amend>
  );
}

const LLMS_MENU_DIV_ITEM = 'div.rp-llms-view-options__menu-item';

/**
 * button-name: the open-in menu trigger next to the copy-Markdown button is an icon-only button.
 * Keyboard: the menu's "Copy Markdown link" item is a <div> with onClick, which Tab skipped (the "Open in" items
 * are links). Each such item becomes a focusable button that Enter and Space press, and Escape closes the menu
 * and gives focus back to its trigger (the original closes it only on a click).
 */
export function LlmsViewOptions(props: LlmsViewOptionsProps) {
  const t = useI18n<SiteTexts>();
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>(LLMS_MENU_DIV_ITEM);
    if (item && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      // The click also closes the menu, so focus goes back to its trigger rather than to the page.
      item.click();
      item.closest<HTMLElement>('.rp-llms-view-options__trigger')?.focus();
      return;
    }
    const trigger = target.closest<HTMLElement>('.rp-llms-view-options__trigger');
    if (event.key === 'Escape' && trigger?.querySelector('.rp-llms-view-options__menu')) {
      trigger.click();
      trigger.focus();
    }
  };
  return (
    <Amend
      set={{
        '.rp-llms-view-options__trigger': { 'aria-label': t('pageActionsLabel') },
        // The menu renders only while open; Amend gives its items these as they appear.
        [LLMS_MENU_DIV_ITEM]: { role: 'button', tabindex: '0' },
      }}
      onKeyDown={onKeyDown}
    >
      <OriginalLlmsViewOptions {...props} />
    </Amend>
  );
}

/**
 * Keyboard: tab labels (package managers, search result groups) are <div>s with onClick. They become
 * a tablist whose selected tab takes focus; arrows, Home and End move and select, Enter/Space select.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>((props, forwardedRef) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const labels = () => [...root.querySelectorAll<HTMLElement>(':scope > .rp-tabs__label > .rp-tabs__label__item')];
    const sync = () => {
      root.querySelector(':scope > .rp-tabs__label')?.setAttribute('role', 'tablist');
      for (const label of labels()) {
        const selected = label.classList.contains('rp-tabs__label__item--selected');
        label.setAttribute('role', 'tab');
        label.setAttribute('aria-selected', String(selected));
        label.tabIndex = selected ? 0 : -1;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const items = labels();
      const index = items.indexOf(event.target as HTMLElement);
      if (index === -1) return;
      const next = {
        ArrowRight: (index + 1) % items.length,
        ArrowLeft: (index - 1 + items.length) % items.length,
        Home: 0,
        End: items.length - 1,
        Enter: index,
        ' ': index,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      items[next].click();
      items[next].focus();
    };
    sync();
    // The original re-renders the selected class on its own; the roles follow it.
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, attributeFilter: ['class'] });
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return <OriginalTabs {...props} ref={mergeRefs(forwardedRef, ref)} />;
});
Tabs.displayName = 'Tabs';

type MDXComponents = ReturnType<typeof getOriginalMDXComponents>;
let mdxComponents: MDXComponents | undefined;

/**
 * aria-hidden-focus: heading anchors are aria-hidden links that Tab still reached (invisibly); they
 * leave the tab order (the outline links to every heading). scrollable-region-focusable: a table
 * wider than the page scrolls sideways, so its scroll box becomes focusable while it overflows.
 */
export function getCustomMDXComponent(): MDXComponents {
  if (mdxComponents) return mdxComponents;
  const original = getOriginalMDXComponents();
  const OriginalA = original.a;
  const OriginalTable = original.table;
  const A = (props: ComponentProps<typeof OriginalA>) => {
    const className = (props as { className?: string }).className ?? '';
    return <OriginalA {...props} {...(className.includes('rp-header-anchor') ? { tabIndex: -1 } : {})} />;
  };
  const Table = forwardRef<HTMLTableElement, ComponentPropsWithoutRef<'table'>>((props, forwardedRef) => {
    const ref = useRef<HTMLTableElement>(null);
    useEffect(() => {
      const box = ref.current?.parentElement;
      if (!box) return;
      const sync = () => {
        if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
        else box.removeAttribute('tabindex');
      };
      const observer = new ResizeObserver(sync);
      observer.observe(box);
      return () => observer.disconnect();
    }, []);
    return <OriginalTable {...props} ref={mergeRefs(forwardedRef, ref)} />;
  });
  mdxComponents = { ...original, a: A, table: Table };
  return mdxComponents;
}
