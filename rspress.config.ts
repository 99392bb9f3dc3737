import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import { defineConfig, type RspressPlugin } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { pluginAlgolia } from '@rspress/plugin-algolia';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginPreview } from '@rspress/plugin-preview';
import { type FeedItem, pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginTwoslash } from '@rspress/plugin-twoslash';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';
import {
  DISCORD_URL,
  DOCS_EDIT_BASE,
  FOOTER_MESSAGE,
  GITHUB_REPO,
  NPM_URL,
  SITE_ORIGIN,
  X_URL,
} from './theme/constants';
import { readAlgoliaEnv } from './config/algolia-env';
import { REDIRECTS, redirectPattern } from './config/redirects';
import { siteBuildCache } from './config/build-cache';
import { rehypeCodeAsHtml } from './config/code-as-html';
import { pluginCompileHints } from './config/compile-hints';
import { rehypeChineseFootnoteLabels } from './config/footnote-labels';
import { pluginFeedLinksWithoutHreflang, seoHead } from './config/seo-head';
import { lazyPreviewComponents, pluginLazyModules } from './config/lazy-modules';
import { pluginLazyPageContent } from './config/lazy-page-content';
import { pluginScrollAfterPaint } from './config/scroll-after-paint';
import { pluginSearchRenderedEmphasis } from './config/search-emphasis';
import { shikiLanguages } from './config/shiki-languages';
import { rehypeSvgImageSizes } from './config/svg-image-sizes';
import { transformerMergeTokens } from './config/shiki-merge-tokens';
import { pluginShikiWarmup } from './config/shiki-warmup';
import { pluginSlimPageData } from './config/slim-page-data';
import { sitemapLastmod } from './config/sitemap-lastmod';
import { remarkTocStepsHeadings } from './config/toc-steps-headings';

const DOCS_ROOT = path.join(__dirname, 'docs');
const PATCHES = path.join(__dirname, 'patches');
const algolia = readAlgoliaEnv(process.env);

// @rspress/plugin-preview turns Rsbuild's persistent cache off for every site; config/build-cache.ts says why this
// site turns it back on, and with which key. RSPRESS_PERSISTENT_CACHE=false still builds without it, as in Rspress.
const buildCache =
  process.env.RSPRESS_PERSISTENT_CACHE !== 'false' &&
  siteBuildCache({
    docsRoot: DOCS_ROOT,
    configFile: path.join(__dirname, 'rspress.config.ts'),
    // patches/ changes node_modules without changing a version, which Rspack's own snapshot would not notice.
    otherFiles: [path.join(__dirname, 'i18n.json'), ...readdirSync(PATCHES).map((file) => path.join(PATCHES, file))],
    environment: algolia,
    production: process.env.NODE_ENV === 'production',
  });

// The rendered page HTML carries theme controls such as the copy-Markdown button; the
// description is the clean summary a feed reader should show.
const summaryOnly = (item: FeedItem): FeedItem => ({ ...item, content: item.description });

const plugins: RspressPlugin[] = [
  pluginSitemap({ siteUrl: SITE_ORIGIN, customMaps: sitemapLastmod(DOCS_ROOT, 'en', SITE_ORIGIN) }),
  pluginRss({
    siteUrl: SITE_ORIGIN,
    // The feed announces plugin pages. A page joins it by carrying a `date` in its frontmatter,
    // which the plugin needs for every item it selects. `link` is the page a feed reader opens for the channel
    // (the plugin's default is the home page, English for both feeds); `feed` is the channel's own address, which
    // the `feed` library writes as <atom:link rel="self"> (feed validators warn without it).
    feed: [
      {
        id: 'plugins',
        title: 'Rspress official plugins',
        description: 'The official plugins of Rspress, the static site generator for documentation.',
        language: 'en',
        link: `${SITE_ORIGIN}/plugin/official-plugins/overview`,
        feed: `${SITE_ORIGIN}/rss/plugins.rss`,
        test: (page) =>
          page.lang === 'en' && page.routePath.startsWith('/plugin/') && Boolean(page.frontmatter.date),
        item: summaryOnly,
      },
      {
        id: 'plugins-zh',
        title: 'Rspress 官方插件',
        description: 'Rspress 的官方插件。Rspress 是面向文档站点的静态站点生成器。',
        language: 'zh',
        link: `${SITE_ORIGIN}/zh/plugin/official-plugins/overview`,
        feed: `${SITE_ORIGIN}/rss/plugins-zh.rss`,
        test: (page) =>
          page.lang === 'zh' && page.routePath.startsWith('/zh/plugin/') && Boolean(page.frontmatter.date),
        item: summaryOnly,
      },
    ],
    output: { dir: 'rss', type: 'rss' },
  }),
  pluginFeedLinksWithoutHreflang(),
  // The fallback for hosts without server redirects (GitHub Pages); deploy/redirects.ts renders the same list
  // for nginx, Netlify, Cloudflare Pages and Vercel.
  pluginClientRedirects({
    redirects: REDIRECTS.map((redirect) => ({ from: redirectPattern(redirect), to: redirect.to })),
  }),
  lazyPreviewComponents(pluginPreview()),
  pluginSlimPageData(DOCS_ROOT),
  // The search text keeps the emphasis the page renders out of its asterisks (config/search-emphasis.ts says why).
  pluginSearchRenderedEmphasis(),
  pluginLazyModules(),
  pluginScrollAfterPaint(),
  pluginLazyPageContent(),
  pluginCompileHints(),
  pluginTwoslash(),
  pluginShikiWarmup(DOCS_ROOT),
  pluginApiDocgen({
    entries: { 'feature-card': './components/FeatureCard.tsx' },
    apiParseTool: 'react-docgen-typescript',
  }),
];

