// The site's benchmark: build, dev and HMR times, output and first-visit sizes,
// search index sizes and Lighthouse scores, each timing the median of several runs with min and max.
// Run: npm run bench [-- --quick] [-- --skip builds --skip baseline --skip dev --skip search --skip growth --skip lighthouse
//                    --skip vitepress --skip nginx]
//                    [-- --baseline REF] [-- --report FILE]
//   --quick   one run of each timing, written to bench/tmp/results-quick.json (checks the bench itself)
//   --skip    leaves a phase out (skipping builds measures the doc_build that is there)
//   baseline  cold builds of the baseline commit (scripts/bench/baseline.ts), or of --baseline REF, alternating
//             with this commit's; the first run installs it (a clone and npm ci, a few minutes)
//   growth    builds a copy of the site as it is and one with 1,000 synthetic pages (200 with --quick), about 4 min
//   vitepress VitePress on the same Markdown in the Lighthouse rounds; the first run installs it (about 30 s)
//   --report  measures nothing: prints the tables of a results file and writes them into BENCHMARKS.md
// Prints progress and then the tables; writes bench/results.json and the tables into BENCHMARKS.md. 30 to 60 min on 2
// cores, depending on the load (the Lighthouse rounds alone about 11 min each). Holds /tmp/rspress-build.lock
// (BENCH_LOCK_FILE) while it builds and runs the dev server; ports 4340 (static, BENCH_PORT), 4341 (dev), 4342 (the
// Lighthouse floor: scripts/bench/lighthouse.ts) and 4343 (VitePress: scripts/bench/vitepress-site.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../lib/browser';
import { BASELINE_COMMIT, prepareBaseline } from './baseline';
import { benchBuilds, LOG_DIR, ROOT } from './builds';
import { benchDev } from './dev';
import { benchLighthouse, LIGHTHOUSE_PAGES, stripScripts } from './lighthouse';
import { measureGrowth } from '../lib/growth';
import { acquireBuildLock } from './lock';
import { describeMachine } from './machine';
import { measureOutput } from './output-size';
import { measurePageWeights } from './page-weight';
import { renderReport } from './report';
import { benchSearchEngine } from './search-engine';
import { benchSearchPaint } from './search-paint';
import type { BenchResults } from './results';
import { serveStatic } from './static-server';
import { buildVitePressSite } from './vitepress-site';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    skip: { type: 'string', multiple: true, default: [] },
    baseline: { type: 'string', default: BASELINE_COMMIT },
    report: { type: 'string' },
  },
});
// Lighthouse: rounds of 24 runs each (4 pages; site, floor and VitePress; simulated and applied throttling), 8 to 15 min a round.
const runs = values.quick ? { builds: 1, dev: 1, lighthouse: 1 } : { builds: 3, dev: 5, lighthouse: 3 };
const skip = new Set(values.skip);
// Clear of Chromium's blocked ports, of `npm run preview` (4173) and of the test servers (4321, 4322, 4330).
const STATIC_PORT = Number(process.env.BENCH_PORT ?? 4340);
const DEV_PORT = STATIC_PORT + 1;
// The Lighthouse floor: the same build with every script removed from its HTML.
const FLOOR_PORT = STATIC_PORT + 2;
// VitePress on the same Markdown, for the Lighthouse comparison (scripts/bench/vitepress-site.ts).
const VITEPRESS_PORT = STATIC_PORT + 3;
const SITE_COPY = path.join(LOG_DIR, 'site');

