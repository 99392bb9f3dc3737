// The site's navigation in Chromium against the production build: the language switch, sidebar groups, the mobile
// panel, the outline and previous/next links, links to headings, 404 pages, route tolerance, the transparent home nav,
// `?globalUIComponents=0` and link preloading on hover.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, openPage, visit } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Waits until the page's h1 reads `text` (the anchor `#` left out) and returns it, or the last text seen. */
async function h1(page: Page, text: string): Promise<string> {
  const read = () =>
    page.locator('.rp-doc h1').first().evaluate((el) => (el.textContent ?? '').replace('#', '').trim());
  try {
    await page.waitForFunction(
      (expected) => (document.querySelector('.rp-doc h1')?.textContent ?? '').replace('#', '').trim() === expected,
      text,
      { timeout: 5_000 },
    );
  } catch {
    // fall through: the assertion below shows what the page has instead
  }
  return read();
}
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('language switch', () => {
  test('goes to the same page in the other language and back', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/getting-started');
    await page.locator('.rp-nav__others .rp-nav-menu__item', { hasText: 'English' }).hover();
    await page.locator('.rp-nav__others a[hreflang="zh"]').click();
    await page.waitForURL(`${BASE_URL}/zh/guide/start/getting-started`);
    expect(await h1(page, '快速开始')).toBe('快速开始');

    await page.locator('.rp-nav__others .rp-nav-menu__item', { hasText: '中文' }).hover();
    await page.locator('.rp-nav__others a[hreflang="en"]').click();
    await page.waitForURL(`${BASE_URL}/guide/start/getting-started`);
    expect(await h1(page, 'Quick start')).toBe('Quick start');
    await context.close();
  });
});

describe('sidebar', () => {
  const groupBody = (page: Page, text: string) =>
    page.locator('.rp-sidebar-group', { hasText: text }).first().locator('xpath=following-sibling::div[1]');
  const bodyHeight = (page: Page, text: string) => groupBody(page, text).evaluate((el) => el.getBoundingClientRect().height);

  test('opens the ancestors of the current page and keeps other groups collapsed', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/api/config/config-theme');
    expect(await bodyHeight(page, 'Config')).toBeGreaterThan(0);
    expect(await bodyHeight(page, 'Client API')).toBe(0);
    await expect(page.locator('.rp-sidebar-item--active').textContent()).resolves.toBe('Theme config');
    await context.close();
  });

  test('expands and collapses a group on click', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/api/config/config-theme');
    await page.locator('.rp-sidebar-group', { hasText: 'Client API' }).click();
    await page.waitForTimeout(400);
    expect(await bodyHeight(page, 'Client API')).toBeGreaterThan(0);

    await page.locator('.rp-sidebar-group', { hasText: 'Config' }).first().click();
    await page.waitForTimeout(400);
    expect(await bodyHeight(page, 'Config')).toBe(0);
    await context.close();
  });

  test('shows section headers for the guide', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/basic/deploy');
    const headers = await page.locator('.rp-sidebar-section-header').allTextContents();
    expect(headers.map((text) => text.trim())).toEqual(['Start', 'Basic', 'Use MDX', 'Default theme', 'Advanced', 'Troubleshooting', 'Migration']);
    await context.close();
  });

  test('scrolls the current page into view when its item is below the fold of the sidebar', async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 800 });
    await visit(page, '/guide/troubleshooting/symptoms');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const active = page.locator('.rp-sidebar-item--active');
    // Without the scroll, the item would sit below the sidebar's visible height.
    const itemOffset = await active.evaluate((item) => {
      const box = item.closest('.rp-doc-layout__sidebar') as HTMLElement;
      return item.getBoundingClientRect().bottom - box.getBoundingClientRect().top + box.scrollTop;
    });
    expect(itemOffset).toBeGreaterThan(await sidebar.evaluate((box) => box.clientHeight));
    // The scroll comes after the first paint (theme/overrides/scroll-into-view-after-paint.ts).
    await page.waitForFunction(() => {
      const box = document.querySelector('.rp-doc-layout__sidebar');
      const item = document.querySelector('.rp-sidebar-item--active');
      if (!box || !item) return false;
      const [outer, inner] = [box.getBoundingClientRect(), item.getBoundingClientRect()];
      return box.scrollTop > 0 && inner.top >= outer.top && inner.bottom <= outer.bottom;
    });
    await context.close();
  });
});

