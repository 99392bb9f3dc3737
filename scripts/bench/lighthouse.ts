// Lighthouse 13 (mobile preset) on the pages readers meet, each against its own no-script floor.
//
// Method. The pages: the home page, a doc page and the two heaviest API reference pages (LIGHTHOUSE_PAGES). The
// floor of a page is the same HTML with every script removed (inline and external <script> elements, and the
// <link rel="preload|modulepreload"> of scripts), served by a second static server of the same build that differs
// only in that (scripts/bench/static-server.ts: same headers, same gzip): what the page costs with no application.
// Each round runs every page, site then floor, once with Lighthouse's default simulated throttling and once with
// applied throttling (`--throttling-method=devtools`), so that both sides of each comparison see the same machine
// load. The headline is TBT minus the floor's TBT, per round (simulated throttling), the main-thread blocking that
// the application adds to the page's own parsing and layout; TBT alone moves with the machine's load. LCP is reported
// both ways beside the floor's: the simulation adds the preloaded scripts' download to a paint that does not wait for
// them, applied throttling measures the paint the browser makes. The category scores and the audits that did not
// pass come from the site's simulated runs. Each figure is the median of the rounds with min and max.
// VitePress 1.6.4 building the same Markdown (scripts/bench/vitepress-site.ts) runs in the same rounds, after the
// floor, when the bench passes its server: the other side of the "below VitePress" comparison, raw TBT
// against raw TBT.
// Lighthouse 13 needs Node >= 22.19, so it runs on the Node 22 binary that scripts/bench/node22.ts provides.
// Not run on its own: imported by scripts/bench/index.ts, which starts both servers.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser';
import { LOG_DIR, ROOT } from './builds';
import { ensureNode22 } from './node22';
import { summarize, type Timing } from './stats';

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The pages, English: a light page, a doc page, and the two reference pages with the most elements and code. */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'doc', path: '/guide/start/getting-started' },
  { name: 'config-theme', path: '/api/config/config-theme' },
  { name: 'api-components', path: '/api/client-api/api-components' },
] as const;

type Throttling = 'simulate' | 'devtools';

/** What one variant of a page (the site or its floor) measured under both throttling methods. */
export interface VariantFigures {
  tbtMs: Timing;
  lcpMs: Timing;
  /** Under applied throttling (`--throttling-method=devtools`). */
  appliedTbtMs: Timing;
  appliedLcpMs: Timing;
}

export interface LighthouseFigures {
  name: string;
  url: string;
  site: VariantFigures;
  floor: VariantFigures;
  /** VitePress on the same Markdown, when the run had it. */
  vitepress?: VariantFigures;
  /** The headline: the site's TBT minus the floor's, per round, simulated throttling. */
  tbtOverFloorMs: Timing;
  /** The site's category scores, simulated throttling. */
  scores: Record<(typeof CATEGORIES)[number], Timing>;
  cls: Timing;
  /** Audits of the site's simulated runs that scored below 1 in any run: "category: id (title), in n of N runs". */
  failing: string[];
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

/**
 * Removes every script from a page: <script> elements, inline or not, and the preloads of scripts. What remains is
 * what a reader without JavaScript gets, and what the browser must parse, style and lay out anyway.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi, '');
}

async function runOnce(url: string, throttling: Throttling, label: string, attempt = 1): Promise<Report> {
  const output = path.join(LOG_DIR, `lighthouse-${label}.json`);
  // English pages only: the default Accept-Language keeps the locale redirect from moving them.
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
  const run = promisify(execFile)(
    ensureNode22(ROOT),
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      `--throttling-method=${throttling}`,
      '--max-wait-for-load=60000',
    ],
    // Applied throttling slows the CPU 4x for real: under a load of 30 on 2 cores, one API page took over 4 min.
    { cwd: ROOT, timeout: 600_000 },
  );
  try {
    await run;
  } catch (error) {
    // One retry, so that a single stuck Chromium does not throw away the rounds already run.
    if (attempt > 1) throw new Error(`Lighthouse failed twice on ${url} (${throttling} throttling): ${(error as Error).message}`);
    console.warn(`bench: lighthouse ${label} failed (${(error as Error).message.split('\n')[0]}); once more`);
    return runOnce(url, throttling, label, attempt + 1);
  }
  return JSON.parse(readFileSync(output, 'utf8')) as Report;
}

/** Audits that count towards a category score, did not pass, and are not informative or manual. */
function failingAudits(report: Report): string[] {
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const { id } of report.categories[category].auditRefs) {
      const audit = report.audits[id];
      if (audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) {
        failing.push(`${category}: ${id} (${audit.title})`);
      }
    }
  }
  return failing;
}

