// The site without JavaScript: nav and sidebar links work by plain page loads, also on a 375 px phone and in sidebar
// groups that scripts would keep collapsed (the <noscript> rules of NoScriptStyles in theme/a11y/no-script.tsx), every
// page tab shows its content, and the skip link works. That every page's HTML holds its heading, text and links is
// checked on the a11y shards' static load (static-content.ts), which holds the scripts back.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, openPage } from './site';
import { staticContentProblems } from './static-content';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser, { javaScriptEnabled: false, width: 1280 }));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** Loads a page with JavaScript off: what the browser shows is the HTML the build wrote. */
async function visitStatic(path: string): Promise<void> {
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
}

const h1Text = () =>
  page.locator('h1').first().evaluate((h1) => (h1.textContent ?? '').replace('#', '').trim());
const pathOf = () => new URL(page.url()).pathname;

describe('without JavaScript', () => {
  test('a sidebar link is followed with a plain page load', async () => {
    await visitStatic('/guide/start/introduction');
    await page.locator('aside a.rp-sidebar-item[href="/guide/start/getting-started"]').click();
    await page.waitForURL(`${BASE_URL}/guide/start/getting-started`);
    expect(await h1Text()).toBe('Quick start');
  });

  test('a link in a sidebar group that JavaScript would keep collapsed can be followed', async () => {
    await visitStatic('/zh/api/config/config-basic');
    const link = page.locator('aside a.rp-sidebar-item[href="/zh/api/client-api/api-runtime"]');
    await expect(link.isVisible()).resolves.toBe(true);
    await link.click();
    await page.waitForURL(`${BASE_URL}/zh/api/client-api/api-runtime`);
    expect(pathOf()).toBe('/zh/api/client-api/api-runtime');
    expect((await h1Text()).length).toBeGreaterThan(0);
  });

  test('a nav link is followed with a plain page load', async () => {
    await visitStatic('/');
    await page.locator('header.rp-nav a[href="/api/"]').first().click();
    await page.waitForURL(`${BASE_URL}/api/`);
    await expect(page.locator('aside a.rp-sidebar-item--active').getAttribute('href')).resolves.toBe('/api/');
  });

  test('on a phone the nav links show in the header and the sidebar follows the content, and both work', async () => {
    const phone = await openPage(browser, { javaScriptEnabled: false, width: 375, height: 740 });
    await phone.page.goto(`${BASE_URL}/guide/start/introduction`);
    const navLink = phone.page.locator('header.rp-nav a[href="/api/"]');
    await expect(navLink.isVisible()).resolves.toBe(true);
    const sidebarLink = phone.page.locator('aside a.rp-sidebar-item[href="/guide/start/getting-started"]');
    await sidebarLink.scrollIntoViewIfNeeded();
    await expect(sidebarLink.isVisible()).resolves.toBe(true);
    const box = await sidebarLink.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const sidebarFollowsContent = await phone.page.evaluate(() => {
      const main = document.querySelector('main')?.getBoundingClientRect();
      const aside = document.querySelector('aside.rp-doc-layout__sidebar')?.getBoundingClientRect();
      return Boolean(main && aside && aside.top >= main.bottom);
    });
    expect(sidebarFollowsContent).toBe(true);

    await sidebarLink.click();
    await phone.page.waitForURL(`${BASE_URL}/guide/start/getting-started`);
    await phone.page.locator('header.rp-nav a[href="/api/"]').click();
    await phone.page.waitForURL(`${BASE_URL}/api/`);
    await phone.context.close();
  });

  test('every page tab shows its content, since no script can switch them', async () => {
    await visitStatic('/guide/default-theme/components');
    const tabs = page.locator('.rp-page-tabs').last();
    await expect(tabs.locator('.rp-page-tabs__label').isVisible()).resolves.toBe(false);
    await expect(tabs.getByText('Rspress turns Markdown and MDX files into a static site.').isVisible()).resolves.toBe(true);
    await expect(tabs.getByText('Each file becomes a route').isVisible()).resolves.toBe(true);
  });

  test('the skip link moves to the main content', async () => {
    await visitStatic('/guide/basic/deploy');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main-content');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('the static content check of the a11y shards reports a page that lacks its heading, text or links', async () => {
    await page.setContent('<main><p>A page that lost its content.</p></main>');
    expect(await staticContentProblems(page, '/guide/start/introduction')).toEqual([
      'no <h1> text',
      '<main> holds 29 characters of text, 200 or fewer',
      'no nav link to /guide/start/introduction',
      'no nav link to /plugin/system/introduction',
      'no nav link to /ui/vars',
      'no nav link to /api/',
      '0 sidebar links',
      'the current sidebar item links to null, not to /guide/start/introduction',
    ]);
    await visitStatic('/zh/guide/start/introduction');
    expect(await staticContentProblems(page, '/zh/guide/start/introduction')).toEqual([]);
    expect(await staticContentProblems(page, '/zh/guide/start/getting-started')).toEqual([
      'the current sidebar item links to /zh/guide/start/introduction, not to /zh/guide/start/getting-started',
    ]);
  });
});
