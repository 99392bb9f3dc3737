// Search-engine and link-preview tags on every built page of the spec in both locales (run `npm run build` first),
// plus robots.txt and the preview image. config/seo-head.ts adds what Rspress does not write itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { SITE_ORIGIN } from '../../theme/constants';
import { OG_IMAGE, seoHead, seoTags } from '../../config/seo-head';
import { lastCommitDates, routeOfPage } from '../../config/sitemap-lastmod';
import { htmlFileOf, LOCALE_PREFIXES, localized, SPEC_ROUTES } from '../spec-routes';

const OUT = path.resolve(__dirname, '../../doc_build');

type Attrs = Record<string, string>;

interface Head {
  lang: string | undefined;
  titles: string[];
  tags: Attrs[];
}

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(?:meta|link)\s([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries([...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, decode(value)])),
  );
  return {
    lang: html.match(/<html[^>]*\slang="([^"]*)"/)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => decode(title)),
    tags,
  };
}

/** The values of every tag that matches, so a test sees both a missing tag and a doubled one. */
function values(head: Head, match: Record<string, string | undefined>, valueKey: string): string[] {
  return head.tags
    .filter((tag) => Object.entries(match).every(([key, value]) => tag[key] === value))
    .map((tag) => tag[valueKey]);
}

const pages = LOCALE_PREFIXES.flatMap((prefix) =>
  SPEC_ROUTES.map((route) => {
    const url = localized(prefix, route);
    return { route, url, lang: prefix ? 'zh' : 'en', head: parseHead(readFileSync(path.join(OUT, htmlFileOf(url)), 'utf8')) };
  }),
);

