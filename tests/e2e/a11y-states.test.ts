// axe on the states a page load does not show, in both appearances: the open search dialog with results, phone,
// tablet and wide desktop widths, and the open mobile menu. Every page as it loads is a11y-pages.ts.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { type Appearance, axeViolations, load, openAppearanceContext, settle } from './a11y';
import { launchBrowser } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

for (const appearance of ['light', 'dark'] as Appearance[]) {
  describe(`axe (WCAG 2.2 AA and best practices), ${appearance} appearance`, () => {
    test('the open search dialog, with results, has no violations', async () => {
      const context = await openAppearanceContext(browser, appearance);
      const page = await context.newPage();
      await load(page, '/guide/start/introduction');
      await page.keyboard.press('Control+k');
      await page.locator('.rp-search-panel__input').fill('sidebar');
      await page.waitForSelector('.rp-suggest-item');
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    test('at phone width, pages and the open menu have no violations', async () => {
      const phone = await openAppearanceContext(browser, appearance, { width: 375, height: 740 });
      const phonePage = await phone.newPage();
      for (const path of ['/', '/guide/start/getting-started', '/zh/api/config/config-basic', '/no/such/page']) {
        await load(phonePage, path);
        expect(await axeViolations(phonePage)).toEqual([]);
      }
      await phonePage.locator('.rp-nav-hamburger__sm').click();
      await phonePage.waitForSelector('.rp-nav-screen--open');
      await settle(phonePage);
      expect(await axeViolations(phonePage)).toEqual([]);
      await phone.close();
    });

    test('at desktop width with the full nav (1440 px), a doc page and the home page have no violations', async () => {
      const desktop = await openAppearanceContext(browser, appearance, { width: 1440, height: 900 });
      const desktopPage = await desktop.newPage();
      for (const path of ['/', '/zh/guide/basic/deploy']) {
        await load(desktopPage, path);
        expect(await axeViolations(desktopPage)).toEqual([]);
      }
      await desktop.close();
    });

    test('at tablet width, a doc page has no violations', async () => {
      const tablet = await openAppearanceContext(browser, appearance, { width: 1024, height: 768 });
      const tabletPage = await tablet.newPage();
      await load(tabletPage, '/guide/basic/deploy');
      expect(await axeViolations(tabletPage)).toEqual([]);
      await tablet.close();
    });
  });
}
