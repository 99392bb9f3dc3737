// The appearance switch and its storage key, and the announcement banner, in Chromium against the production build.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, visit } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const isDark = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('appearance switch', () => {
  test('toggles dark mode and keeps the choice under rspress-theme-appearance across a reload', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'light', width: 1440 });
    await visit(page, '/guide/start/introduction');
    expect(await isDark(page)).toBe(false);

    await page.locator('.rp-nav__others .rp-switch-appearance').first().click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await isDark(page)).toBe(true);
    await context.close();
  });

  test('switching back to the system scheme stores auto', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'light', width: 1440 });
    await visit(page, '/guide/start/introduction');
    const toggle = page.locator('.rp-nav__others .rp-switch-appearance').first();
    await toggle.click();
    await toggle.click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('auto');
    await context.close();
  });

  test('auto follows a dark system colour scheme', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'dark' });
    await visit(page, '/guide/start/introduction');
    expect(await isDark(page)).toBe(true);
    await context.close();
  });
});

describe('banner', () => {
  test('shows a translated message in each locale', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/');
    await expect(page.locator('.rp-banner').textContent()).resolves.toContain('Rspress 2.0 docs are under development');
    const { page: zhPage } = await openPage(browser, { locale: 'zh-CN' });
    await visit(zhPage, '/zh/');
    await expect(zhPage.locator('.rp-banner').textContent()).resolves.toContain('Rspress 2.0 文档仍在开发中');
    await context.close();
    await zhPage.context().close();
  });

  test('is 36 px high', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/guide/start/introduction');
    const box = await page.locator('.rp-banner').boundingBox();
    expect(box?.height).toBe(36);
    await context.close();
  });

  // theme/overrides/Banner.tsx: an inline custom property on <html> makes the browser restyle every element, so
  // hydration writes none when the stylesheet's height is the banner's.
  test("its height reaches the page through the stylesheet, with nothing written on <html>'s style", async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/zh/guide/start/introduction');
    const { inline, computed, banner } = await page.evaluate(() => ({
      inline: document.documentElement.style.getPropertyValue('--rp-banner-height'),
      computed: getComputedStyle(document.documentElement).getPropertyValue('--rp-banner-height').trim(),
      banner: document.querySelector<HTMLElement>('.rp-banner')?.offsetHeight,
    }));
    expect({ inline, computed, banner }).toEqual({ inline: '', computed: '36px', banner: 36 });
    await context.close();
  });

  test('stays closed across a reload once closed, remembered under rp-banner-closed', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/guide/start/introduction');
    await expect(page.locator('.rp-banner').isVisible()).resolves.toBe(true);
    await page.locator('.rp-banner__close').click();
    await expect(page.locator('.rp-banner').count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('rp-banner-closed'))).toBe('true');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.rp-banner').isVisible()).resolves.toBe(false);
    await context.close();
  });
});
