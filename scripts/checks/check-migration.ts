// Keeps the guide "Upgrade from Rspress 1.x" complete, in both locales, for what rspress@1.47.2 and
// @rspress/core 2 differ in:
// - every package, entry point, config key, theme key, frontmatter key, plugin hook, export and CLI command
//   or flag that 2.x removed or gave an incompatible type: named in inline code (`markdown.mdxRs`);
// - every prop of a theme component (Layout included) that 2.x removed, narrowed or made required
//   (scripts/lib/migration-props.ts): a table row naming the component in its first cell and the prop in its second;
// - every CSS custom property and theme class of the 1.x default theme that 2.x lacks (scripts/lib/migration-css.ts):
//   a table row of 1.x names and their 2.x equivalents, which must exist;
// - the file and routing conventions that the fixture sites of tests/fixtures/migration-conventions/ show
//   (scripts/lib/migration-conventions.ts): the names each case declares and the errors only 2.x prints.
// The page's "before" samples (meta `rspress=1`) must compile against 1.x; check:docs compiles the others
// against 2.x.
// Run: npm ci --prefix scripts/rspress-v1   (once: installs Rspress 1.x apart from the site)
//      npm run check:migration   [-- --docs <folder with en/ and zh/>]
//      prints the items per area, the missing names per locale and the sample errors; exits 1 on any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRspress1, type Sample, sampleFailures } from './check-docs/samples';
import { displayPath, type Finding, formatFinding } from './check-docs/result';
import { splitSections } from '../lib/doc-sections';
import { scanMarkdown } from '../../config/markdown-scan';
import { type ConventionCase, readConventionCases } from '../lib/migration-conventions';
import { type CssNames, cssTableProblems, readThemeCssNames } from '../lib/migration-css';
import { describePropItem, type PropItem } from '../lib/migration-props';
import { type MigrationItem, readMigrationSurface, V1_DIR } from '../lib/migration-surface';
import { tableRows } from '../lib/migration-tables';
import { DOCS, LOCALES, type Locale } from '../lib/pages';

export const GUIDE = 'guide/migration/rspress-1-x.mdx';

const EXTENSIONS: Record<string, string> = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' };

function readGuide(locale: Locale, docsDir: string): { file: string; source: string } {
  const file = path.join(docsDir, locale, GUIDE);
  try {
    return { file, source: readFileSync(file, 'utf8') };
  } catch {
    throw new Error(`${displayPath(file)}: the migration guide is missing`);
  }
}

/** Every inline code span of the page's prose, headings and tables; fenced blocks do not count as naming. */
export function namesOnPage(source: string): Set<string> {
  return new Set(splitSections(source).flatMap((section) => section.code));
}

export function missingItems(items: MigrationItem[], source: string): MigrationItem[] {
  const names = namesOnPage(source);
  return items.filter((item) => !names.has(item.name));
}

/** Props that no table row names: a row names a prop with the component in its first cell and the prop in its second. */
export function missingProps(items: PropItem[], source: string): PropItem[] {
  const rows = tableRows(source);
  const names = ([components = [], props = []]: string[][], item: PropItem) =>
    components.includes(item.component) && item.props.some((prop) => props.includes(prop));
  return items.filter((item) => !rows.some((row) => names(row, item)));
}

/** What the page leaves out of the conventions: a case's names and the errors only 2.x prints; and cases that show nothing. */
export function conventionProblems(cases: ConventionCase[], source: string): string[] {
  const names = namesOnPage(source);
  return cases.flatMap(({ name, guide, differences, newErrors }) => {
    if (differences.length === 0) return [`case ${name}: 1.x and 2.x behave the same; remove the case or fix it`];
    return [...new Set([...guide, ...newErrors])]
      .filter((quote) => !names.has(quote))
      .map((quote) => `case ${name}: \`${quote}\` not named`);
  });
}

