import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteRoutes } from '../spec-routes';
import { BASE_URL, launchBrowser, waitForHydration } from './site';

/** The WCAG 2.2 AA rule set plus axe's best practices; every rule in them is run, none is disabled. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A path that is no page, in each locale: the 404 page. */
const NOT_FOUND_PATHS = ['/no/such/page', '/zh/no/such/page'];

/** Every page of the build in both locales, and the 404 page of each locale. */
export const A11Y_PAGES = [...siteRoutes(), ...NOT_FOUND_PATHS];

export type Appearance = 'light' | 'dark';

/**
 * A context whose pages open in the given appearance (stored choice and system scheme agree) and
 * stay in the locale of their path (the first-visit locale redirect counts as done).
 */
export async function openAppearanceContext(
  browser: Browser,
  appearance: Appearance,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'en-US', colorScheme: appearance });
  await context.addInitScript((value) => {
    localStorage.setItem('rspress-theme-appearance', value);
    localStorage.setItem('rspress-visited', '1');
  }, appearance);
  return context;
}

/**
 * Loads a page, waits until React has hydrated it (the appearance button announces its state only
 * once mounted, and every page type has one), then until fade-ins have ended, so that axe measures
 * final colours.
 */
export async function load(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('.rp-appearance-button[aria-pressed]', { state: 'attached' });
  await settle(page);
}

/** Waits until no finite CSS transition or animation is running (looping ones are left alone). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe over the whole page, less `disabledRules`, and returns its violations as readable lines.
 * Legacy mode runs axe.run inside the page, like injecting axe.min.js would; the default mode opens
 * a second page per check to merge frame results, which takes 3 to 4 times as long, and the site
 * has no iframes.
 */
export async function axeViolations(page: Page, disabledRules: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(disabledRules)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * One axe check per page of A11Y_PAGES in one appearance, through one browser and one tab, then the
 * states a page load does not show: phone, tablet and wide widths, the open mobile menu, the open search.
 * Used by axe-light.test.ts and axe-dark.test.ts, which run in parallel workers.
 */
export function defineAxeSuite(appearance: Appearance): void {
  describe(`axe (WCAG 2.2 AA and best practices), ${appearance} appearance`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    // The page open in `page`, and the hydration errors the client entry logged while it loaded ("hydrateRoot
    // recoverable error"): React then throws away the server's HTML for that part and renders it again.
    let opened = '';
    const hydrationErrors: string[] = [];
    beforeAll(async () => {
      browser = await launchBrowser();
      context = await openAppearanceContext(browser, appearance);
      page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().startsWith('hydrateRoot recoverable error')) hydrationErrors.push(message.text().slice(0, 200));
      });
    });
    afterAll(async () => {
      await browser.close();
    });
    const open = async (path: string) => {
      if (opened === path) return;
      hydrationErrors.length = 0;
      await load(page, path);
      opened = path;
    };

    for (const path of A11Y_PAGES) {
      test(`${path} has no violations`, async () => {
        await open(path);
        expect(await axeViolations(page)).toEqual([]);
      });
      // Once per page is enough: the light suite checks it, on the load that axe has just checked, so the page's lazy
      // parts have had time to hydrate too. Not on the 404 paths: `rspress preview`, which these tests run on, answers
      // them with the home page's HTML instead of 404.html (as the deploy recipes do), so React could never reuse it.
      if (appearance === 'light' && !NOT_FOUND_PATHS.includes(path)) {
        test(`${path} hydrates without an error`, async () => {
          await open(path);
          await waitForHydration(page);
          expect(hydrationErrors).toEqual([]);
        });
      }
    }

    test('the open search dialog, with results, has no violations', async () => {
      await load(page, '/guide/start/introduction');
      await page.keyboard.press('Control+k');
      await page.locator('.rp-search-panel__input').fill('sidebar');
      await page.waitForSelector('.rp-suggest-item');
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
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
