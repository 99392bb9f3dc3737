// The size budgets that `npm run check:budgets` (scripts/checks/check-budgets.ts) holds the build to, in gzip bytes
// (zlib level 9). The first-load JS+CSS of every page of the build is held to 155 KiB, the site's goal; the search
// index, which grows with every page written, to the size last measured (BENCHMARKS.md) plus about 10%. A new
// dependency on every page, or a page chunk that balloons, then fails CI. To update the search index limit: run
// `npm run build && npm run check:budgets`; when the growth is wanted, set the limit to the new "actual" figure plus
// that headroom, rounded up to the next 1000, and say why in the commit. Not run on its own.

export interface Budgets {
  /** The goal for the first-load JS+CSS of each page of the build: its initial scripts, stylesheets and route chunk. */
  firstLoadGzip: number;
  /** The local-search index that the search box downloads, per locale. */
  searchIndexGzip: Record<'en' | 'zh', number>;
  /**
   * How much a doc page's first load may grow per 1,000 pages added to the site (both locales counted), projected
   * by `npm run check:growth` from a copy of the site with synthetic pages.
   */
  growthPer1000PagesGzip: number;
  /** Code that must stay out of every page's first-load JS and CSS, found by a string only that code contains. */
  notInFirstLoad: { name: string; marker: string }[];
}

export const BUDGETS: Budgets = {
  // 155 KiB (158,720 B) for every page, the heaviest included. What every page loads (React, the router, the theme,
  // the entry with the route list and sidebar, the stylesheet) came to 152.0 KiB on the 404 page when every page
  // first met it; config/slim-page-data.ts, config/lazy-modules.ts and theme/page-only.tsx keep that part small. A
  // page's own part is its route chunk, the page's meta: config/lazy-page-content.ts loads its content after the
  // first load (the heaviest, the Chinese API components reference, measured 157,343 B).
  firstLoadGzip: 155 * 1024,
  searchIndexGzip: {
    // Measured: en 271,291; zh 311,122, after the answers of 2026-11-28's second session (readers' real problems,
    // pages followed for real in builds: migration, theme, code blocks, components, frontmatter, navbar, assets);
    // before them en 251,838; zh 288,027, after the answers to readers' questions of 2026-11-28 (config, build and SSG
    // errors as 2.0.22 prints them, new symptoms, KaTeX, .env files, the API reference's audit); before them
    // en 225,499; zh 258,595, after the Troubleshooting section (a page by symptom and the four pages of
    // the error reference, one entry per message Rspress prints); before it en 198,018; zh 226,601, after the 16
    // pages of the migration guide, why Rspress, the scaffolder, head tags, fragments, AI, Tailwind CSS and what is
    // new in 2.0 (was en 170,814; zh 194,383).
    en: 299_000,
    zh: 343_000,
  },
  // The goal: 50 KiB per 1,000 pages.
  growthPer1000PagesGzip: 51_200,
  notInFirstLoad: [
    // theme/index.tsx loads the Algolia search box lazily, and only on an Algolia build; the class name is in both
    // its script and its stylesheet.
    { name: 'Algolia DocSearch', marker: 'DocSearch-Button' },
    // theme/search/SearchDialog.tsx loads the results code, and MiniSearch with it, when a reader first opens the
    // search; the marker starts MiniSearch's own error messages. FlexSearch, the default theme's engine, must not come
    // back with the default search panel; the marker is the path its bundle keeps to its own worker file.
    { name: 'MiniSearch (local search engine)', marker: 'MiniSearch: ' },
    { name: 'FlexSearch (default search engine)', marker: 'flexsearch.bundle.module' },
    // config/lazy-modules.ts: each package loads from its stand-in in theme/lazy/ when a page needs it. The markers
    // are strings only the package's own code contains.
    { name: 'medium-zoom (image zoom)', marker: 'medium-zoom--opened' },
    { name: 'nprogress (navigation progress bar)', marker: 'role="bar"' },
    { name: 'qrcode.react (demo QR code)', marker: 'crispEdges' },
    // lazyPreviewComponents, in the same file: @rspress/plugin-preview's global components (their styles stay).
    { name: 'plugin-preview Preview', marker: 'rp-preview rp-not-doc' },
    { name: 'plugin-preview FixedDevice', marker: 'padding-right: calc(var(--rp-device-width)' },
    // theme/page-only.tsx: default-theme components that only some pages render load with those pages.
    { name: 'PackageManagerTabs', marker: 'deno init --npm' },
    { name: 'Prompt', marker: 'For your Agent' },
  ],
};
