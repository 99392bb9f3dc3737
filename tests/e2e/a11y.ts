import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteRoutes } from '../spec-routes';
import { BASE_URL } from './site';

/** axe-core's browser build. */
export const AXE_SOURCE = readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/** Evaluates an engine's source unless the page already has its global (a11y-engines.ts adds them to whole contexts). */
export async function ensureEngine(page: Page, global: string, source: string): Promise<void> {
  if (!(await page.evaluate((name) => name in window, global))) await page.evaluate(source);
}

/** The WCAG 2.2 AA rule set plus axe's best practices; every rule in them is run, none is disabled. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A path that is no page, in each locale: the 404 page. */
export const NOT_FOUND_PATHS = ['/no/such/page', '/zh/no/such/page'];

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
 * Runs axe over the whole page, less `disabledRules`, and returns its violations as readable lines. axe runs inside
 * the page, from the copy a11y-engines.ts adds to every document of a context, or else evaluated here once per
 * document. (`@axe-core/playwright`, used before, evaluates the whole source before every check: 0.6 s more per check
 * on a typical page, about a third of axe's time across the suites.)
 */
export async function axeViolations(page: Page, disabledRules: string[] = []): Promise<string[]> {
  await ensureEngine(page, 'axe', AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, disabledRules }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      // Only what the report needs crosses back: the node's HTML and check details stay in the page.
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
      }));
    },
    { tags: AXE_TAGS, disabledRules },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
}
