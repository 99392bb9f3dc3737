// config/code-as-html.ts and theme/code-html.tsx: a highlighted code block hydrates from the HTML the build wrote,
// without React owning its token spans, and keeps its text and its copy button; a block that a client-side
// navigation mounts gets the same HTML from its string. Checked on the two heaviest reference pages against their
// own server HTML.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, openPage, visit, waitForHydration } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The `<pre>` of each highlighted block the build compiled. PackageManagerTabs builds its one-line commands in the
 * browser, as React elements under a `<code style="white-space: pre">`; those blocks are left out.
 */
const COMPILED_PRE = 'pre:not(:has(> code[style]))';
const COMPILED_BLOCK = `.rp-doc .rp-codeblock ${COMPILED_PRE}`;

/** The `index`th compiled block's container (title, buttons and `<pre>`). */
const compiledBlock = (page: Page, index: number) =>
  page.locator('.rp-doc .rp-codeblock').filter({ has: page.locator(COMPILED_PRE) }).nth(index);

/** The text or the markup of every code block's `<pre>` in the HTML the server sends for `path`, as the browser parses it. */
async function serverBlocks(page: Page, path: string, what: 'text' | 'html' = 'text'): Promise<string[]> {
  const html = await (await fetch(`${BASE_URL}${path}`)).text();
  return page.evaluate(
    ([source, part, selector]) =>
      [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll(selector)].map((pre) =>
        part === 'text' ? (pre.textContent ?? '') : pre.innerHTML,
      ),
    [html, what, COMPILED_BLOCK] as const,
  );
}

interface BlockState {
  text: string;
  html: string;
  /** Whether React hydrated or rendered the `<pre>` itself. */
  preOwnedByReact: boolean;
  /** How many elements inside the `<pre>` React owns. */
  reactElementsInside: number;
  elementsInside: number;
  copyButtons: number;
}

function blockStates(page: Page): Promise<BlockState[]> {
  // No named helper inside: the function runs in the page, where a bundler's name helpers do not exist.
  return page.evaluate((selector) =>
    [...document.querySelectorAll(selector)].map((pre) => {
      const block = pre.closest('.rp-codeblock') as Element;
      const inside = [...pre.querySelectorAll('*')];
      return {
        text: pre.textContent ?? '',
        html: pre.innerHTML,
        preOwnedByReact: Object.keys(pre).some((key) => key.startsWith('__reactFiber$')),
        reactElementsInside: inside.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length,
        elementsInside: inside.length,
        copyButtons: block.querySelectorAll('.rp-code-copy-button').length,
      };
    }),
    COMPILED_BLOCK,
  );
}

/** Clicks the copy button of the `index`th block and returns what reached the clipboard. */
async function copyBlock(page: Page, index: number): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const block = compiledBlock(page, index);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.locator('.rp-code-copy-button').click();
  await block.locator('.rp-code-copy-button--copied').waitFor({ timeout: 5_000 });
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Code as a reader compares it: line by line, without trailing spaces or the final newline. */
const lines = (text: string) => text.replace(/[ \t]+$/gm, '').trimEnd();

async function openWatchingHydration(locale: string) {
  const { context, page } = await openPage(browser, { width: 1440, locale });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('hydrateRoot recoverable error')) hydrationErrors.push(message.text().slice(0, 200));
  });
  return { context, page, hydrationErrors };
}

describe('code blocks', () => {
  for (const [path, next] of [
    // The next page is in the same sidebar group, whose links are shown.
    ['/api/config/config-theme', '/api/config/config-build'],
    ['/zh/api/client-api/api-components', '/zh/api/client-api/api-runtime'],
  ] as const) {
    test(`${path}: blocks hydrate from the server HTML with their text and copy button`, async () => {
      const { context, page, hydrationErrors } = await openWatchingHydration(path.startsWith('/zh/') ? 'zh-CN' : 'en-US');
      const expected = await serverBlocks(page, path);
      expect(expected.length).toBeGreaterThan(10);
      await visit(page, path);
      // Blocks inside lazily loaded components (the tabs) hydrate when their chunk is in, after `visit`.
      await page.waitForFunction(
        ([selector, count]) =>
          [...document.querySelectorAll(selector)].filter((pre) => Object.keys(pre).some((key) => key.startsWith('__reactFiber$')))
            .length === count,
        [COMPILED_BLOCK, expected.length] as const,
      );
      const states = await blockStates(page);
      expect(states.map((state) => state.text)).toEqual(expected);
      for (const state of states) {
        expect(state.preOwnedByReact).toBe(true);
        expect(state.copyButtons).toBe(1);
        expect(state.reactElementsInside).toBe(0);
      }
      expect(states.reduce((sum, state) => sum + state.elementsInside, 0)).toBeGreaterThan(100);

      // The copy button reads the kept HTML.
      for (const index of [0, states.length - 1]) {
        expect(lines(await copyBlock(page, index))).toBe(lines(expected[index]));
      }
      // An update after hydration (the wrap toggle re-renders the block) keeps the text.
      const first = compiledBlock(page, 0);
      await first.hover();
      await first.locator('.rp-code-wrap-button').click();
      await first.locator('.rp-codeblock__content--wrap-code').waitFor();
      expect((await blockStates(page))[0].text).toBe(expected[0]);
      expect(hydrationErrors).toEqual([]);

      // A client-side navigation renders the next page's blocks from their strings: the server's text, colours
      // (token spans), no fiber per token.
      const nextExpected = await serverBlocks(page, next);
      await page.locator(`.rp-doc-layout__sidebar a[href="${next}"]`).first().click();
      await page.waitForURL(`${BASE_URL}${next}`);
      await waitForHydration(page);
      await page.waitForFunction(
        ([selector, count]) => document.querySelectorAll(selector).length === count,
        [COMPILED_BLOCK, nextExpected.length] as const,
      );
      const nextStates = await blockStates(page);
      expect(nextStates.map((state) => state.text)).toEqual(nextExpected);
      expect(nextStates.map((state) => state.html)).toEqual(await serverBlocks(page, next, 'html'));
      for (const state of nextStates) {
        expect(state.preOwnedByReact).toBe(true);
        expect(state.copyButtons).toBe(1);
        expect(state.reactElementsInside).toBe(0);
      }
      expect(nextStates.reduce((sum, state) => sum + state.elementsInside, 0)).toBeGreaterThan(100);
      expect(lines(await copyBlock(page, 0))).toBe(lines(nextExpected[0]));
      expect(hydrationErrors).toEqual([]);
      await context.close();
      // Two page loads, a navigation and three clipboard round trips on a loaded 2-core machine.
    }, 180_000);
  }
});
