// Chromium driven by playwright-core against a served build: the browser tests (through tests/e2e/site.ts), the bench
// and the OG-image generator share it. Not run on its own.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The port the test server listens on; not 4173, so a running `npm run site` does not clash. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that let Debian's Chromium run headless as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export interface ContextOptions {
  width?: number;
  height?: number;
  locale?: string;
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A fresh context per test keeps localStorage apart. The locale is English by default so that
 * the locale redirect does not move English test pages; tests of the redirect set it themselves.
 */
export async function openPage(browser: Browser, options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Loads a path of the built site and waits until React has hydrated it. The server-rendered HTML is there
 * from the start, so the wait looks for React's fiber on <main> and on the last element of the doc content,
 * which theme/hydration.tsx lets React hydrate after the rest of the page.
 */
export async function visit(page: Page, path: string, baseUrl = BASE_URL): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Waits until React has hydrated the page and its content, which hydrates later. */
export async function waitForHydration(page: Page): Promise<void> {
  // No named helper inside: the function runs in the page, where a bundler's name helpers do not exist.
  await page.waitForFunction(() =>
    [document.querySelector('#__rspress_root main'), document.querySelector('div.rp-doc')?.lastElementChild]
      .filter((element) => element !== undefined)
      .every((element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
  );
}
