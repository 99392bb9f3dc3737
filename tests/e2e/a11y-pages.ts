// Every page of A11Y_PAGES (every route of both locales and the 404 pages), checked by every engine on one load per
// appearance. The light load runs in two phases:
//   1. The site's scripts are held back (their requests wait), so the DOM is the HTML the build wrote, as a reader
//      without JavaScript or a crawler gets it: axe, HTML_CodeSniffer and IBM Equal Access run on it, and the page
//      must hold its heading, text, nav and sidebar links (static-content.ts). axe leaves `color-contrast` to phase 2,
//      which measures the final colours (it is most of axe's time).
//   2. The scripts go on, React hydrates the page: axe runs on the final page, and the page must have hydrated
//      without an error (the client entry logs "hydrateRoot recoverable error" when React cannot reuse the server's
//      HTML and renders that part again).
// The dark load runs axe on the hydrated page, every rule: its colour rules (`color-contrast`, `link-in-text-block`)
// are most of axe's time (on the two use-mdx/link pages under load, 2026-11-27: the colour rules alone 46 s on the dark
// loads, every rule 47 s on the light ones), so running only those on the dark load saves little; and the dark page
// is not the light one but for its colours (its logo and some 20 other elements render otherwise), so the other rules
// would need a check of their own.
// IBM Equal Access runs the rules of its IBM_Accessibility policy that can report a violation (a11y-engines.ts
// explains the filter; a11y-engines.test.ts shows it reports what the whole policy does); on the static page that is
// about 2.5 times faster than every rule, and still about as long as axe.
// The markup itself is vnu.test.ts; the states a page load does not show (widths, open menu, open search) are
// a11y-states.test.ts.
// The pages are split into shards of about equal work (by HTML size, which the engines' time follows), one test file
// per shard (a11y-pages-1.test.ts … a11y-pages-4.test.ts): four shorter files rather than two long ones, so that the
// two workers stay busy to the end of the run instead of one waiting for the other's last shard.
// Each shard prints, at its end, the engines each page got in each appearance and each engine's summed time.
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page, Route } from 'playwright-core';
import { htmlFileOf } from '../spec-routes';
import { A11Y_PAGES, axeViolations, load, NOT_FOUND_PATHS, openAppearanceContext, settle } from './a11y';
import { addEnginesToEveryPage, htmlcsErrors, ibmViolations } from './a11y-engines';
import { withoutExceptions } from './a11y-exceptions';
import { staticContentProblems } from './static-content';
import { BASE_URL, launchBrowser, waitForHydration } from './site';

const BUILD = path.resolve(__dirname, '../../doc_build');

/** The built HTML's size: `rspress preview` answers the 404 paths with the home page. */
function htmlBytes(page: string): number {
  return statSync(path.join(BUILD, NOT_FOUND_PATHS.includes(page) ? 'index.html' : htmlFileOf(page))).size;
}

/** Shard `shard` (1-based) of `shards`: the largest pages first, each to the shard with the least work so far. */
export function shardPages(shard: number, shards: number): string[] {
  const work = Array.from({ length: shards }, () => 0);
  const pages: string[][] = Array.from({ length: shards }, () => []);
  for (const page of [...A11Y_PAGES].sort((a, b) => htmlBytes(b) - htmlBytes(a))) {
    const lightest = work.indexOf(Math.min(...work));
    work[lightest] += htmlBytes(page);
    pages[lightest].push(page);
  }
  // Back in site order, so that the report reads like the sitemap.
  return A11Y_PAGES.filter((page) => pages[shard - 1].includes(page));
}

/** Waits until the page's HTML is parsed and its stylesheets, eager images and fonts are in, as the load event would. */
async function waitForStaticPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null) &&
      [...document.images].every((image) => image.loading === 'lazy' || image.complete) &&
      document.fonts.status === 'loaded',
  );
}