if (algolia) {
  plugins.push(pluginAlgolia());
}

export default defineConfig({
  root: DOCS_ROOT,
  title: 'Rspress',
  // No top-level description: it would win over the per-locale descriptions below.
  icon: '/rspress-icon.svg',
  logo: {
    light: '/rspress-logo-light.svg',
    dark: '/rspress-logo-dark.svg',
  },
  logoText: 'Rspress',
  siteOrigin: SITE_ORIGIN,
  // Canonical URL, x-default, og:url, og:image, og:locale and the Twitter card; Rspress writes the rest.
  head: [seoHead],
  lang: 'en',
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rspress',
      description:
        'Rspress is a static site generator built on Rsbuild and React, made for documentation sites.',
    },
    {
      lang: 'zh',
      label: '中文',
      title: 'Rspress',
      description: 'Rspress 是基于 Rsbuild 和 React 的静态站点生成器，专为文档站点打造。',
    },
  ],
  route: {
    cleanUrls: true,
    // Shared snippets are imported by pages; they are not pages themselves.
    exclude: ['**/fragments/**'],
  },
  markdown: {
    // Rspress styles highlighted, diff and focused lines but leaves the notations off by default.
    // The escape remover runs last so pages can show a notation's source as `[\!code …]`. The token merger runs
    // after every transformer, Twoslash's included (`enforce: 'post'`): fewer elements for the same colours.
    shiki: {
      // Shiki stops tokenising a line after 500 ms by default and writes the rest as one plain token, so on a busy
      // machine two builds of the same page colour its code differently. No limit: the same source, the same HTML.
      tokenizeTimeLimit: 0,
      // Every language the fences name and their grammars embed, loaded first: lazily loaded, a Markdown sample's
      // front matter was coloured or not depending on the order pages compiled in (config/shiki-languages.ts).
      langs: await shikiLanguages(DOCS_ROOT),
      transformers: [
        transformerCompatibleMetaHighlight(),
        transformerNotationHighlight(),
        transformerNotationDiff(),
        transformerNotationFocus(),
        transformerNotationErrorLevel(),
        transformerRemoveNotationEscape(),
        transformerMergeTokens(),
      ],
    },
    link: {
      checkDeadLinks: true,
      checkAnchors: true,
    },
    // The steps of <Steps> in each page's toc, so that the outline the build writes lists them.
    remarkPlugins: [remarkTocStepsHeadings],
    // Highlighted code goes to the browser as an HTML string per block, not as JSX (config/code-as-html.ts).
    rehypePlugins: [rehypeChineseFootnoteLabels, rehypeSvgImageSizes(path.join(DOCS_ROOT, 'public')), rehypeCodeAsHtml],
  },
  llms: true,
  languageParity: {
    enabled: true,
  },
  search: {
    codeBlocks: true,
  },
  plugins,
  builderConfig: {
    dev: {
      // Rspress compiles every dynamic import lazily in dev. Right after a page renders, the browser asks for
      // PackageManagerTabs (theme/page-only.tsx) and Twoslash's popup parts, and a page edit made meanwhile waited
      // for those compiles (the bench's HMR edit comes as soon as the heading shows). They are compiled up front.
      // RSPRESS_LAZY_COMPILATION=false still turns it off, as in Rspress.
      lazyCompilation: process.env.RSPRESS_LAZY_COMPILATION !== 'false' && {
        imports: true,
        entries: false,
        test: (module: Rspack.Module) => !/PackageManagerTabs|page-only|TwoslashPopup/.test(module.nameForCondition() ?? ''),
      },
    },
    performance: {
      buildCache,
      // Rspress asks Rsbuild for a table of every output file with its gzip size, so each build compresses the
      // output of all three environments (web, the SSG bundle and the Markdown copies) once more after the last
      // compile. The first-load sizes a reader pays for come from `npm run check:budgets`.
      printFileSize: false,
    },
    source: {
      define: {
        // Read by theme/index.tsx: the Algolia search box replaces local search only when all three are set.
        'process.env.ALGOLIA_APP_ID': JSON.stringify(algolia?.appId ?? ''),
        'process.env.ALGOLIA_API_KEY': JSON.stringify(algolia?.apiKey ?? ''),
        'process.env.ALGOLIA_INDEX_NAME': JSON.stringify(algolia?.indexName ?? ''),
      },
    },
  },
  themeConfig: {
    darkMode: true,
    lastUpdated: true,
    enableScrollToTop: true,
    llmsUI: {
      viewOptions: ['markdownLink', 'chatgpt', 'claude'],
    },
    editLink: {
      docRepoBaseUrl: DOCS_EDIT_BASE,
    },
    footer: {
      message: FOOTER_MESSAGE,
    },
    socialLinks: [
      { icon: 'github', mode: 'link', content: GITHUB_REPO },
      { icon: 'npm', mode: 'link', content: NPM_URL },
      { icon: 'discord', mode: 'link', content: DISCORD_URL },
      { icon: 'x', mode: 'link', content: X_URL },
    ],
  },
});
