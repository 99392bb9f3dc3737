// The HTML the build writes, as a reader without JavaScript (or a crawler) gets it, checked by three engines on
// every route of both locales and the 404 pages: axe, HTML_CodeSniffer and IBM Equal Access. One page load per
// route serves all three. The hydrated pages are axe-light/axe-dark.test.ts; the markup itself is vnu.test.ts.
// axe's colour contrast rule is left to those two suites, which measure the final colours of both appearances: it
// is most of axe's time here (1.2 to 1.5 s of 1.5 to 2 s a page), and IBM's contrast rule still runs on this HTML.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { A11Y_PAGES, axeViolations } from './a11y';
import { htmlcsErrors, ibmViolations } from './a11y-engines';
import { withoutExceptions } from './a11y-exceptions';
import { BASE_URL, launchBrowser, openPage } from './site';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // The site's script files are refused, so React never runs and the DOM is the HTML the build wrote. (With
  // javaScriptEnabled: false the page's timers stop too, and axe, which waits on them, never returns.)
  ({ context, page } = await openPage(browser));
  await page.route(/\.js(\?|$)/, (route) => route.abort());
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('the static HTML (site scripts blocked)', () => {
  for (const path of A11Y_PAGES) {
    test(`${path}: axe, HTML_CodeSniffer and IBM Equal Access find nothing`, async () => {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
      // Each engine's findings in one object, so that a failure shows all three at once.
      const findings = {
        axe: withoutExceptions('axe', await axeViolations(page, ['color-contrast'])),
        htmlcs: withoutExceptions('htmlcs', await htmlcsErrors(page)),
        ibm: withoutExceptions('ibm', await ibmViolations(page)),
      };
      expect(findings).toEqual({ axe: [], htmlcs: [], ibm: [] });
    });
  }
});
