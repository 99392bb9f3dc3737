// The engines as the page suites run them (a11y-engines.ts): each one finds the faults of a page written to break many
// rules, whether the context added it to the page or the check evaluated it; and the IBM Equal Access rule filter keeps
// every violation the whole policy reports, on that page and on a page of the site (before the exceptions of
// a11y-exceptions.ts apply).
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, load } from './a11y';
import { addEnginesToEveryPage, htmlcsErrors, ibmViolations } from './a11y-engines';
import { launchBrowser } from './site';

// Faults every engine knows: no page title or language, an image without alt text, a button and a link without a
// name, an unlabelled input, an empty heading, a repeated id, faint text, a table without headers, an untitled frame,
// no main landmark.
const BROKEN_PAGE = `<!doctype html><html><head><title></title></head><body>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <input type="text">
  <a href="/somewhere"></a>
  <h2></h2>
  <p id="twice">one</p><p id="twice">two</p>
  <p style="color:#bbb;background:#fff">faint text</p>
  <table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>
  <iframe srcdoc="<p>framed</p>"></iframe>
</body></html>`;

/** The rule ids of an engine's findings (each finding starts with its rule id). */
const ruleIds = (findings: string[]) => [...new Set(findings.map((finding) => finding.split(' ')[0]))].sort();

describe('the engines on a page that breaks many rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const added of [true, false]) {
    test(`find its faults, ${added ? 'added to every page by the context' : 'evaluated by the check'}`, async () => {
      const context = await browser.newContext();
      if (added) await addEnginesToEveryPage(context);
      const page = await context.newPage();
      await page.setContent(BROKEN_PAGE);
      expect(await page.evaluate(() => ['axe', 'HTMLCS', 'ace'].filter((name) => name in window))).toEqual(
        added ? ['axe', 'HTMLCS', 'ace'] : [],
      );
      expect(ruleIds(await axeViolations(page))).toEqual(
        expect.arrayContaining(['button-name', 'color-contrast', 'document-title', 'empty-heading', 'frame-title', 'html-has-lang', 'image-alt', 'label', 'link-name']),
      );
      expect((await htmlcsErrors(page)).length).toBeGreaterThanOrEqual(4);
      expect(ruleIds(await ibmViolations(page)).length).toBeGreaterThanOrEqual(8);
      await context.close();
    });
  }
});

describe('IBM Equal Access: the rules that can report a violation', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  test('report what the whole policy reports on a page that breaks many rules', async () => {
    await page.setContent(BROKEN_PAGE);
    const all = await ibmViolations(page, { allRules: true });
    expect(ruleIds(all).length).toBeGreaterThanOrEqual(8);
    expect(await ibmViolations(page)).toEqual(all);
  });

  test('report what the whole policy reports on the quick start page', async () => {
    // Hydrated and settled: mid-fade, the search button's text measures below 4.5:1.
    await load(page, '/guide/start/getting-started');
    const all = await ibmViolations(page, { allRules: true });
    expect(await ibmViolations(page)).toEqual(all);
  });
});
