// Gives every Chinese heading the explicit `{#id}` of the English heading in the same place, which the parity check
// of npm run check:docs requires. Idempotent: a heading that already has the right id is left as it is; a wrong id
// is replaced. A page whose headings differ in number or level from its English page is skipped and named.
// Run: npx tsx scripts/generators/add-heading-ids.ts                    rewrites docs/zh
//      npx tsx scripts/generators/add-heading-ids.ts --docs <folder>    another docs folder (with en/ and zh/)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDocFiles } from '../checks/check-docs/doc-files';
import { headingIds } from '../checks/check-docs/heading-ids';
import { scanMarkdown } from '../../config/markdown-scan';
import { DOCS } from '../lib/pages';

/** The Chinese page with the English page's heading ids written as `{#id}`, or why that is not possible. */
export function withHeadingIds(enSource: string, zhSource: string): { source: string; changed: number } | { error: string } {
  const en = headingIds(scanMarkdown(enSource));
  const zhPage = scanMarkdown(zhSource);
  const zh = headingIds(zhPage);
  if (en.length !== zh.length || en.some((heading, i) => heading.depth !== zh[i].depth)) {
    return { error: `its headings (${zh.map((h) => `h${h.depth}`).join(' ')}) differ from the English page's (${en.map((h) => `h${h.depth}`).join(' ')})` };
  }
  const lines = [...zhPage.lines];
  let changed = 0;
  zh.forEach((heading, i) => {
    if (heading.explicit === en[i].id) return;
    const line = lines[heading.line - 1];
    const closing = /(\s+#+)?\s*$/.exec(line.replace(/\s*\\?\{#.*\}/, ''))?.[0] ?? '';
    const text = line.replace(/\s*\\?\{#.*\}/, '').slice(0, line.replace(/\s*\\?\{#.*\}/, '').length - closing.length);
    lines[heading.line - 1] = `${text} {#${en[i].id}}`;
    changed++;
  });
  return { source: lines.join('\n'), changed };
}

function main() {
  const flag = process.argv.indexOf('--docs');
  const docsDir = flag > 0 ? path.resolve(process.argv[flag + 1]) : DOCS;
  const files = readDocFiles(docsDir);
  const enByFile = new Map(files.filter((doc) => doc.locale === 'en').map((doc) => [doc.file, doc]));
  let headings = 0;
  let pages = 0;
  for (const zh of files.filter((doc) => doc.locale === 'zh')) {
    const en = enByFile.get(zh.file);
    if (!en) continue;
    const result = withHeadingIds(en.source, zh.source);
    if ('error' in result) {
      console.error(`${zh.display}: skipped: ${result.error}`);
      process.exitCode = 1;
      continue;
    }
    if (result.changed === 0) continue;
    writeFileSync(zh.absolutePath, result.source);
    console.log(`${zh.display}: ${result.changed} heading id(s) written`);
    headings += result.changed;
    pages++;
  }
  console.log(`add-heading-ids: ${headings} heading id(s) written in ${pages} page(s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