describe('SEO tags of the built pages', () => {
  // Unique within a locale: a page and its translation are alternates of each other, and names such as "TypeDoc"
  // or "RSS" stay the same in both languages.
  test('each page has one non-empty title and one description, both unique in its locale', () => {
    const problems: string[] = [];
    const seenTitles = new Map<string, string>();
    const seenDescriptions = new Map<string, string>();
    for (const { url, lang, head } of pages) {
      const descriptions = values(head, { name: 'description' }, 'content');
      if (head.titles.length !== 1 || !head.titles[0].trim()) problems.push(`${url}: titles ${JSON.stringify(head.titles)}`);
      if (descriptions.length !== 1 || !descriptions[0].trim()) problems.push(`${url}: descriptions ${JSON.stringify(descriptions)}`);
      for (const [seen, value] of [
        [seenTitles, `${lang}:${head.titles[0]}`],
        [seenDescriptions, `${lang}:${descriptions[0]}`],
      ] as const) {
        if (seen.has(value)) problems.push(`${url} repeats "${value.slice(3)}" of ${seen.get(value)}`);
        seen.set(value, url);
      }
    }
    expect(problems).toEqual([]);
  });

  test('each page names its canonical URL, its language and its alternates in both locales', () => {
    const problems: string[] = [];
    for (const { route, url, lang, head } of pages) {
      const expected = {
        lang,
        canonical: [`${SITE_ORIGIN}${url}`],
        en: [`${SITE_ORIGIN}${localized('', route)}`],
        zh: [`${SITE_ORIGIN}${localized('/zh', route)}`],
        'x-default': [`${SITE_ORIGIN}${localized('', route)}`],
      };
      const actual = {
        lang: head.lang,
        canonical: values(head, { rel: 'canonical' }, 'href'),
        // `type` set means a feed or the Markdown copy, not the page in another language.
        en: values(head, { rel: 'alternate', hreflang: 'en', type: undefined }, 'href'),
        zh: values(head, { rel: 'alternate', hreflang: 'zh', type: undefined }, 'href'),
        'x-default': values(head, { rel: 'alternate', hreflang: 'x-default', type: undefined }, 'href'),
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        problems.push(`${url}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('each page carries one of each Open Graph and Twitter tag, matching the page', () => {
    const problems: string[] = [];
    const image = `${SITE_ORIGIN}${OG_IMAGE.path}`;
    for (const { url, lang, head } of pages) {
      const expected: [Attrs, string, string | undefined][] = [
        [{ property: 'og:title' }, 'content', head.titles[0]],
        [{ property: 'og:description' }, 'content', values(head, { name: 'description' }, 'content')[0]],
        [{ property: 'og:url' }, 'content', `${SITE_ORIGIN}${url}`],
        [{ property: 'og:type' }, 'content', 'website'],
        [{ property: 'og:locale' }, 'content', lang === 'zh' ? 'zh_CN' : 'en_US'],
        [{ property: 'og:image' }, 'content', image],
        [{ name: 'twitter:card' }, 'content', 'summary_large_image'],
        [{ name: 'twitter:image' }, 'content', image],
      ];
      for (const [match, key, value] of expected) {
        const found = values(head, match, key);
        if (found.length !== 1 || found[0] !== value) problems.push(`${url} ${JSON.stringify(match)}: ${JSON.stringify(found)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the preview image is a 1200×630 PNG in the build', () => {
    const png = readFileSync(path.join(OUT, OG_IMAGE.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  });

  test('the 404 pages ask not to be indexed and name no Markdown copy, which the build does not write', () => {
    for (const file of ['404.html', 'zh/404.html']) {
      const { tags } = parseHead(readFileSync(path.join(OUT, file), 'utf8'));
      expect(tags.filter((tag) => tag.name === 'robots').map((tag) => tag.content)).toEqual(['noindex']);
      expect(tags.filter((tag) => tag.type === 'text/markdown')).toEqual([]);
      expect(existsSync(path.join(OUT, file.replace(/\.html$/, '.md')))).toBe(false);
    }
  });

  test('robots.txt allows crawling and points at the sitemap, which lists both locales', () => {
    const robots = readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
    const sitemap = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/guide/start/introduction</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/zh/guide/start/introduction</loc>`);
  });

  test("the sitemap dates each page by its last commit, not by the checkout's file times", () => {
    const sitemap = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    const lastmod = new Map([...sitemap.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map(([, loc, date]) => [loc, date]));
    const pages = { '/': 'docs/en/index.md', '/zh/api/': 'docs/zh/api/index.mdx', '/guide/use-mdx/link': 'docs/en/guide/use-mdx/link.mdx' };
    for (const [route, file] of Object.entries(pages)) {
      const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
      expect(lastmod.get(`${SITE_ORIGIN}${route}`)).toBe(new Date(committed).toISOString());
    }
  });
});

describe('sitemap lastmod', () => {
  test('maps page files to the routes Rspress gives them', () => {
    expect(routeOfPage('en/index.md', 'en')).toBe('/');
    expect(routeOfPage('zh/index.md', 'en')).toBe('/zh/');
    expect(routeOfPage('en/api/index.mdx', 'en')).toBe('/api/');
    expect(routeOfPage('zh/guide/start/getting-started.mdx', 'en')).toBe('/zh/guide/start/getting-started');
  });

  test('keeps the newest commit date of each page file under the docs folder', () => {
    const log = [
      '2026-11-22T13:00:00+01:00',
      '',
      'docs/en/guide/a.mdx',
      'README.md',
      '2026-11-20T09:00:00+00:00',
      '',
      'docs/en/guide/a.mdx',
      'docs/zh/guide/a.mdx',
      'docs/en/_meta.json',
    ].join('\n');
    expect([...lastCommitDates(log, 'docs/')]).toEqual([
      ['en/guide/a.mdx', '2026-11-22T12:00:00.000Z'],
      ['zh/guide/a.mdx', '2026-11-20T09:00:00.000Z'],
    ]);
  });
});

describe('seoHead', () => {
  test('points a Chinese page at itself, its English twin as x-default, and the shared image', () => {
    const tags = seoTags({ routePath: '/zh/api/', pureRoutePath: '/api/', lang: 'zh' });
    expect(tags).toContainEqual(['link', { rel: 'canonical', href: `${SITE_ORIGIN}/zh/api/` }]);
    expect(tags).toContainEqual(['link', { rel: 'alternate', hreflang: 'x-default', href: `${SITE_ORIGIN}/api/` }]);
    expect(tags).toContainEqual(['meta', { property: 'og:locale', content: 'zh_CN' }]);
    expect(tags).toContainEqual(['meta', { property: 'og:locale:alternate', content: 'en_US' }]);
  });

  test('renders the tags as HTML with escaped attributes', () => {
    const html = seoHead({
      routePath: '/a"b',
      pureRoutePath: '/a"b',
      lang: 'en',
      absolutePath: '',
      relativePath: '',
      pageName: '',
      version: '',
    });
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/a&quot;b">`);
    expect(html).not.toContain('"b"');
  });

  test('ships its image under docs/public', () => {
    expect(existsSync(path.resolve(__dirname, '../../docs/public', OG_IMAGE.path.slice(1)))).toBe(true);
  });
});
