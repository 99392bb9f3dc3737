// The size budgets (scripts/checks/check-budgets.ts): what they count on the real build (every page), and that a
// fixture page over the real budget, or a tiny budget on the real build, fails with a message naming the page, its
// figure and the budget. Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { BUDGETS, type Budgets } from '../../scripts/checks/budgets';
import { findOverages, firstLoad, measureBuild } from '../../scripts/checks/budget-check';
import { initialAssetUrls } from '../../scripts/lib/first-load';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'doc_build');

const tiny: Budgets = {
  firstLoadGzip: 1000,
  searchIndexGzip: { en: 1000, zh: 1000 },
  growthPer1000PagesGzip: 1000,
  notInFirstLoad: [],
};

/** Runs `npm run check:budgets` with these arguments; its exit status and output. */
function checkBudgets(...args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/checks/check-budgets.ts', ...args], {
      cwd: ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    return error as { status: number; stdout: string; stderr: string };
  }
}

/** Every .html file of a build folder, relative to it. */
const htmlFilesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'));

describe('first-load assets', () => {
  test('are the initial scripts, the stylesheets and the preloaded route chunk, not other links', () => {
    const html = `<html><head>
      <link rel="icon" href="/rspress-icon.svg">
      <link href="/static/css/styles.1.css" rel="stylesheet">
      <link rel="preload" href="/static/js/async/route-a.2.js" as="script">
      <link rel="preload" href="/font.woff2" as="font">
      <script>inline()</script>
      <script defer src="/static/js/index.3.js"></script>
      <script src="https://cdn.example.com/x.js"></script>
      </head><body><script src="/static/js/late.js"></script></body></html>`;
    expect(initialAssetUrls(html)).toEqual([
      { url: '/static/css/styles.1.css', kind: 'css' },
      { url: '/static/js/async/route-a.2.js', kind: 'js' },
      { url: '/static/js/index.3.js', kind: 'js' },
    ]);
  });

  test('of the built doc page include its route chunk and the shared stylesheet', () => {
    const doc = measureBuild(OUT).pages.find((page) => page.htmlFile === 'guide/start/getting-started.html');
    // The route chunk is the one lazy chunk the page preloads (named by id: config/slim-page-data.ts).
    const html = readFileSync(path.join(OUT, doc!.htmlFile), 'utf8');
    const routeChunk = html.match(/<link rel="preload" href="(\/static\/js\/async\/[^"]+\.js)" as="script">/)?.[1];
    expect(routeChunk).toBeDefined();
    expect(doc?.assets.some((asset) => asset.url === routeChunk)).toBe(true);
    expect(doc?.assets.some((asset) => asset.kind === 'css')).toBe(true);
    expect(doc?.cssGzip).toBeGreaterThan(0);
  });

  test('are measured for every page of the build, in both locales, heaviest first', () => {
    const { pages } = measureBuild(OUT);
    expect(pages.map((page) => page.htmlFile).sort()).toEqual(htmlFilesOf(OUT).sort());
    for (const file of ['index.html', 'zh/index.html', '404.html', 'api/config/config-theme.html', 'zh/api/client-api/api-components.html']) {
      expect(pages.some((page) => page.htmlFile === file)).toBe(true);
    }
    expect(pages.every((page, i) => i === 0 || firstLoad(pages[i - 1]) >= firstLoad(page))).toBe(true);
  });

  test('of the local-search build carry no Algolia DocSearch script or style', () => {
    const [docSearch] = BUDGETS.notInFirstLoad;
    const urls = new Set(measureBuild(OUT).pages.flatMap((page) => page.assets.map((asset) => asset.url)));
    for (const url of urls) expect(readFileSync(path.join(OUT, url), 'utf8').includes(docSearch.marker)).toBe(false);
  });
});

describe('budgets', () => {
  test('a fixture page over the real budget fails the command, which names it, its figure and the budget', () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'budgets-build-'));
    mkdirSync(path.join(build, 'static/js'), { recursive: true });
    mkdirSync(path.join(build, 'guide'));
    // Random bytes do not compress: each script alone weighs its length in gzip bytes, and a few more.
    const { firstLoadGzip: budget } = BUDGETS;
    writeFileSync(path.join(build, 'static/js/heavy.js'), randomBytes(budget + 1024));
    writeFileSync(path.join(build, 'static/js/light.js'), randomBytes(1024));
    const page = (script: string) => `<!doctype html><html><head><script defer src="/static/js/${script}"></script></head><body></body></html>`;
    writeFileSync(path.join(build, 'index.html'), page('light.js'));
    writeFileSync(path.join(build, 'guide/heavy.html'), page('heavy.js'));
    for (const locale of ['en', 'zh']) writeFileSync(path.join(build, `static/search_index.${locale}.0123abcd.json`), '[]');

    const result = checkBudgets('--build', build);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^first load: guide/heavy\\.html +\\d+ +${budget} +-[\\d.]+%$`, 'm'));
    const [problem, ...others] = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(others).toEqual([]);
    const heavy = firstLoad(measureBuild(build).pages.find((fixture) => fixture.htmlFile === 'guide/heavy.html')!);
    expect(heavy).toBeGreaterThan(budget);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    expect(problem).toBe(
      `  - guide/heavy.html: first-load JS+CSS is ${heavy} B gzip (${kib(heavy)}), ` +
        `${heavy - budget} B (${kib(heavy - budget)}) over the budget of ${budget} B (${kib(budget)})`,
    );
  });

  test('a tiny budget names every page of the build and each index that exceeds it', () => {
    const measurement = measureBuild(OUT);
    const problems = findOverages(measurement, tiny, OUT);
    for (const page of measurement.pages) {
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${page.htmlFile.replaceAll('.', '\\.')}: first-load JS\\+CSS is ${firstLoad(page)} B gzip`)));
    }
    expect(problems).toContainEqual(expect.stringMatching(/^search index \(zh\): \d+ B gzip, \d+ B .* over its budget of 1000 B$/));
  });

  test('a marker found in first-load JS is reported with a page that loads it', () => {
    const problems = findOverages(measureBuild(OUT), { ...BUDGETS, notInFirstLoad: [{ name: 'React', marker: 'react.' }] }, OUT);
    expect(problems).toContainEqual(expect.stringMatching(/^\S+\.html and \d+ more pages: React \("react\."\) is in first-load \/static\/js\//));
  });
});
