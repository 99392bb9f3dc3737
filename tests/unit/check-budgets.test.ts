// The size budgets (scripts/checks/check-budgets.ts) on the real build: what they count, and that a tiny budget fails
// with a message naming the page type and the overage. Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { BUDGETS, type Budgets } from '../../scripts/checks/budgets';
import { findOverages, measureBuild } from '../../scripts/checks/budget-check';
import { initialAssetUrls } from '../../scripts/lib/first-load';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'doc_build');

const tiny: Budgets = {
  firstLoadGzip: { home: 1000, doc: 1000, overview: 1000, '404': 1000 },
  searchIndexGzip: { en: 1000, zh: 1000 },
  growthPer1000PagesGzip: 1000,
  notInFirstLoad: [],
};

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
    const doc = measureBuild(OUT).pages.find((page) => page.type === 'doc' && page.locale === 'en');
    // The route chunk is the one lazy chunk the page preloads (named by id: config/slim-page-data.ts).
    const html = readFileSync(path.join(OUT, doc!.htmlFile), 'utf8');
    const routeChunk = html.match(/<link rel="preload" href="(\/static\/js\/async\/[^"]+\.js)" as="script">/)?.[1];
    expect(routeChunk).toBeDefined();
    expect(doc?.assets.some((asset) => asset.url === routeChunk)).toBe(true);
    expect(doc?.assets.some((asset) => asset.kind === 'css')).toBe(true);
    expect(doc?.cssGzip).toBeGreaterThan(0);
  });

  test('of the local-search build carry no Algolia DocSearch script or style', () => {
    const [docSearch] = BUDGETS.notInFirstLoad;
    const measurement = measureBuild(OUT);
    for (const page of measurement.pages) {
      for (const asset of page.assets) {
        expect(readFileSync(path.join(OUT, asset.url), 'utf8').includes(docSearch.marker)).toBe(false);
      }
    }
  });
});

describe('budgets', () => {
  test('a tiny budget names every page type and index that exceeds it, with the overage', () => {
    const measurement = measureBuild(OUT);
    const problems = findOverages(measurement, tiny, OUT);
    for (const type of ['home', 'doc', 'overview', '404']) {
      expect(problems.some((problem) => problem.startsWith(`${type} page (en`))).toBe(true);
    }
    const home = measurement.pages.find((page) => page.type === 'home' && page.locale === 'zh');
    const overage = (home?.jsGzip ?? 0) + (home?.cssGzip ?? 0) - 1000;
    expect(problems).toContainEqual(expect.stringContaining(`home page (zh, zh/index.html): first-load JS+CSS is ${overage + 1000} B gzip, ${overage} B`));
    expect(problems).toContainEqual(expect.stringMatching(/^search index \(zh\): \d+ B gzip, \d+ B .* over its budget of 1000 B$/));
  });

  test('a marker found in first-load JS is reported', () => {
    const problems = findOverages(measureBuild(OUT), { ...BUDGETS, notInFirstLoad: [{ name: 'React', marker: 'react.' }] }, OUT);
    expect(problems).toContainEqual(expect.stringMatching(/^home page \(en\): React \("react\."\) is in first-load \/static\/js\//));
  });

  test('the command exits 1 and prints the overage when over budget', () => {
    const budgetsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'budgets-')), 'tiny.json');
    writeFileSync(budgetsFile, JSON.stringify(tiny));
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/checks/check-budgets.ts', '--budgets', budgetsFile], {
        cwd: ROOT,
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('Over budget');
    expect(failure?.stderr).toMatch(/overview page \(en, api\/index\.html\): first-load JS\+CSS is \d+ B gzip, \d+ B \([\d.]+ KiB\) over its budget of 1000 B/);
  });
});
