import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, visit } from './site';

// theme/search/: the results code, the engine and the index load when a reader first searches,
// not before; nothing typed while they load is lost; the dialog is a combobox with a listbox of results.

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

/** Opens a fresh page (empty cache), opens the search at once and types at 20 ms a key; returns the input's value. */
async function typeAtOnce(page: Page, path: string, open: 'shortcut' | 'click', text: string): Promise<string> {
  await visit(page, path);
  if (open === 'shortcut') await page.keyboard.press('Control+K');
  else await page.locator('.rp-nav .rp-search-button').click();
  await page.keyboard.type(text, { delay: 20 });
  return page.locator('.rp-search-panel__input').inputValue();
}

describe('no keystroke is lost while the search loads', () => {
  for (const [locale, path, text] of [
    ['en-US', '/guide/start/introduction', 'sidebar'],
    ['zh-CN', '/zh/guide/start/introduction', '侧边栏配置'],
  ] as const) {
    for (const open of ['shortcut', 'click'] as const) {
      test(`${open === 'shortcut' ? 'Ctrl+K' : 'a click on the button'}, then "${text}" typed at once`, async () => {
        const { context, page } = await openPage(browser, { locale });
        await expect(typeAtOnce(page, path, open, text)).resolves.toBe(text);
        await page.waitForSelector('.rp-suggest-item__link', { timeout: 15_000 });
        await context.close();
      });
    }
  }

  test('on a slow connection too (400 ms latency, 40 KB/s), in both locales', async () => {
    for (const [locale, path, text] of [
      ['en-US', '/guide/start/introduction', 'deploy github pages'],
      ['zh-CN', '/zh/guide/start/introduction', '多版本'],
    ] as const) {
      const { context, page } = await openPage(browser, { locale });
      await visit(page, path);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 40_000, uploadThroughput: 40_000 });
      await page.keyboard.press('Control+K');
      await page.keyboard.type(text, { delay: 20 });
      await expect(page.locator('.rp-search-panel__input').inputValue()).resolves.toBe(text);
      // Still loading: the panel says so instead of showing nothing.
      await page.waitForSelector('.rp-suggest-item__link', { timeout: 60_000 });
      await expect(page.locator('.rp-search-panel__input').inputValue()).resolves.toBe(text);
      await context.close();
    }
  }, 120_000);
});

describe('the search dialog', () => {
  test('is a combobox: the active result is its aria-activedescendant, the count is announced, Enter opens the heading', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/guide/start/introduction');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('deploy github pages');
    await page.waitForSelector('.rp-suggest-item__link');
    const input = page.locator('.rp-search-panel__input');
    await expect(input.getAttribute('role')).resolves.toBe('combobox');
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(() => page.locator('[role="status"]').textContent()).toMatch(/^\d+ results$/);
    const first = await page.locator('[role="option"]').first().getAttribute('id');
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(first);
    await page.keyboard.press('ArrowDown');
    const second = page.locator('[role="option"]').nth(1);
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(await second.getAttribute('id'));
    await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowUp');
    // The first result is the GitHub Pages section of the deploy page, with the match marked in its snippet.
    const top = page.locator('[role="option"]').first();
    await expect(top.getAttribute('href')).resolves.toBe('/guide/basic/deploy#github-pages');
    await expect(top.locator('mark').count()).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/guide/basic/deploy' && url.hash === '#github-pages');
    await context.close();
  });

  test("on a page with an API table, a prop finds the table's section and a pitfall the Pitfalls section", async () => {
    for (const [prefix, locale, pageTitle, pitfall] of [
      ['', 'en-US', 'API docgen', 'undocumented props disappear'],
      ['/zh', 'zh-CN', 'API 文档生成', '没有注释的 props 不会列出'],
    ]) {
      const { context, page } = await openPage(browser, { locale });
      await visit(page, `${prefix}/guide/start/introduction`);
      await page.keyboard.press('Control+K');
      // The `link` row of the FeatureCard table; its doc comment is English on both pages.
      await page.keyboard.type('without it the card is not clickable');
      const top = page.locator('[role="option"]').first();
      await top.waitFor({ timeout: 15_000 });
      await expect(top.getAttribute('href')).resolves.toBe(`${prefix}/plugin/official-plugins/api-docgen#see-it-working`);
      await expect(top.textContent()).resolves.toContain(pageTitle);
      await expect(top.textContent()).resolves.not.toMatch(/---|\|:?-{3}/);
      // Headings after the table still start their own sections.
      await page.locator('.rp-search-panel__input').fill(pitfall);
      await expect
        .poll(() => top.getAttribute('href'), { timeout: 10_000 })
        .toBe(`${prefix}/plugin/official-plugins/api-docgen#pitfalls`);
      await context.close();
    }
  });

  test("a page's title finds the page, not the lists of related pages that link to it", async () => {
    // topResult '' means: any results, none of them a related-pages list.
    for (const [prefix, locale, query, topResult] of [
      ['', 'en-US', 'deploy', '/guide/basic/deploy'],
      ['', 'en-US', 'related pages', ''],
      ['/zh', 'zh-CN', '部署', '/zh/guide/basic/deploy'],
      ['/zh', 'zh-CN', '相关页面', ''],
    ]) {
      const { context, page } = await openPage(browser, { locale });
      await visit(page, `${prefix}/guide/start/introduction`);
      await page.keyboard.press('Control+K');
      // The whole query at once, so that the results shown cannot be those of a prefix of it.
      await page.locator('.rp-search-panel__input').fill(query);
      await page.locator('[role="option"], .rp-no-search-result__text').first().waitFor({ timeout: 15_000 });
      const hrefs = await page.locator('[role="option"]').evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href.endsWith('#related-pages'))).toEqual([]);
      if (topResult) expect(hrefs[0]).toBe(topResult);
      await context.close();
    }
  });

  test('a 2,000-character query and a punctuation-only query show "no results"', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/guide/start/introduction');
    await page.keyboard.press('Control+K');
    const input = page.locator('.rp-search-panel__input');
    await input.fill('zqxj '.repeat(400));
    await page.waitForSelector('.rp-no-search-result__text');
    await input.fill('?!.,;:()[]{}<>~`');
    await page.waitForSelector('.rp-no-search-result__text');
    await expect(page.locator('.rp-suggest-item').count()).resolves.toBe(0);
    await context.close();
  });

  test('the Chinese "no results" message is one Chinese sentence around the query', async () => {
    const { context, page } = await openPage(browser, { locale: 'zh-CN' });
    await visit(page, '/zh/guide/start/introduction');
    await page.keyboard.press('Control+K');
    await page.locator('.rp-search-panel__input').fill('zqxj');
    const message = page.locator('.rp-no-search-result__text');
    await message.waitFor({ timeout: 15_000 });
    await expect(message.textContent()).resolves.toBe('没有找到与“zqxj”相关的结果，换个关键词试试。');
    await expect(message.locator('b').textContent()).resolves.toBe('zqxj');
    await context.close();
  });
});