describe('mobile navigation', () => {
  test('the hamburger opens a full-screen panel that closes on navigation', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 740 });
    await visit(page, '/guide/start/introduction');
    await page.locator('.rp-nav-hamburger__sm').click();
    const screen = page.locator('.rp-nav-screen--open');
    await expect(screen.isVisible()).resolves.toBe(true);
    const box = await screen.boundingBox();
    expect(box?.width).toBe(375);

    await screen.locator('a', { hasText: 'Plugin' }).first().click();
    await page.waitForURL(`${BASE_URL}/plugin/system/introduction`);
    // The URL changes a render before the panel closes.
    await page.locator('.rp-nav-screen--open').waitFor({ state: 'detached', timeout: 2_000 });
    await context.close();
  });

  test('the panel closes when the window becomes 768 px wide or more', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 740 });
    await visit(page, '/guide/start/introduction');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen--open').isVisible()).resolves.toBe(true);
    await page.setViewportSize({ width: 800, height: 740 });
    await page.waitForTimeout(300);
    await expect(page.locator('.rp-nav-screen--open').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('outline and previous/next links', () => {
  test('the outline lists the h2 and h3 headings under a translated title', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/getting-started');
    const outline = page.locator('.rp-outline');
    await expect(outline.textContent()).resolves.toContain('On this page');
    const links = await outline.locator('a[href^="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const headingIds = await page
      .locator('.rp-doc h2[id], .rp-doc h3[id], .rp-doc h4[id]')
      .evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(links).toEqual(headingIds);
    expect(links.length).toBeGreaterThan(3);

    const { page: zhPage } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    await visit(zhPage, '/zh/guide/start/getting-started');
    await expect(zhPage.locator('.rp-outline').textContent()).resolves.toContain('本页目录');
    await zhPage.context().close();
    await context.close();
  });

  test('a link to a heading opens the page with that heading at the top, under the nav', async () => {
    // Headings after many code blocks and tab groups: the page must have its final height where it scrolls to them.
    const targets = ['/guide/default-theme/components#steps', '/guide/use-mdx/code-blocks#pitfalls', '/guide/start/getting-started#pitfalls'];
    // Under the nav (and, on a phone, the bar with the sidebar button), at the top of what the reader sees.
    const atTop = (id: string) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      return top !== undefined && top >= 40 && top <= 200;
    };
    for (const width of [1440, 412]) {
      const { context, page } = await openPage(browser, { width, height: 900 });
      for (const target of targets) {
        await visit(page, target);
        const id = target.split('#')[1];
        // Lazy parts above the heading (package-manager tabs) can still change height after the scroll; the heading must
        // end at the top within a few seconds.
        const landed = await page.waitForFunction(atTop, id, { timeout: 5_000 }).then(() => true, () => false);
        const top = await page.evaluate((heading) => document.getElementById(heading)?.getBoundingClientRect().top, id);
        expect({ target, width, top: landed ? 'at the top' : top }).toEqual({ target, width, top: 'at the top' });
      }
      await context.close();
    }
  });

  test('previous and next links follow the sidebar order', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/getting-started');
    const prevNext = page.locator('.rp-prev-next-page');
    await expect(prevNext.locator('a').first().getAttribute('href')).resolves.toBe('/guide/start/why-rspress');
    await expect(prevNext.locator('a').last().getAttribute('href')).resolves.toBe('/guide/start/create-rspress');
    await prevNext.locator('a').last().click();
    await page.waitForURL(`${BASE_URL}/guide/start/create-rspress`);
    await context.close();
  });
});

describe('404 page', () => {
  test('an unknown English path shows 404, PAGE NOT FOUND and a link home', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/no/such/page');
    const body = await page.locator('body').innerText();
    expect(body).toContain('404');
    expect(body).toContain('PAGE NOT FOUND');
    await expect(page.locator('a', { hasText: 'Take me home' }).getAttribute('href')).resolves.toBe('/');
    await context.close();
  });

  test('an unknown Chinese path shows the Chinese texts and a link to the Chinese home', async () => {
    const { context, page } = await openPage(browser, { locale: 'zh-CN' });
    await visit(page, '/zh/no/such/page');
    const body = await page.locator('body').innerText();
    expect(body).toContain('404');
    expect(body).toContain('页面不存在');
    await expect(page.locator('a', { hasText: '返回首页' }).getAttribute('href')).resolves.toBe('/zh/');
    await context.close();
  });

  test('a 404 URL that carries the default language prefix redirects to the path without it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/en/guide/start/introduction`);
    await page.waitForURL(`${BASE_URL}/guide/start/introduction`);
    await page.waitForLoadState('networkidle');
    expect(await h1(page, 'Introduction')).toBe('Introduction');
    await context.close();
  });
});

describe('route tolerance', () => {
  const variants: [string, string][] = [
    ['/guide/start/introduction.html', 'Introduction'],
    ['/guide/start/introduction/', 'Introduction'],
    ['/GUIDE/Start/Introduction', 'Introduction'],
    ['/api/index', 'API overview'],
    ['/zh/guide/start/introduction.html', '介绍'],
  ];
  for (const [path, title] of variants) {
    test(`${path} shows the page "${title}"`, async () => {
      const { context, page } = await openPage(browser, { locale: path.startsWith('/zh') ? 'zh-CN' : 'en-US' });
      await visit(page, path);
      expect(await h1(page, title)).toBe(title);
      await context.close();
    });
  }
});

describe('home page nav', () => {
  const navIsTransparent = (page: Page) =>
    page.locator('.rp-nav').evaluate((nav) => getComputedStyle(nav).backgroundColor === 'rgba(0, 0, 0, 0)');

  test('is transparent at the top and gets a background from 100 px of scroll', async () => {
    const { context, page } = await openPage(browser, { width: 1280 });
    await visit(page, '/');
    expect(await navIsTransparent(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 99));
    await page.waitForTimeout(200);
    expect(await navIsTransparent(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(200);
    expect(await navIsTransparent(page)).toBe(false);
    await context.close();
  });
});

describe('global UI components', () => {
  test('the client-redirect component runs by default', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE_URL}/api/config`);
    await page.waitForURL(`${BASE_URL}/api/config/config-basic`);
    expect(await h1(page, 'Basic config')).toBe('Basic config');
    await context.close();
  });

  test('?globalUIComponents=0 leaves them out, so no redirect happens', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/api/config?globalUIComponents=0');
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe('/api/config');
    await expect(page.locator('body').innerText()).resolves.toContain('PAGE NOT FOUND');
    await context.close();
  });
});

describe('link preloading', () => {
  test('hovering a sidebar link loads that page chunk before the click', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/introduction');
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/js/async/')) chunks.push(request.url());
    });
    await page.locator('.rp-sidebar-item', { hasText: 'Deploy' }).first().hover();
    await page.waitForTimeout(800);
    expect(chunks.length).toBeGreaterThan(0);
    await context.close();
  });
});
