// Keystroke to results painted on an open search dialog, in Chromium: every query of the relevance suite typed at
// 20 ms a key into the dialog of the built site, once the engine has loaded. A sample is the time from a key's
// `beforeinput` event to the end of the next animation frame after it, i.e. the frame that shows the new results.
// Imported by the bench; `npx tsx scripts/bench/search-paint.ts [doc_build]` serves a build on E2E_PORT and measures it alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { BASE_URL, E2E_PORT, launchBrowser, openPage, visit } from '../lib/browser';
import { LOCALES, type Locale } from '../lib/pages';
import { HALVES } from '../lib/search-relevance';
import { percentile } from './search-engine';
import { serveStatic } from './static-server';

export interface SearchPaintFigures {
  locale: Locale;
  keystrokes: number;
  p50Ms: number;
  p95Ms: number;
}

const KEY_DELAY_MS = 20;

export async function benchSearchPaint(browser: Browser, base: string): Promise<SearchPaintFigures[]> {
  const figures: SearchPaintFigures[] = [];
  for (const locale of LOCALES) {
    const { context, page } = await openPage(browser);
    try {
      await visit(page, locale === 'en' ? '/guide/start/getting-started' : '/zh/guide/start/getting-started', base);
      await page.keyboard.press('Control+k');
      const input = page.locator('.rp-search-panel__input');
      await input.fill('config');
      await page.waitForSelector('.rp-suggest-item__link', { timeout: 30_000 });
      await page.evaluate(() => {
        const samples: number[] = [];
        (window as unknown as { paintSamples: number[] }).paintSamples = samples;
        document.addEventListener('beforeinput', (event) => {
          if ((event as InputEvent).inputType !== 'insertText') return;
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start)));
        });
      });
      const queries = Object.values(HALVES).flatMap((half) => half[locale].map(([query]) => query));
      for (const query of queries) {
        await input.fill('');
        await input.pressSequentially(query, { delay: KEY_DELAY_MS });
      }
      const samples = await page.evaluate(() => (window as unknown as { paintSamples: number[] }).paintSamples);
      samples.sort((a, b) => a - b);
      figures.push({ locale, keystrokes: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95) });
    } finally {
      await context.close();
    }
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serveStatic(path.resolve(process.argv[2] ?? 'doc_build'), E2E_PORT);
  const browser = await launchBrowser();
  try {
    for (const figures of await benchSearchPaint(browser, BASE_URL)) {
      console.log(`${figures.locale}: ${figures.keystrokes} keystrokes, keystroke to results painted p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