export function defineA11yPagesSuite(shard: number, shards: number): void {
  const pages = shardPages(shard, shards);

  describe(`every engine on every page, shard ${shard} of ${shards} (${pages.length} pages)`, () => {
    let browser: Browser;
    let light: Page;
    let dark: Page;
    // The light page's script requests that wait while the static HTML is checked.
    let holdScripts = false;
    const heldScripts: Route[] = [];
    // The light page's path, whether its scripts have run, and the hydration errors logged since it was opened.
    let lightPath = '';
    let hydrated = false;
    const hydrationErrors: string[] = [];
    // What each page got, by path and appearance ("axe static", "ibm", …), and each engine's summed time.
    const runs = new Map<string, { light: string[]; dark: string[] }>(pages.map((page) => [page, { light: [], dark: [] }]));
    const engineMs = new Map<string, number>();
    /** Runs one engine, counting it for `page` in `appearance` and adding its time to the engine's in that appearance. */
    const timed = async <T>(page: string, appearance: 'light' | 'dark', engine: string, run: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await run();
      const key = `${engine} (${appearance})`;
      engineMs.set(key, (engineMs.get(key) ?? 0) + performance.now() - start);
      runs.get(page)?.[appearance].push(engine);
      return result;
    };

    beforeAll(async () => {
      browser = await launchBrowser();
      const lightContext = await openAppearanceContext(browser, 'light');
      const darkContext = await openAppearanceContext(browser, 'dark');
      await addEnginesToEveryPage(lightContext);
      await addEnginesToEveryPage(darkContext);
      light = await lightContext.newPage();
      dark = await darkContext.newPage();
      await light.route(/\.js(\?|$)/, (route) => (holdScripts ? heldScripts.push(route) : route.continue()));
      light.on('console', (message) => {
        if (message.text().startsWith('hydrateRoot recoverable error')) hydrationErrors.push(message.text().slice(0, 200));
      });
    });
    afterAll(async () => {
      await browser.close();
      const lines = [...runs].map(([page, { light, dark }]) => `  ${page}: light ${light.join(', ')}; dark ${dark.join(', ')}`);
      const times = [...engineMs].map(([engine, ms]) => `${engine} ${(ms / 1000).toFixed(1)} s`);
      console.log(`a11y shard ${shard} of ${shards}, engine runs by page and appearance:\n${lines.join('\n')}\nsummed time: ${times.join(', ')}`);
    });

    /** Phase 1: the light page with its HTML parsed and styled, and none of the site's scripts run. */
    const openStatic = async (page: string) => {
      if (lightPath === page && !hydrated) return;
      // Scripts still held for the page before (when a filter skipped its later tests) belong to a document that goes.
      for (const route of heldScripts.splice(0)) await route.abort().catch(() => {});
      holdScripts = true;
      hydrationErrors.length = 0;
      lightPath = page;
      hydrated = false;
      await light.goto(`${BASE_URL}${page}`, { waitUntil: 'commit' });
      await waitForStaticPage(light);
      // The engines must see the server's HTML: had a script slipped through, React would own <main> by now.
      const reactOwnsMain = await light.evaluate(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
      );
      if (reactOwnsMain) throw new Error(`${page}: React hydrated the page although its scripts were held`);
    };

    /** Phase 2: lets the held scripts run, and waits as `load` does: hydrated, loaded, transitions over. */
    const hydrate = async (page: string) => {
      if (lightPath !== page) await openStatic(page);
      if (hydrated) return;
      holdScripts = false;
      for (const route of heldScripts.splice(0)) await route.continue();
      await light.waitForLoadState('load');
      await light.waitForSelector('.rp-appearance-button[aria-pressed]', { state: 'attached' });
      await settle(light);
      hydrated = true;
    };

    for (const page of pages) {
      // Three engines in one test: IBM alone takes up to a minute on the longest pages when the machine is busy.
      test(`${page}: axe, HTML_CodeSniffer and IBM Equal Access find nothing in the static HTML`, { timeout: 180_000 }, async () => {
        await openStatic(page);
        // Each engine's findings in one object, so that a failure shows all three at once.
        const findings = {
          axe: withoutExceptions('axe', await timed(page, 'light', 'axe static', () => axeViolations(light, ['color-contrast']))),
          htmlcs: withoutExceptions('htmlcs', await timed(page, 'light', 'htmlcs', () => htmlcsErrors(light))),
          ibm: withoutExceptions('ibm', await timed(page, 'light', 'ibm', () => ibmViolations(light))),
        };
        expect(findings).toEqual({ axe: [], htmlcs: [], ibm: [] });
      });

      // Not on the 404 paths: `rspress preview` answers them with the home page.
      if (!NOT_FOUND_PATHS.includes(page)) {
        test(`${page} has its heading, text, nav links and sidebar links in the static HTML`, async () => {
          await openStatic(page);
          expect(await staticContentProblems(light, page)).toEqual([]);
        });
      }

      test(`${page} has no violations in light appearance`, async () => {
        await hydrate(page);
        expect(await timed(page, 'light', 'axe', () => axeViolations(light))).toEqual([]);
      });

      // Not on the 404 paths: `rspress preview`, which these tests run on, answers them with the home page's HTML
      // instead of 404.html (as the deploy recipes do), so React could never reuse it.
      if (!NOT_FOUND_PATHS.includes(page)) {
        test(`${page} hydrates without an error`, async () => {
          await hydrate(page);
          await timed(page, 'light', 'hydration check', () => waitForHydration(light));
          expect(hydrationErrors).toEqual([]);
        });
      }

      test(`${page} has no violations in dark appearance`, async () => {
        await load(dark, page);
        expect(await timed(page, 'dark', 'axe', () => axeViolations(dark))).toEqual([]);
      });
    }
  });
}
