// The <head> tags for search engines and link previews that Rspress does not emit by itself. Rspress already
// writes <title>, the meta description, og:title, og:description, og:type and the hreflang links between the
// locales; this adds the canonical URL, the x-default alternate, og:url, og:image, og:locale and the Twitter card.
// Used by rspress.config.ts as `head: [seoHead]`; Rspress calls it for every page route at build time (not for 404).
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { SITE_ORIGIN } from '../theme/constants';

/** Drawn by scripts/generators/render-og-image.ts from scripts/generators/og-image.svg; 1200×630, the size link previews expect. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'Rspress: documentation sites that build fast' };

/** The Open Graph locale of each site locale; the first one is the default (unprefixed) locale. */
export const OG_LOCALES: Record<string, string> = { en: 'en_US', zh: 'zh_CN' };

type Tag = [string, Record<string, string>];

/** The tags for one route, as data, so that the test can check them without a build. */
export function seoTags(route: Pick<RouteMeta, 'routePath' | 'pureRoutePath' | 'lang'>): Tag[] {
  const url = `${SITE_ORIGIN}${route.routePath}`;
  const image = `${SITE_ORIGIN}${OG_IMAGE.path}`;
  const locale = OG_LOCALES[route.lang] ?? OG_LOCALES.en;
  const otherLocales = Object.values(OG_LOCALES).filter((other) => other !== locale);
  return [
    ['link', { rel: 'canonical', href: url }],
    // The default locale has no prefix, so the language-neutral path is the English page.
    ['link', { rel: 'alternate', hreflang: 'x-default', href: `${SITE_ORIGIN}${route.pureRoutePath}` }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:site_name', content: 'Rspress' }],
    ['meta', { property: 'og:locale', content: locale }],
    ...otherLocales.map((other): Tag => ['meta', { property: 'og:locale:alternate', content: other }]),
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: String(OG_IMAGE.width) }],
    ['meta', { property: 'og:image:height', content: String(OG_IMAGE.height) }],
    ['meta', { property: 'og:image:alt', content: OG_IMAGE.alt }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head function for the config: one string, because Rspress takes one tag or one string per function. */
export function seoHead(route: RouteMeta): string {
  return seoTags(route)
    .map(([name, attrs]) => {
      const rendered = Object.entries(attrs).map(([key, value]) => `${key}="${escapeAttribute(value)}"`);
      return `<${name} ${rendered.join(' ')}>`;
    })
    .join('');
}

/**
 * The RSS plugin gives each page's feed link an hreflang, and the head manager keeps one `rel="alternate"` link
 * per hreflang: on a page in a feed, the feed link replaced the page's own `hreflang="en"` (or zh) alternate.
 * Without the language the feed link is keyed by its type and URL, and both links stay. Must come after
 * pluginRss in `plugins`: hooks start in that order, and the RSS plugin sets `feeds` before its first await.
 */
export function pluginFeedLinksWithoutHreflang(): RspressPlugin {
  return {
    name: 'feed-links-without-hreflang',
    extendPageData(pageData) {
      const feeds = (pageData as { feeds?: { language?: string }[] }).feeds;
      for (const feed of feeds ?? []) delete feed.language;
    },
  };
}