const metric = (report: Report, id: string) => report.audits[id].numericValue ?? Number.NaN;

type Variant = 'site' | 'floor' | 'vitepress';
type Runs = Record<Variant, Record<Throttling, Report[]>>;

function variantFigures(reports: Record<Throttling, Report[]>): VariantFigures {
  const of = (throttling: Throttling, id: string) => summarize(reports[throttling].map((report) => metric(report, id)));
  return {
    tbtMs: of('simulate', 'total-blocking-time'),
    lcpMs: of('simulate', 'largest-contentful-paint'),
    appliedTbtMs: of('devtools', 'total-blocking-time'),
    appliedLcpMs: of('devtools', 'largest-contentful-paint'),
  };
}

/**
 * Runs Lighthouse `rounds` times on every page of `pages` (LIGHTHOUSE_PAGES), interleaved: in each round, each page on the
 * site, on its floor and on VitePress (when `bases` has it), with simulated then applied throttling.
 */
export async function benchLighthouse(
  bases: { site: string; floor: string; vitepress?: string },
  rounds: number,
  pages: readonly { name: string; path: string }[] = LIGHTHOUSE_PAGES,
): Promise<LighthouseFigures[]> {
  const variants = (['site', 'floor', 'vitepress'] as const).filter((variant) => bases[variant] !== undefined);
  const empty = () => ({ simulate: [], devtools: [] });
  const runs = new Map<string, Runs>(pages.map(({ name }) => [name, { site: empty(), floor: empty(), vitepress: empty() }]));
  for (let round = 1; round <= rounds; round++) {
    for (const { name, path: pagePath } of pages) {
      for (const throttling of ['simulate', 'devtools'] as const) {
        for (const variant of variants) {
          const base = bases[variant]!;
          const report = await runOnce(`${base}${pagePath}`, throttling, `${name}-${variant}-${throttling}-${round}`);
          runs.get(name)![variant][throttling].push(report);
          console.log(
            `bench: lighthouse ${round}/${rounds} ${name} ${variant} (${throttling}): TBT ${Math.round(metric(report, 'total-blocking-time'))} ms, ` +
              `LCP ${Math.round(metric(report, 'largest-contentful-paint'))} ms`,
          );
        }
      }
    }
  }
  return pages.map(({ name, path: pagePath }) => {
    const { site, floor, vitepress } = runs.get(name)!;
    const counts = new Map<string, number>();
    for (const audit of site.simulate.flatMap(failingAudits)) counts.set(audit, (counts.get(audit) ?? 0) + 1);
    return {
      name,
      url: `${bases.site}${pagePath}`,
      site: variantFigures(site),
      floor: variantFigures(floor),
      vitepress: bases.vitepress ? variantFigures(vitepress) : undefined,
      tbtOverFloorMs: summarize(
        site.simulate.map((report, i) => metric(report, 'total-blocking-time') - metric(floor.simulate[i], 'total-blocking-time')),
      ),
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, summarize(site.simulate.map((report) => Math.round((report.categories[category].score ?? 0) * 100)))]),
      ) as LighthouseFigures['scores'],
      cls: summarize(site.simulate.map((report) => metric(report, 'cumulative-layout-shift'))),
      failing: [...counts].map(([audit, count]) => `${audit}, in ${count} of ${rounds} runs`),
    };
  });
}
