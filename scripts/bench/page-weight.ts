// What a first visit downloads, per page type and locale, from Chromium's network log against a static server of
// the build: JS, CSS and HTML bodies, decoded (raw) and gzip (zlib level 9, computed here whatever the server sent), with
// everything requested until the network has been quiet for 2 s, lazy chunks included. A fresh context per page: empty cache.
// Not run on its own: imported by scripts/bench/index.ts.
import type { Browser, Page } from 'playwright-core';
import { openPage } from '../lib/browser';
import { gzipSize } from '../lib/first-load';
import { localePath, PAGE_TYPES, type PageType } from '../lib/page-types';
import { LOCALES, type Locale } from '../lib/pages';

export interface Bytes {
  raw: number;
  gzip: number;
  requests: number;
}

export interface PageWeight {
  type: PageType;
  locale: Locale;
  path: string;
  status: number;
  js: Bytes;
  css: Bytes;
  html: Bytes;
  /** static/search_index.*.json, which Rspress both fetches and prefetches when the search box mounts. */
  searchIndex: Bytes;
  /** Images, icons and anything else. */
  other: Bytes;
}

const empty = (): Bytes => ({ raw: 0, gzip: 0, requests: 0 });

const CATEGORY: Record<string, 'js' | 'css' | 'html'> = { script: 'js', stylesheet: 'css', document: 'html' };

/**
 * Waits until no request has been in flight for `quietMs`. Playwright's 'networkidle' can come before the
 * requests a page starts after hydration (Rspress fetches and prefetches the search index then), and they count.
 */
async function waitForQuiet(page: Page, quietMs = 2_000, maxMs = 20_000): Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const started = () => {
    inFlight += 1;
    lastChange = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = performance.now() + maxMs;
  await page.waitForLoadState('networkidle');
  while (performance.now() < deadline && (inFlight > 0 || performance.now() - lastChange < quietMs)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measurePage(browser: Browser, baseUrl: string, type: PageType, locale: Locale, pagePath: string): Promise<PageWeight> {
  // The browser language matches the page, as for a reader of that locale: otherwise the locale redirect moves it.
  const { context, page } = await openPage(browser, { locale: locale === 'zh' ? 'zh-CN' : 'en-US', width: 1280, height: 800 });
  const weight: PageWeight = { type, locale, path: pagePath, status: 0, js: empty(), css: empty(), html: empty(), searchIndex: empty(), other: empty() };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => undefined);
        if (!body) return;
        const category = /\/search_index\.[^/]*\.json$/.test(response.url())
          ? 'searchIndex'
          : (CATEGORY[response.request().resourceType()] ?? 'other');
        const bucket = weight[category];
        bucket.raw += body.length;
        bucket.gzip += gzipSize(body);
        bucket.requests += 1;
      })(),
    );
  });
  try {
    const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    weight.status = response?.status() ?? 0;
    await waitForQuiet(page);
    await Promise.all(pending);
    const landed = new URL(page.url()).pathname;
    if (landed !== pagePath) throw new Error(`${pagePath} ended on ${landed}: the measurement would be of another page`);
    return weight;
  } finally {
    await context.close();
  }
}

export async function measurePageWeights(browser: Browser, baseUrl: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const { type, path } of PAGE_TYPES) {
    for (const locale of LOCALES) {
      weights.push(await measurePage(browser, baseUrl, type, locale, localePath(locale, path)));
    }
  }
  return weights;
}
