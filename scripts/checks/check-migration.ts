// Keeps the guide "Upgrade from Rspress 1.x" complete: every package, entry point, config key, theme key,
// frontmatter key, plugin hook, export and CLI command or flag of rspress@1.47.2 that @rspress/core 2 removed
// or gave an incompatible type must be named on the page in both locales, in inline code (`markdown.mdxRs`).
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
import { type MigrationItem, readMigrationItems, V1_DIR } from '../lib/migration-surface';
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

function main() {
  const docsFlag = process.argv.indexOf('--docs');
  const docsDir = docsFlag > 0 ? path.resolve(process.argv[docsFlag + 1]) : DOCS;
  const items = readMigrationItems();
  let failed = false;

  const areas = [...new Set(items.map((item) => item.area))];
  console.log(`${items.length} items of rspress@1.47.2 removed or changed in @rspress/core 2:`);
  for (const area of areas) console.log(`  ${area}: ${items.filter((item) => item.area === area).length}`);

  for (const locale of LOCALES) {
    const { file, source } = readGuide(locale, docsDir);
    const missing = missingItems(items, source);
    console.log(`\n${locale} (${displayPath(file)}): ${items.length - missing.length}/${items.length} named`);
    for (const item of missing) console.log(`  missing: \`${item.name}\` (${item.area}, ${item.change})`);
    if (missing.length > 0) failed = true;
  }

  const { blocks, failures } = rspress1SampleFailures(docsDir);
  console.log(`\n${blocks} rspress=1 sample(s) type-checked against Rspress 1.x: ${failures.length} error(s)`);
  for (const failure of failures) console.log(`  ${formatFinding(failure)}`);
  if (blocks === 0) {
    console.log('  no rspress=1 sample: the guide shows no "before" code');
    failed = true;
  }
  if (failures.length > 0) failed = true;

  console.log(`\nmigration: ${failed ? 'FAILED' : 'ok'}`);
  if (failed) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
