import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, visit } from './site';

// theme/LocalSearch.tsx: the search panel, FlexSearch and the index load when a reader first searches, not before.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const INDEX_REQUEST = /\/static\/search_index\.(en|zh)\.[^/]+\.json$/;

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Types a query into the open panel and returns the paths of the results it shows. */
async function resultPaths(page: Page, query: string): Promise<string[]> {
  await page.locator('.rp-search-panel__input').fill(query);
  await page.waitForSelector('.rp-suggest-item__link', { timeout: 15_000 });
  return page.locator('.rp-suggest-item__link').evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
}

describe('local search loads on first use', () => {
  test('a first visit downloads neither the search index nor the search panel', async () => {
    const { context, page } = await openPage(browser);
    const requests = recordRequests(page);
    await visit(page, '/guide/start/getting-started');
    await expect(page.locator('.rp-nav .rp-search-button').count()).resolves.toBe(1);
    expect(requests.filter((url) => INDEX_REQUEST.test(url))).toEqual([]);
    await expect(page.locator('.rp-search-panel__input').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"][href*="search_index"]').length)).toBe(0);
    await context.close();
  });

  test('clicking the button opens the panel, which fetches the English index and finds English pages', async () => {
    const { context, page } = await openPage(browser);
    const requests = recordRequests(page);
    await visit(page, '/guide/start/introduction');
    await page.locator('.rp-nav .rp-search-button').click();
    await page.waitForSelector('.rp-search-panel__input:focus');
    const paths = await resultPaths(page, 'sidebar');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => !path.startsWith('/zh/'))).toBe(true);
    expect(requests.some((url) => /search_index\.en\./.test(url))).toBe(true);
    expect(requests.some((url) => /search_index\.zh\./.test(url))).toBe(false);
    await context.close();
  });

  test('Ctrl+K opens the panel before it has loaded, on a Chinese page with the Chinese index', async () => {
    const { context, page } = await openPage(browser, { locale: 'zh-CN' });
    const requests = recordRequests(page);
    await visit(page, '/zh/guide/start/introduction');
    await page.keyboard.press('Control+K');
    await page.waitForSelector('.rp-search-panel__input:focus');
    const paths = await resultPaths(page, '侧边栏');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path.startsWith('/zh/'))).toBe(true);
    expect(requests.some((url) => /search_index\.zh\./.test(url))).toBe(true);

    // Once loaded, the panel handles the shortcut itself: one press closes it, the next opens it again.
    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-search-panel__input').count()).resolves.toBe(0);
    await page.keyboard.press('Control+K');
    await page.waitForSelector('.rp-search-panel__input:focus');
    await page.keyboard.press('Control+K');
    await expect(page.locator('.rp-search-panel__input').count()).resolves.toBe(0);
    await context.close();
  });

  test('pointing at the button starts loading the panel code, but not the index', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/guide/start/introduction');
    const requests = recordRequests(page);
    const panelCode = page.waitForRequest((request) => request.url().includes('/static/js/async/'));
    await page.locator('.rp-nav .rp-search-button').hover();
    await panelCode;
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => INDEX_REQUEST.test(url))).toEqual([]);
    await expect(page.locator('.rp-search-panel__input').count()).resolves.toBe(0);
    await context.close();
  });
});
