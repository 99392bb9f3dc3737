// Renders bench results as Markdown tables: printed by `npm run bench` and written into BENCHMARKS.md between
// its bench markers. Not run on its own: imported by scripts/bench/index.ts.
import { renderGrowth } from '../lib/growth';
import { LATER_EDITS, SETTLE_MS } from './dev';
import type { PageWeight } from './page-weight';
import type { BenchResults } from './results';
import type { Timing } from './stats';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** "median (min–max)" in the given unit, and how many runs gave no value, if any. */
const spread = (timing: Timing, unit: (value: number) => string) => {
  const missing = timing.missing ? `; ${timing.missing} of ${timing.runs.length} runs gave no value` : '';
  return Number.isFinite(timing.median) ? `${unit(timing.median)} (${unit(timing.min)}–${unit(timing.max)}${missing})` : `no value in ${timing.runs.length} runs`;
};

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const weightCell = (weight: PageWeight, key: 'js' | 'css' | 'html' | 'searchIndex') =>
  weight[key].requests ? `${kib(weight[key].raw)} / ${kib(weight[key].gzip)}` : '–';

export function renderReport(results: BenchResults): string {
  const { machine, builds, dev, output, pageWeights, lighthouse } = results;
  const sections: string[] = [];
  sections.push(
    `Measured ${results.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
      `${machine.os}; load average ${machine.loadAverage.map((load) => load.toFixed(1)).join(' / ')} (1/5/15 min) at the start.`,
  );
  const timingRows: string[][] = [];
  if (builds) {
    timingRows.push([`Cold build (no doc_build, no caches${builds.pages ? `; ${builds.pages} pages` : ''})`, spread(builds.cold, seconds), String(builds.cold.runs.length)]);
    if (builds.baseline) {
      const { ref, cold, pages } = builds.baseline;
      // Each of this commit's cold builds over the baseline's cold build just before it.
      const ratios = builds.cold.runs.map((run, i) => run / cold.runs[i]);
      timingRows.push([`Cold build of ${ref}, the baseline, in the same rounds (${pages} pages)`, spread(cold, seconds), String(cold.runs.length)]);
      timingRows.push([
        `Cold build time over the baseline's (per round)`,
        `${(builds.cold.median / cold.median).toFixed(2)} of the medians (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
        String(ratios.length),
      ]);
    }
    const warmLabel = builds.persistentCacheWritten ? 'Warm build (persistent cache)' : 'Second build (no persistent cache was written)';
    timingRows.push([warmLabel, spread(builds.warm, seconds), String(builds.warm.runs.length)]);
  }
  if (dev) {
    timingRows.push(['Dev server: first 200 on /', spread(dev.ready, millis), String(dev.ready.runs.length)]);
    timingRows.push(['Dev server: doc page rendered (lazy compile)', spread(dev.firstRender, millis), String(dev.firstRender.runs.length)]);
    timingRows.push(['HMR: page edit shown in the DOM', spread(dev.hmr, millis), String(dev.hmr.runs.length)]);
    if (dev.hmrLater) {
      timingRows.push([`HMR: later edits, ${SETTLE_MS / 1000} s apart (${LATER_EDITS} per dev server)`, spread(dev.hmrLater, millis), String(dev.hmrLater.runs.length)]);
    }
  }
  if (timingRows.length) sections.push(table(['Timing', 'Median (min–max)', 'Runs'], timingRows));

  sections.push(
    table(
      ['Output', 'Value'],
      [
        ['Pages built (HTML files)', String(output.pages)],
        ['doc_build on disk', `${kib(output.bytes)} in ${output.files} files`],
        ['Text assets (HTML, JS, CSS, JSON, MD, TXT, XML, SVG)', `${kib(output.textBytes)} raw, ${kib(output.textGzip)} gzip`],
        ...Object.entries(output.searchIndex).map(([locale, index]) => [
          `Search index (${locale})`,
          `${kib(index.raw)} raw, ${kib(index.gzip)} gzip`,
        ]),
      ],
    ),
  );

  if (results.search) {
    const { engine, paint } = results.search;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    sections.push(
      table(
        ['Local search', 'Locale', 'Samples', 'p50', 'p95'],
        [
          ...engine.map((e) => [`Engine query (Node, every prefix of the suite's queries; index build ${Math.round(e.buildMs)} ms)`, e.locale, String(e.queries), ms(e.p50Ms), ms(e.p95Ms)]),
          ...paint.map((p) => ['Keystroke to results painted (Chromium, open dialog, 20 ms a key)', p.locale, String(p.keystrokes), ms(p.p50Ms), ms(p.p95Ms)]),
        ],
      ),
    );
  }
  sections.push(
    table(
      ['First visit (raw / gzip)', 'Locale', 'JS', 'CSS', 'HTML', 'JS requests', 'Search index (requests)', 'Status'],
      pageWeights.map((weight) => [
        `${weight.type} \`${weight.path}\``,
        weight.locale,
        weightCell(weight, 'js'),
        weightCell(weight, 'css'),
        weightCell(weight, 'html'),
        String(weight.js.requests),
        `${weightCell(weight, 'searchIndex')} (${weight.searchIndex.requests})`,
        String(weight.status),
      ]),
    ),
  );

  if (results.growth) {
    sections.push(
      `First load of the doc page as the site grows (\`npm run check:growth\`; pages added half in each locale, ` +
        `projected ${kib(results.growth.perThousandPages)} per 1,000 pages):\n\n${renderGrowth(results.growth)}`,
    );
  }

  if (lighthouse.length) {
    // The headline first: what the application adds to each page's own cost (scripts/bench/lighthouse.ts).
    sections.push(
      table(
        ['Lighthouse (mobile), site vs its no-script floor', 'TBT − floor', 'TBT', 'Floor TBT', 'LCP simulated', 'Floor', 'LCP applied', 'Floor', 'TBT applied', 'Floor'],
        lighthouse.map(({ name, url, site, floor, tbtOverFloorMs }) => [
          `${name} \`${new URL(url).pathname}\``,
          spread(tbtOverFloorMs, millis),
          spread(site.tbtMs, millis),
          spread(floor.tbtMs, millis),
          spread(site.lcpMs, millis),
          spread(floor.lcpMs, millis),
          spread(site.appliedLcpMs, millis),
          spread(floor.appliedLcpMs, millis),
          spread(site.appliedTbtMs, millis),
          spread(floor.appliedTbtMs, millis),
        ]),
      ),
    );
    const withVitePress = lighthouse.filter((page) => page.vitepress);
    if (withVitePress.length) {
      sections.push(
        table(
          ['Lighthouse (mobile), site vs VitePress 1.6.4 on the same Markdown', 'TBT', 'VitePress', 'TBT applied', 'VitePress', 'LCP applied', 'VitePress'],
          withVitePress.map(({ name, url, site, vitepress }) => [
            `${name} \`${new URL(url).pathname}\``,
            spread(site.tbtMs, millis),
            spread(vitepress!.tbtMs, millis),
            spread(site.appliedTbtMs, millis),
            spread(vitepress!.appliedTbtMs, millis),
            spread(site.appliedLcpMs, millis),
            spread(vitepress!.appliedLcpMs, millis),
          ]),
        ),
      );
    }
    sections.push(
      table(
        ['Lighthouse (mobile, simulated)', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'CLS'],
        lighthouse.map((page) => [
          `${page.name} \`${new URL(page.url).pathname}\``,
          spread(page.scores.performance, String),
          spread(page.scores.accessibility, String),
          spread(page.scores['best-practices'], String),
          spread(page.scores.seo, String),
          spread(page.cls, (value) => value.toFixed(3)),
        ]),
      ),
    );
    // One row per audit, with the pages it failed on, so that the list stays readable across six pages.
    const byAudit = new Map<string, string[]>();
    for (const page of lighthouse) {
      for (const failing of page.failing) {
        const [, audit, runs] = failing.match(/^(.*), in (\d+) of \d+ runs$/) ?? [failing, failing, '?'];
        byAudit.set(audit, [...(byAudit.get(audit) ?? []), `${page.name} ${runs}/${page.scores.performance.runs.length}`]);
      }
    }
    if (byAudit.size) {
      sections.push(
        `Lighthouse audits that did not pass (page, and in how many runs):\n\n${table(
          ['Audit', 'Pages'],
          [...byAudit].map(([audit, pages]) => [audit, pages.join(', ')]),
        )}`,
      );
    }
  }
  if (results.nginx) sections.push(`\`npm run bench:nginx\` (exit ${results.nginx.exitCode}):\n\n\`\`\`\n${results.nginx.output.trim()}\n\`\`\``);
  return sections.join('\n\n');
}
