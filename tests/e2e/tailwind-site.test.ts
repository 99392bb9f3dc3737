// The Tailwind CSS example of the guide (tests/fixtures/tailwind-site) works as the page says: Rsbuild runs
// Tailwind from postcss.config.mjs, only the classes the fixture uses are generated, a card inside doc content keeps
// its Tailwind styles (`rp-not-doc`), `dark:` classes follow the theme's appearance, and a custom page renders them.
// Needs `npm run build:tailwind-fixture` first. Serves the build on E2E_PORT + 2. The fixture is the guide's example file
// for file: when a sample on the guide changes, change the fixture the same way (`npm run typecheck` compiles it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { serveStatic } from '../../scripts/bench/static-server';
import { E2E_PORT, launchBrowser, openPage } from './site';

const OUT = path.resolve(__dirname, '../fixtures/tailwind-site/doc_build');
const PORT = E2E_PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;

function builtCss(): string {
  const dir = path.join(OUT, 'static/css');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

/** The computed value of `property` on the first element matching `selector`. */
const styleOf = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** What a colour of Tailwind's theme (`--color-blue-600`) computes to, read through a probe element. */
const themeColor = (page: Page, variable: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, variable);

describe('Tailwind CSS fixture site', () => {
  let browser: Browser;
  let server: { close: () => Promise<void> };

  beforeAll(async () => {
    if (!existsSync(path.join(OUT, 'index.html'))) {
      throw new Error(`${OUT}/index.html is missing: run \`npm run build:tailwind-fixture\` first.`);
    }
    server = await serveStatic(OUT, PORT);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the built CSS has the utilities the fixture uses, with the dark variant on the .dark class, and no others', () => {
    const css = builtCss();
    expect(css).toContain('.bg-blue-600{');
    expect(css).toContain('.text-5xl{');
    expect(css).toContain('.dark\\:bg-blue-400:where(.dark,.dark *){');
    // Only the sources the fixture names are scanned: a class used nowhere there is not generated.
    expect(css).not.toContain('.bg-red-500');
  });

  test('a card inside doc content keeps its Tailwind styles, and the doc heading keeps the theme', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE}/`);
    const button = 'button:has-text("Choose Team")';
    expect(await styleOf(page, button, 'background-color')).toBe(await themeColor(page, '--color-blue-600'));
    expect(await styleOf(page, button, 'border-top-left-radius')).toBe('6px');
    // `mt-1` on a <p> inside .rp-doc: without `rp-not-doc` the theme's paragraph margin (1.25rem) would win.
    expect(await styleOf(page, '.rp-not-doc p.text-3xl', 'margin-top')).toBe('4px');
    expect(await styleOf(page, '.rp-not-doc p.text-3xl', 'font-size')).toBe('30px');
    // The theme's own heading size (1.75rem): Tailwind without its preflight leaves the doc styles alone.
    expect(await styleOf(page, '.rp-doc h2', 'font-size')).toBe('28px');
    await context.close();
  });

  test('dark: classes follow the dark mode chosen in the theme, on a light system', async () => {
    // A light system: Tailwind's default `dark:` (prefers-color-scheme) would stay light; only the .dark class
    // that the theme sets for the stored choice can turn the button dark.
    const { context, page } = await openPage(browser, { colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
    await page.goto(`${BASE}/`);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await styleOf(page, 'button:has-text("Choose Team")', 'background-color')).toBe(await themeColor(page, '--color-blue-400'));
    await context.close();
  });

  test('a custom page is styled by Tailwind alone', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${BASE}/landing`);
    expect(await styleOf(page, 'h1', 'font-size')).toBe('48px');
    expect(await styleOf(page, 'button:has-text("Read the guide")', 'height')).toBe('32px');
    await context.close();
  });
});
