import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every route the site must serve (the product spec's list), without the /zh prefix. Each exists in both locales. */
export const SPEC_ROUTES = [
  '/',
  '/guide/start/introduction',
  '/guide/start/getting-started',
  ...['conventional-route', 'auto-nav-sidebar', 'static-assets', 'custom-page', 'ssg', 'deploy'].map(
    (page) => `/guide/basic/${page}`,
  ),
  ...['components', 'frontmatter', 'code-blocks', 'link', 'container'].map((page) => `/guide/use-mdx/${page}`),
  ...['navbar', 'home-page', 'doc-page', 'overview-page', 'i18n', 'multi-version', 'components'].map(
    (page) => `/guide/default-theme/${page}`,
  ),
  '/guide/advanced/extend-build',
  '/guide/advanced/custom-search',
  '/plugin/system/introduction',
  '/plugin/system/write-a-plugin',
  '/plugin/system/plugin-api',
  ...[
    'overview',
    'llms',
    'sitemap',
    'medium-zoom',
    'client-redirects',
    'last-updated',
    'typedoc',
    'api-docgen',
    'preview',
    'playground',
    'rss',
    'algolia',
    'twoslash',
  ].map((page) => `/plugin/official-plugins/${page}`),
  '/plugin/community-plugins/overview',
  '/ui/vars',
  '/ui/custom-theme',
  '/api/',
  '/api/commands',
  ...['config-basic', 'config-theme', 'config-frontmatter', 'config-build'].map((page) => `/api/config/${page}`),
  '/api/client-api/api-runtime',
  '/api/client-api/api-components',
];

export const LOCALE_PREFIXES = ['', '/zh'] as const;

/**
 * Every page of the build in both locales, with its locale prefix: the spec routes and the pages written beyond them
 * (guides, the migration pages), which readers and validators meet alike. The spec routes are always included, so a
 * sitemap that loses pages cannot shrink the tests; the rest come from the sitemap of the build under test.
 */
export function siteRoutes(): string[] {
  const listed = sitemapPaths(readFileSync(path.resolve(__dirname, '../doc_build/sitemap.xml'), 'utf8'));
  return [...new Set([...LOCALE_PREFIXES.flatMap((prefix) => SPEC_ROUTES.map((route) => localized(prefix, route))), ...listed])];
}

/** The paths of a sitemap's `<loc>` entries on this site's origin. */
export function sitemapPaths(sitemap: string): string[] {
  return [...sitemap.matchAll(/<loc>https:\/\/rspress\.rs([^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** The route with its locale prefix, e.g. `/zh/api/` or `/`. */
export function localized(prefix: string, route: string): string {
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

/** The HTML file that clean URLs serve for a route, relative to the output folder. */
export function htmlFileOf(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

/** The Markdown copy that `llms: true` writes beside a route's HTML file. */
export const markdownFileOf = (path: string) => htmlFileOf(path).replace(/\.html$/, '.md');