/** What the installed packages say about the persistent cache, and whether the builds of this run wrote one. */
function persistentCacheFinding(builds: BenchResults['builds']): string {
  const read = (file: string) => (existsSync(path.join(ROOT, file)) ? readFileSync(path.join(ROOT, file), 'utf8') : '');
  const findings = [
    read('node_modules/@rspress/core/dist/node/initRsbuild.js').includes("'false' !== process.env.RSPRESS_PERSISTENT_CACHE")
      ? 'Rspress turns on Rsbuild performance.buildCache (node_modules/.cache/rspack) unless RSPRESS_PERSISTENT_CACHE=false'
      : 'the installed Rspress no longer reads RSPRESS_PERSISTENT_CACHE (see node_modules/@rspress/core/dist/node/initRsbuild.js)',
  ];
  if (/builderConfig: \{[\s\S]*?performance: \{\s*buildCache: false/.test(read('node_modules/@rspress/plugin-preview/dist/index.js'))) {
    findings.push('@rspress/plugin-preview sets performance.buildCache: false in its builderConfig, which turns it off for the whole site');
  }
  if (read('rspress.config.ts').includes('siteBuildCache(')) {
    findings.push('rspress.config.ts turns it back on (config/build-cache.ts) while no page has an iframe demo');
  }
  if (builds) findings.push(builds.persistentCacheWritten ? 'the cold builds wrote the cache' : 'the cold builds wrote no cache');
  return findings.join('; ');
}

/** The nginx bench of the deploy work (a wrk run), when package.json has it; its output goes into the results. */
function runNginxBench(): BenchResults['nginx'] {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts['bench:nginx']) {
    console.log('bench: no `bench:nginx` script in package.json, so no nginx figures');
    return undefined;
  }
  console.log('bench: npm run bench:nginx');
  const result = spawnSync('npm', ['run', '--silent', 'bench:nginx'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
    // The same copy of the build as the browser figures.
    env: { ...process.env, NGINX_DOC_BUILD: SITE_COPY },
  });
  return { exitCode: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function writeIntoBenchmarksMd(report: string): void {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const [start, end] = ['<!-- bench:results:start -->', '<!-- bench:results:end -->'];
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!text.includes(start) || !text.includes(end)) {
    console.warn(`bench: BENCHMARKS.md has no ${start} … ${end} markers; the tables were not written into it`);
    return;
  }
  writeFileSync(file, `${text.slice(0, text.indexOf(start) + start.length)}\n\n${report}\n\n${text.slice(text.indexOf(end))}`);
}

function publish(results: BenchResults, intoBenchmarksMd: boolean): void {
  const report = renderReport(results);
  if (intoBenchmarksMd) writeIntoBenchmarksMd(report);
  console.log(`\n${report}\n\nPersistent cache: ${results.persistentCache}.`);
}

if (values.report) {
  publish(JSON.parse(readFileSync(values.report, 'utf8')) as BenchResults, true);
  process.exit(0);
}

const began = performance.now();
mkdirSync(LOG_DIR, { recursive: true });
const machine = { ...describeMachine(), loadAverage: os.loadavg() };
const browser = await launchBrowser();
try {
  const release = await acquireBuildLock();
  let builds: BenchResults['builds'];
  let dev: BenchResults['dev'];
  let growth: BenchResults['growth'];
  try {
    if (!skip.has('builds')) {
      const baseline = skip.has('baseline') ? undefined : { ref: values.baseline, root: prepareBaseline(values.baseline) };
      builds = await benchBuilds(runs.builds, baseline);
    }
    if (!skip.has('dev')) dev = await benchDev(browser, DEV_PORT, runs.dev);
    if (!skip.has('growth')) growth = await measureGrowth(values.quick ? 200 : 1000);
    // The browser measurements use a copy, so that a rebuild by anyone after the lock is released cannot change them.
    rmSync(SITE_COPY, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'doc_build'), SITE_COPY, { recursive: true });
  } finally {
    release();
  }

  const output = measureOutput(SITE_COPY);
  const server = await serveStatic(SITE_COPY, STATIC_PORT);
  const base = `http://127.0.0.1:${STATIC_PORT}`;
  let pageWeights: BenchResults['pageWeights'];
  let search: BenchResults['search'];
  let lighthouse: BenchResults['lighthouse'] = [];
  try {
    pageWeights = await measurePageWeights(browser, base);
    if (!skip.has('search')) search = { engine: benchSearchEngine(SITE_COPY), paint: await benchSearchPaint(browser, base) };
    if (!skip.has('lighthouse')) {
      const floorServer = await serveStatic(SITE_COPY, FLOOR_PORT, stripScripts);
      const vitepressServer = skip.has('vitepress')
        ? undefined
        : await serveStatic(buildVitePressSite(SITE_COPY, LIGHTHOUSE_PAGES.map((page) => page.path)), VITEPRESS_PORT);
      try {
        lighthouse = await benchLighthouse(
          {
            site: base,
            floor: `http://127.0.0.1:${FLOOR_PORT}`,
            vitepress: vitepressServer ? `http://127.0.0.1:${VITEPRESS_PORT}` : undefined,
          },
          runs.lighthouse,
        );
      } finally {
        await floorServer.close();
        await vitepressServer?.close();
      }
    }
  } finally {
    await server.close();
  }

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine,
    persistentCache: persistentCacheFinding(builds),
    builds,
    dev,
    growth,
    output,
    pageWeights,
    lighthouse,
    search,
    nginx: skip.has('nginx') ? undefined : runNginxBench(),
  };
  const resultsFile = values.quick ? path.join(LOG_DIR, 'results-quick.json') : path.join(ROOT, 'bench/results.json');
  // Written before the tables are rendered, so that `--report` can redo them from a finished run.
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  publish(results, !values.quick);
  console.log(`Wrote ${path.relative(ROOT, resultsFile)}${values.quick ? '' : ' and BENCHMARKS.md'} in ${((performance.now() - began) / 60_000).toFixed(1)} min.`);
} finally {
  await browser.close();
}
