// The size budgets as a CI check, from the build output alone (no browser): first-load JS+CSS gzip per page type
// and locale (the page's <script src>, stylesheets and preloaded route chunk) and the search index gzip per locale,
// against scripts/checks/budgets.ts. Also fails when code listed in `notInFirstLoad` (Algolia DocSearch, MiniSearch,
// FlexSearch, the lazily loaded packages) is in first-load JS or CSS.
// Run: npm run check:budgets [-- --build doc_build] [-- --budgets FILE.json]
//   --budgets FILE.json  use these limits instead of scripts/checks/budgets.ts (same shape; the test uses a tiny one)
// Prints a table of measured size, budget and headroom; exits 1 with one line per overage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS, type Budgets } from './budgets';
import { findOverages, measureBuild } from './budget-check';

const ROOT = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: path.join(ROOT, 'doc_build') },
    budgets: { type: 'string' },
  },
});

const buildDir = path.resolve(values.build);
const budgets: Budgets = values.budgets ? JSON.parse(readFileSync(values.budgets, 'utf8')) : BUDGETS;
const measurement = measureBuild(buildDir);

const row = (name: string, actual: number, limit: number) =>
  `${name.padEnd(30)} ${String(actual).padStart(9)} ${String(limit).padStart(9)} ${`${(((limit - actual) / limit) * 100).toFixed(1)}%`.padStart(9)}`;

console.log(`${'gzip bytes'.padEnd(30)} ${'actual'.padStart(9)} ${'budget'.padStart(9)} ${'headroom'.padStart(9)}`);
for (const page of measurement.pages) {
  console.log(row(`first load: ${page.type} (${page.locale})`, page.jsGzip + page.cssGzip, budgets.firstLoadGzip[page.type]));
}
for (const [locale, size] of Object.entries(measurement.searchIndexGzip)) {
  console.log(row(`search index: ${locale}`, size, budgets.searchIndexGzip[locale as 'en' | 'zh'] ?? 0));
}

const problems = findOverages(measurement, budgets, buildDir);
if (problems.length > 0) {
  console.error(`\nOver budget (${path.relative(ROOT, buildDir) || buildDir}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('\nShrink what grew, or raise the limit in scripts/checks/budgets.ts if the growth is wanted (README: Budgets).');
  process.exit(1);
}
console.log('\nAll sizes are within budget.');