/** The `rspress=1` blocks of both locales, each distinct block compiled once inside the 1.x install. */
export function rspress1SampleFailures(docsDir = DOCS): { blocks: number; failures: Finding[] } {
  const samples = new Map<string, Sample>();
  let blocks = 0;
  for (const locale of LOCALES) {
    const { file, source } = readGuide(locale, docsDir);
    for (const block of scanMarkdown(source).blocks) {
      const extension = EXTENSIONS[block.lang];
      if (!extension || !isRspress1(block.meta)) continue;
      blocks++;
      const key = `${extension}\0${block.code}`;
      let sample = samples.get(key);
      if (!sample) {
        // Inside scripts/rspress-v1, so that `rspress/config` and `@rspress/*` resolve to the 1.x packages.
        sample = { fileName: path.join(V1_DIR, '.doc-samples', `block-${samples.size}${extension}`), code: block.code, places: [] };
        samples.set(key, sample);
      }
      sample.places.push({ file: displayPath(file), line: block.line });
    }
  }
  return { blocks, failures: sampleFailures([...samples.values()]) };
}

function reportCss(css: { v1: CssNames; v2: CssNames }): void {
  const gone = [...css.v1.names].filter((name) => !css.v2.names.has(name));
  console.log(
    `CSS: ${css.v1.names.size} custom properties and theme classes of the 1.x default theme, ${gone.length} gone in 2.x; ${css.v1.utilities.size} Tailwind utilities, all gone`,
  );
}

function reportCases(cases: ConventionCase[]): void {
  console.log(`conventions: ${cases.length} fixture site(s) built with both versions`);
  for (const { name, differences } of cases) {
    console.log(`  ${name}: ${differences.length} difference(s)`);
    for (const difference of differences) console.log(`    ${difference}`);
  }
}

async function main() {
  const started = Date.now();
  const docsFlag = process.argv.indexOf('--docs');
  const docsDir = docsFlag > 0 ? path.resolve(process.argv[docsFlag + 1]) : DOCS;
  // The fixture builds run in child processes while this one reads the declaration files.
  const casesPending = readConventionCases();
  const { items, props } = readMigrationSurface();
  const css = readThemeCssNames();
  const cases = await casesPending;
  let failed = false;

  const areas = [...new Set(items.map((item) => item.area))];
  console.log(`${items.length} items of rspress@1.47.2 removed or changed in @rspress/core 2:`);
  for (const area of areas) console.log(`  ${area}: ${items.filter((item) => item.area === area).length}`);
  console.log(`theme component props: ${props.length} removed, narrowed or now required`);
  reportCss(css);
  reportCases(cases);

  for (const locale of LOCALES) {
    const { file, source } = readGuide(locale, docsDir);
    const missing = missingItems(items, source);
    console.log(`\n${locale} (${displayPath(file)}): ${items.length - missing.length}/${items.length} named`);
    for (const item of missing) console.log(`  missing: \`${item.name}\` (${item.area}, ${item.change})`);
    const missingPropItems = missingProps(props, source);
    for (const item of missingPropItems) console.log(`  missing prop: ${describePropItem(item)}`);
    const cssProblems = cssTableProblems(css.v1, css.v2, source);
    for (const { name, problem } of cssProblems) console.log(`  CSS table: \`${name}\` ${problem}`);
    const conventions = conventionProblems(cases, source);
    for (const problem of conventions) console.log(`  conventions: ${problem}`);
    if (missing.length + missingPropItems.length + cssProblems.length + conventions.length > 0) failed = true;
  }

  const { blocks, failures } = rspress1SampleFailures(docsDir);
  console.log(`\n${blocks} rspress=1 sample(s) type-checked against Rspress 1.x: ${failures.length} error(s)`);
  for (const failure of failures) console.log(`  ${formatFinding(failure)}`);
  if (blocks === 0) {
    console.log('  no rspress=1 sample: the guide shows no "before" code');
    failed = true;
  }
  if (failures.length > 0) failed = true;

  console.log(`\nmigration: ${failed ? 'FAILED' : 'ok'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (failed) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
