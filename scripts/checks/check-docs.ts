// Docs that cannot drift: code samples compile, rspress commands and flags exist, English and Chinese
// pages match in structure and heading ids, samples introduced as this site's _nav.json or _meta.json match those
// files, spelling, Markdown lint, Chinese typography, terminology and punctuation (of the pages and of the interface
// texts: i18n.json, the theme, config/), a title on every container of a Chinese page, and sentence-case headings.
// Every message the installed Rspress packages print has an entry in the error reference (check-docs/error-reference.ts).
// Also reports stale translations and thin pages (warnings, not failures; with --strict a thin or placeholder page
// fails, as `check:content -- --strict` does, so that CI scans the pages for content once).
// Run: npm run check:docs                       checks docs/
//      npm run check:docs -- --docs <folder>    checks another docs folder (with en/ and zh/)
//      npm run check:docs -- --strict           also fails on the pages check:content lists (CI runs this)
// Prints one summary line per check with its failures as file:line below it, then a final summary line;
// exits 1 on any failure.
import path from 'node:path';
import { findThinPages, MIN_WORDS } from './check-content';
import { checkCliCommands } from './check-docs/cli-commands';
import { checkContainerTitles } from './check-docs/container-titles';
import { readDocFiles } from './check-docs/doc-files';
import { checkErrorReference } from './check-docs/error-reference';
import { checkFrontmatter } from './check-docs/frontmatter';
import { checkHeadings } from './check-docs/headings';
import { checkMarkdownlint } from './check-docs/markdownlint';
import { checkParity } from './check-docs/parity';
import { checkPunctuation } from './check-docs/punctuation';
import { displayPath, formatFinding, type CheckResult } from './check-docs/result';
import { checkSamples } from './check-docs/samples';
import { checkQuotedSiteFiles } from './check-docs/site-files';
import { checkSpelling } from './check-docs/spelling';
import { checkStaleness } from './check-docs/staleness';
import { checkTerminology } from './check-docs/terminology';
import { checkTypography } from './check-docs/typography';
import { checkUiTexts } from './check-docs/ui-texts';
import { DOCS } from '../lib/pages';

function contentReport(docsDir: string, strict: boolean): CheckResult {
  const findings = findThinPages(docsDir);
  if (!strict) {
    return {
      name: 'content',
      summary: `${findings.length} placeholder or thin page(s), listed by npm run check:content (not a failure until it runs with --strict)`,
      failures: [],
      warnings: [],
    };
  }
  return {
    name: 'content',
    summary: `${findings.length} placeholder or thin page(s) (minimum ${MIN_WORDS.en} English words, ${MIN_WORDS.zh} Chinese characters)`,
    failures: findings.map(({ page, words, reason }) => ({
      file: displayPath(page.absolutePath),
      line: 1,
      message: `${reason}: ${words} ${page.locale === 'zh' ? 'characters' : 'words'}`,
    })),
    warnings: [],
  };
}

async function timed(check: () => CheckResult | Promise<CheckResult>): Promise<CheckResult & { seconds: number }> {
  const start = performance.now();
  const result = await check();
  return { ...result, seconds: (performance.now() - start) / 1000 };
}

function print(result: CheckResult & { seconds: number }): void {
  const mark = result.failures.length > 0 ? '✖' : '✔';
  const failures = result.failures.length > 0 ? `; ${result.failures.length} failure(s)` : '';
  console.log(`${mark} ${result.name.padEnd(12)} ${result.summary}${failures} (${result.seconds.toFixed(1)} s)`);
  for (const finding of [...result.failures, ...result.warnings]) console.log(`    ${formatFinding(finding)}`);
}

async function main() {
  const start = performance.now();
  const flag = process.argv.indexOf('--docs');
  const docsDir = flag > 0 ? path.resolve(process.argv[flag + 1]) : DOCS;
  const strict = process.argv.includes('--strict');
  const files = readDocFiles(docsDir);

  const results = [
    await timed(() => checkSamples(files)),
    await timed(() => checkCliCommands(files)),
    await timed(() => checkFrontmatter(files)),
    await timed(() => checkParity(files)),
    await timed(() => checkQuotedSiteFiles(files)),
    await timed(() => checkStaleness(files, docsDir)),
    await timed(() => checkSpelling(docsDir)),
    await timed(() => checkMarkdownlint(files, docsDir)),
    await timed(() => checkTypography(files)),
    await timed(() => checkTerminology(files)),
    await timed(() => checkPunctuation(files)),
    await timed(() => checkContainerTitles(files)),
    await timed(() => checkUiTexts()),
    await timed(() => checkHeadings(files)),
    // The error reference is held to the installed packages, which only this site's docs folder documents.
    ...(docsDir === DOCS ? [await timed(() => checkErrorReference(files))] : []),
    await timed(() => contentReport(docsDir, strict)),
  ];
  results.forEach(print);

  const failures = results.reduce((sum, result) => sum + result.failures.length, 0);
  const warnings = results.reduce((sum, result) => sum + result.warnings.length, 0);
  const failed = results.filter((result) => result.failures.length > 0).map((result) => result.name);
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `check:docs: ${failures} failure(s)${failed.length ? ` in ${failed.join(', ')}` : ''}, ${warnings} warning(s), ${files.length} files, ${seconds} s`,
  );
  if (failures > 0) process.exitCode = 1;
}

await main();
