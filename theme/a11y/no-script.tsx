/** Keeps every page readable and navigable without JavaScript, where the theme's menus and toggles cannot work. */

/** Rules that apply only with scripting off. */
const NO_SCRIPT_CSS = [
  // A collapsed sidebar group can never open, so every group shows its links.
  '.rp-sidebar-group + div { grid-template-rows: 1fr !important; }',
  '.rp-sidebar-group + div > div { visibility: visible !important; }',
  // Page tabs switch with a script, so every tab's content shows, one after another, and the labels that cannot
  // switch anything go.
  '.rp-page-tabs__label { display: none; }',
  '.rp-page-tabs__content__item { display: block !important; }',
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

/** Rendered in Layout's `top` slot. */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
