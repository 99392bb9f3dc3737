// Measures a build against the size budgets of scripts/checks/budgets.ts: first-load JS+CSS per page type and locale,
// and the search index per locale, all gzip level 9. Sizes only: nothing here depends on the machine's speed.
// Not run on its own: imported by scripts/checks/check-budgets.ts and tests/unit/check-budgets.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Budgets } from './budgets';
import { type Asset, firstLoadAssets, gzipSize, searchIndexFiles } from '../lib/first-load';
import { builtHtmlFile, localePath, PAGE_TYPES, type PageType } from '../lib/page-types';
import { LOCALES } from '../lib/pages';

export interface PageLoad {
  type: PageType;
  locale: string;
  htmlFile: string;
  assets: Asset[];
  jsGzip: number;
  cssGzip: number;
}

export interface Measurement {
  pages: PageLoad[];
  searchIndexGzip: Record<string, number>;
}

const sum = (assets: Asset[]) => assets.reduce((total, asset) => total + asset.gzip, 0);

export function measureBuild(buildDir: string): Measurement {
  const pages: PageLoad[] = [];
  for (const { type, path: pagePath } of PAGE_TYPES) {
    // The 404 page is one file for both locales, so it is measured once.
    for (const locale of type === '404' ? LOCALES.slice(0, 1) : LOCALES) {
      const htmlFile = builtHtmlFile(type, localePath(locale, pagePath));
      const assets = firstLoadAssets(buildDir, htmlFile);
      pages.push({
        type,
        locale,
        htmlFile,
        assets,
        jsGzip: sum(assets.filter((asset) => asset.kind === 'js')),
        cssGzip: sum(assets.filter((asset) => asset.kind === 'css')),
      });
    }
  }
  const searchIndexGzip: Record<string, number> = {};
  for (const [locale, file] of Object.entries(searchIndexFiles(buildDir))) {
    searchIndexGzip[locale] = gzipSize(readFileSync(path.join(buildDir, file)));
  }
  return { pages, searchIndexGzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One message per limit the build exceeds, naming the page type or index and by how much; empty when it fits. */
export function findOverages(measurement: Measurement, budgets: Budgets, buildDir: string): string[] {
  const problems: string[] = [];
  for (const page of measurement.pages) {
    const limit = budgets.firstLoadGzip[page.type];
    const actual = page.jsGzip + page.cssGzip;
    if (actual > limit) {
      problems.push(
        `${page.type} page (${page.locale}, ${page.htmlFile}): first-load JS+CSS is ${actual} B gzip, ` +
          `${actual - limit} B (${kb(actual - limit)}) over its budget of ${limit} B`,
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
  for (const { name, marker } of budgets.notInFirstLoad) {
    for (const page of measurement.pages) {
      // Scripts and stylesheets both: a lazy chunk's CSS can end up in the stylesheet every page loads.
      const carrier = page.assets.find((asset) => readFileSync(path.join(buildDir, asset.url)).includes(marker));
      if (carrier) problems.push(`${page.type} page (${page.locale}): ${name} ("${marker}") is in first-load ${carrier.url}`);
    }
  }
  return problems;
}
