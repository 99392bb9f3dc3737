// What a first visit to a built page must download before it can run, read from the build alone: the page's
// <script src> and <link rel="stylesheet"> tags, and the route chunk Rspress preloads for it
// (<link rel="preload" as="script">). Lazy chunks that the page requests later are not counted.
// Not run on its own: imported by scripts/checks/budget-check.ts, scripts/lib/growth.ts, the budgets' test, and the tests
// that find a page's route chunk (build-output, hydration).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Asset {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
}

export const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The same-site URLs of the initial scripts and stylesheets of one HTML page, in document order. */
export function initialAssetUrls(html: string): { url: string; kind: Asset['kind'] }[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const urls: { url: string; kind: Asset['kind'] }[] = [];
  for (const [tag] of head.matchAll(/<(?:script|link)\s[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src) urls.push({ url: src, kind: 'js' });
    } else if (rel === 'stylesheet') {
      urls.push({ url: attr(tag, 'href') ?? '', kind: 'css' });
    } else if (rel === 'preload' && attr(tag, 'as') === 'script') {
      urls.push({ url: attr(tag, 'href') ?? '', kind: 'js' });
    }
  }
  // Only files of the build count: a third-party URL would be neither in the build nor in the budget.
  return urls.filter(({ url }) => url.startsWith('/') && !url.startsWith('//'));
}

/**
 * The initial assets of the page in `htmlFile` (relative to `buildDir`), with their raw and gzip sizes. Pass the
 * same `sizes` map for every page of a build: each file is then read and compressed once.
 */
export function firstLoadAssets(buildDir: string, htmlFile: string, sizes = new Map<string, Asset>()): Asset[] {
  const html = readFileSync(path.join(buildDir, htmlFile), 'utf8');
  return initialAssetUrls(html).map(({ url, kind }) => {
    const key = `${kind} ${url}`;
    let known = sizes.get(key);
    if (!known) {
      const body = readFileSync(path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0])));
      known = { url, kind, bytes: body.length, gzip: gzipSize(body) };
      sizes.set(key, known);
    }
    return known;
  });
}

/** The local-search index of each locale, e.g. static/search_index.zh.<hash>.json, keyed by locale. */
export function searchIndexFiles(buildDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(path.join(buildDir, 'static'))) {
    const locale = name.match(/^search_index\.([\w-]+)\.[0-9a-f]+\.json$/)?.[1];
    if (locale) files[locale] = path.join('static', name);
  }
  return files;
}
