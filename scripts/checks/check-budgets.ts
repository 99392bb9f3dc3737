// The size budgets as a CI check, from the build output alone (no browser): the first-load JS+CSS gzip of every HTML
// page of the build (the scripts, preloaded scripts and stylesheets its <head> names, the route chunk included) and
// the search index gzip per locale, against scripts/checks/budgets.ts. Also fails when code listed in
// `notInFirstLoad` (Algolia DocSearch, MiniSearch, FlexSearch, the lazily loaded packages) is in first-load JS or CSS.
// Run: npm run check:budgets [-- --build doc_build] [-- --budgets FILE.json] [-- --top N]
//   --budgets FILE.json  use these limits instead of scripts/checks/budgets.ts (same shape; the test uses a tiny one)
//   --top N              how many of the heaviest pages to print (10)
// Prints the heaviest pages and the search indexes with size, budget and headroom; exits 1 with one line per overage,
// naming the page, its figure and the budget it exceeds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS, type Budgets } from './budgets';
import { findOverages, firstLoad, measureBuild } from './budget-check';

const ROOT = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: path.join(ROOT, 'doc_build') },
    budgets: { type: 'string' },
    top: { type: 'string', default: '10' },
  },
});

const buildDir = path.resolve(values.build);
const budgets: Budgets = values.budgets ? JSON.parse(readFileSync(values.budgets, 'utf8')) : BUDGETS;
const measurement = measureBuild(buildDir);

const row = (name: string, actual: number, limit: number) =>
  `${name.padEnd(52)} ${String(actual).padStart(9)} ${String(limit).padStart(9)} ${`${(((limit - actual) / limit) * 100).toFixed(1)}%`.padStart(9)}`;

const { pages } = measurement;
const top = Math.min(Number(values.top), pages.length);
if (!Number.isInteger(top) || top < 0) {
  console.error(`check-budgets: --top must be a whole number, got "${values.top}"`);
  process.exit(2);
}
console.log(`${pages.length} pages; the ${top} heaviest, and the lightest:\n`);
console.log(`${'gzip bytes'.padEnd(52)} ${'actual'.padStart(9)} ${'budget'.padStart(9)} ${'headroom'.padStart(9)}`);
for (const page of [...pages.slice(0, top), ...pages.slice(Math.max(top, pages.length - 1))]) {
  console.log(row(`first load: ${page.htmlFile}`, firstLoad(page), budgets.firstLoadGzip));
}
for (const [locale, size] of Object.entries(measurement.searchIndexGzip)) {
  console.log(row(`search index: ${locale}`, size, budgets.searchIndexGzip[locale as 'en' | 'zh'] ?? 0));
}

const problems = findOverages(measurement, budgets, buildDir);
if (problems.length > 0) {
  console.error(`\nOver budget (${path.relative(ROOT, buildDir) || buildDir}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('\nShrink what the page named loads at first; raise a search index limit in scripts/checks/budgets.ts only when its growth is wanted.');
  process.exit(1);
}
console.log('\nAll sizes are within budget.');
