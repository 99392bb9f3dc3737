// Lighthouse 13 (mobile preset, default simulated throttling) on pages of the static build: the four category
// scores and LCP, CLS and TBT, the median of several runs each, and every audit that did not pass.
// Lighthouse 13 needs Node >= 22.19, so it runs on the Node 22 binary that scripts/bench/node22.ts provides.
// Not run on its own: imported by scripts/bench/index.ts.
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

export interface LighthouseFigures {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], Timing>;
  lcpMs: Timing;
  cls: Timing;
  tbtMs: Timing;
  /** Audits that scored below 1 in any run: "category: id (title), in n of N runs". */
  failing: string[];
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

async function runOnce(url: string, locale: 'en' | 'zh', label: string): Promise<Report> {
  const output = path.join(LOG_DIR, `lighthouse-${label}.json`);
  // Headless Chromium ignores --lang for navigator.language; --accept-lang sets it, and without it the locale
  // redirect would send a zh page to its English twin.
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS, ...(locale === 'zh' ? ['--accept-lang=zh-CN'] : [])];
  await promisify(execFile)(
    ensureNode22(ROOT),
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--max-wait-for-load=60000',
    ],
    { cwd: ROOT, timeout: 180_000 },
  );
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

export async function benchLighthouse(url: string, locale: 'en' | 'zh', name: string, runs: number): Promise<LighthouseFigures> {
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    const report = await runOnce(url, locale, `${name}-${run + 1}`);
    reports.push(report);
    const score = (category: string) => Math.round((report.categories[category].score ?? 0) * 100);
    console.log(`bench: lighthouse ${name} ${run + 1}/${runs}: ${CATEGORIES.map((category) => `${category} ${score(category)}`).join(', ')}`);
  }
  const metric = (id: string) => summarize(reports.map((report) => report.audits[id].numericValue ?? Number.NaN));
  const counts = new Map<string, number>();
  for (const audit of reports.flatMap(failingAudits)) counts.set(audit, (counts.get(audit) ?? 0) + 1);
  return {
    url,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, summarize(reports.map((report) => Math.round((report.categories[category].score ?? 0) * 100)))]),
    ) as LighthouseFigures['scores'],
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    failing: [...counts].map(([audit, count]) => `${audit}, in ${count} of ${runs} runs`),
  };
}
