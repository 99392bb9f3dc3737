// The Algolia build (`npm run build:algolia`, fake keys) in Chromium: the theme swaps in DocSearch.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page, Route } from 'playwright-core';
import { ALGOLIA_BASE_URL, ALGOLIA_TEST_APP_ID, launchBrowser, openPage, visit } from './site';

// Every request to Algolia is intercepted: the test answers it, and nothing leaves the machine.
const ALGOLIA_HOSTS = /algolia\.net|algolianet\.com/;
// The search client tries APPID-dsn.algolia.net, then APPID-1, -2 and -3.algolianet.com.
const ALGOLIA_HOST_COUNT = 4;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function hit(index: number, lang: string) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return {
    objectID: `hit-${index}`,
    url: `https://rspress.rs${prefix}/guide/basic/deploy#hit-${index}`,
    type: 'lvl2',
    lang,
    hierarchy: { lvl0: 'Guide', lvl1: 'Deploy', lvl2: `Result ${index}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Guide', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'Deploy', matchLevel: 'full', matchedWords: ['deploy'] },
        lvl2: { value: `Result ${index}`, matchLevel: 'none', matchedWords: [] },
      },
    },
  };
}

function answer(route: Route, hits: ReturnType<typeof hit>[]) {
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({
      results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, query: 'deploy', params: '' }],
    }),
  });
}

async function openSearch(page: Page, query: string) {
  // A click before the lazily loaded search box has hydrated is replayed by theme/algolia-early-click.ts.
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

describe('Algolia search (built with ALGOLIA_* set)', () => {
  test('replaces local search and preconnects to the Algolia host', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await page.route(ALGOLIA_HOSTS, (route) => answer(route, []));
    await visit(page, '/guide/start/introduction', ALGOLIA_BASE_URL);
    await expect(page.locator('.DocSearch-Button').count()).resolves.toBe(1);
    await expect(page.locator('.rp-search-button').count()).resolves.toBe(0);
    const preconnect = await page
      .locator('link[rel="preconnect"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preconnect).toContain(`https://${ALGOLIA_TEST_APP_ID}-dsn.algolia.net`);
    await context.close();
  });

  test('a click on the button before its code has loaded opens the search once it has (theme/algolia-early-click.ts)', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await page.route(ALGOLIA_HOSTS, (route) => answer(route, [hit(1, 'en')]));
    // Hold back the lazily loaded chunks (the page's route chunk and the search box), so that the click lands
    // on the server-rendered button before React has hydrated it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/static/js/async/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${ALGOLIA_BASE_URL}/guide/start/introduction`, { waitUntil: 'domcontentloaded' });
    await page.locator('.DocSearch-Button').click();
    const hydrated = await page.evaluate(() =>
      Object.keys(document.querySelector('.DocSearch-Button') ?? {}).some((key) => key.startsWith('__reactProps$')),
    );
    expect(hydrated).toBe(false);
    release();
    await page.locator('.DocSearch-Input').waitFor({ timeout: 15_000 });
    await context.close();
  });

  test('sends the lang facet filter, shows at most 20 hits per group and links them same-site', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    const requestBodies: string[] = [];
    await page.route(ALGOLIA_HOSTS, (route) => {
      requestBodies.push(route.request().postData() ?? '');
      return answer(route, Array.from({ length: 25 }, (_, index) => hit(index, 'en')));
    });
    await visit(page, '/guide/start/introduction', ALGOLIA_BASE_URL);
    await openSearch(page, 'deploy');
    await page.waitForSelector('.DocSearch-Hit a');

    const body = requestBodies.at(-1) ?? '';
    expect(body).toContain('lang:en');
    expect(body).toContain('deploy');

    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBe(20);
    expect(hrefs[0]).toBe('/guide/basic/deploy#hit-0');
    for (const href of hrefs) expect(href?.startsWith('/guide/basic/deploy#')).toBe(true);
    await context.close();
  });

  test('asks for Chinese records on Chinese pages', async () => {
    const { context, page } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    const requestBodies: string[] = [];
    await page.route(ALGOLIA_HOSTS, (route) => {
      requestBodies.push(route.request().postData() ?? '');
      return answer(route, [hit(1, 'zh')]);
    });
    await visit(page, '/zh/guide/start/introduction', ALGOLIA_BASE_URL);
    await openSearch(page, '部署');
    await page.waitForSelector('.DocSearch-Hit a');
    expect(requestBodies.at(-1)).toContain('lang:zh');
    await expect(page.locator('.DocSearch-Hit a').first().getAttribute('href')).resolves.toBe('/zh/guide/basic/deploy#hit-1');
    await context.close();
  });

  // DocSearch 4.7.0 configures the Chinese "cannot fetch, check the network" screen through
  // ZH_LOCALES, but it shows its no-results screen as soon as the first host fails and keeps it
  // while it tries the fallback hosts. This test pins what a reader really sees offline once
  // every host has failed: Chinese text, never an English error.
  test('answers in Chinese when every Algolia host is unreachable', async () => {
    const { context, page } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    const hostsTried = new Set<string>();
    await page.route(ALGOLIA_HOSTS, (route) => {
      hostsTried.add(new URL(route.request().url()).host);
      return route.abort('internetdisconnected');
    });
    await visit(page, '/zh/guide/start/introduction', ALGOLIA_BASE_URL);
    await openSearch(page, '部署');
    const screen = page.locator('.DocSearch-NoResults, .DocSearch-ErrorScreen').first();
    await screen.waitFor({ timeout: 15_000 });
    await expect.poll(() => hostsTried.size, { timeout: 15_000 }).toBe(ALGOLIA_HOST_COUNT);
    const text = await screen.innerText();
    expect(/无法获取结果|无法找到相关结果/.test(text)).toBe(true);
    expect(text).not.toMatch(/No results|Unable to fetch/);
    await context.close();
  });

  test('says in Chinese that nothing was found, with a feedback link', async () => {
    const { context, page } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    await page.route(ALGOLIA_HOSTS, (route) => answer(route, []));
    await visit(page, '/zh/guide/start/introduction', ALGOLIA_BASE_URL);
    await openSearch(page, 'qqqzzz');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    await expect(screen.innerText()).resolves.toContain('无法找到相关结果');
    const feedback = screen.locator('a', { hasText: '点击反馈' });
    await expect(feedback.getAttribute('href')).resolves.toContain('github.com/web-infra-dev/rspress/issues/new');
    await context.close();
  });
});
