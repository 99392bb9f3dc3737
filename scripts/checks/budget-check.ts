// Measures a build against the size budgets of scripts/checks/budgets.ts: the first-load JS+CSS of every HTML page of
// the build, and the search index per locale, all gzip level 9. Every page counts, not one per type: the heavy pages
// are heavy because of their own route chunk, which a sample of light pages never loads. Sizes only: nothing here
// depends on the machine's speed. Each file is read and compressed once, however many pages load it.
// Not run on its own: imported by scripts/checks/check-budgets.ts and tests/unit/check-budgets.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Budgets } from './budgets';
import { type Asset, firstLoadAssets, gzipSize, searchIndexFiles } from '../lib/first-load';
import { LOCALES } from '../lib/pages';

export interface PageLoad {
  /** The HTML file, relative to the build folder, with forward slashes: `zh/api/index.html`. */
  htmlFile: string;
  assets: Asset[];
  jsGzip: number;
  cssGzip: number;
}

export interface Measurement {
  /** Every page of the build, heaviest first. */
  pages: PageLoad[];
  searchIndexGzip: Record<string, number>;
}

const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzip, 0);
export const firstLoad = (page: PageLoad) => page.jsGzip + page.cssGzip;

/** Every .html file under `dir`, relative to it, sorted. */
function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return htmlFiles(dir, relative);
      return entry.name.endsWith('.html') ? [relative] : [];
    })
    .sort();
}

export function measureBuild(buildDir: string): Measurement {
  const sizes = new Map<string, Asset>();
  const pages = htmlFiles(buildDir).map((htmlFile): PageLoad => {
    const assets = firstLoadAssets(buildDir, htmlFile, sizes);
    return {
      htmlFile,
      assets,
      jsGzip: sum(assets.filter((asset) => asset.kind === 'js')),
      cssGzip: sum(assets.filter((asset) => asset.kind === 'css')),
    };
  });
  pages.sort((a, b) => firstLoad(b) - firstLoad(a) || a.htmlFile.localeCompare(b.htmlFile));
  const searchIndexGzip: Record<string, number> = {};
  for (const [locale, file] of Object.entries(searchIndexFiles(buildDir))) {
    searchIndexGzip[locale] = gzipSize(readFileSync(path.join(buildDir, file)));
  }
  return { pages, searchIndexGzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One message per limit the build exceeds, naming the page or index, its figure and the budget; empty when it fits. */
export function findOverages(measurement: Measurement, budgets: Budgets, buildDir: string): string[] {
  const problems: string[] = [];
  const limit = budgets.firstLoadGzip;
  if (measurement.pages.length === 0) problems.push(`no HTML page in ${buildDir}`);
  for (const page of measurement.pages) {
    const actual = firstLoad(page);
    if (actual > limit) {
      problems.push(
        `${page.htmlFile}: first-load JS+CSS is ${actual} B gzip (${kb(actual)}), ` +
          `${actual - limit} B (${kb(actual - limit)}) over the budget of ${limit} B (${kb(limit)})`,
      );
    }
  }
  for (const locale of LOCALES) {
    const actual = measurement.searchIndexGzip[locale];
    const limit = budgets.searchIndexGzip[locale];
    if (actual === undefined) problems.push(`search index (${locale}): no static/search_index.${locale}.*.json in the build`);
    else if (actual > limit) {
      problems.push(`search index (${locale}): ${actual} B gzip, ${actual - limit} B (${kb(actual - limit)}) over its budget of ${limit} B`);
    }
  }
  // The markers are looked for in the files outside static/js/async/ (the entry, the libraries, the stylesheets),
  // which every page loads: a page's own route chunk is its content, and the pages that document a component quote
  // its strings (the PackageManagerTabs reference quotes `deno init --npm`). Each file once, with the first page
  // (heaviest first) that loads it and how many do.
  const loadedBy = new Map<string, string[]>();
  for (const page of measurement.pages) {
    for (const asset of page.assets) {
      if (!asset.url.startsWith('/static/js/async/')) loadedBy.set(asset.url, [...(loadedBy.get(asset.url) ?? []), page.htmlFile]);
    }
  }
  for (const [url, loaders] of loadedBy) {
    // Scripts and stylesheets both: a lazy chunk's CSS can end up in the stylesheet every page loads.
    const body = readFileSync(path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0])));
    for (const { name, marker } of budgets.notInFirstLoad) {
      if (body.includes(marker)) {
        problems.push(`${loaders[0]}${loaders.length > 1 ? ` and ${loaders.length - 1} more pages` : ''}: ${name} ("${marker}") is in first-load ${url}`);
      }
    }
  }
  return problems;
}
