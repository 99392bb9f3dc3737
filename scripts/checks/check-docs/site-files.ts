import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { ROOT } from '../../lib/pages';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

// A page that shows "this site's" _nav.json or _meta.json must show the whole file as it is: two such samples
// drifted from the files they quote without anyone noticing. Other files (the config, the theme) are quoted in
// excerpts, which this cannot compare.
// To fix, copy the file into the block again, or introduce the block as an example rather than as this site's file.
const SAYS_THIS_SITE = /this site|本站/i;
const TITLE = /\btitle="([^"]*\/_(?:nav|meta)\.json)"/;

/** The paragraph right above line `index` (0-based), blank lines skipped. */
function paragraphAbove(lines: string[], index: number): string {
  let end = index - 1;
  while (end >= 0 && lines[end].trim() === '') end--;
  let start = end;
  while (start > 0 && lines[start - 1].trim() !== '') start--;
  return end >= 0 ? lines.slice(start, end + 1).join(' ') : '';
}

function sameJson(quoted: string, actual: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(quoted), JSON.parse(actual));
  } catch {
    return false;
  }
}

export function checkQuotedSiteFiles(files: DocFile[]): CheckResult {
  const failures: Finding[] = [];
  let quoted = 0;
  for (const file of files) {
    for (const block of file.page.blocks) {
      const title = TITLE.exec(block.meta)?.[1];
      if (!title) continue;
      const target = path.join(ROOT, title);
      // block.line is the first code line, 1-based; the fence is the line before it.
      const fenceIndex = block.line - 2;
      if (!existsSync(target) || !SAYS_THIS_SITE.test(paragraphAbove(file.page.lines, fenceIndex))) continue;
      quoted++;
      if (!sameJson(block.code, readFileSync(target, 'utf8'))) {
        failures.push({
          file: file.display,
          line: fenceIndex + 1,
          message: `the block is introduced as this site's ${title}, but it differs from that file: copy the file again or stop calling it this site's`,
        });
      }
    }
  }
  return {
    name: 'site nav',
    summary: `${quoted} code block(s) quoting this site's _nav.json or _meta.json compared with the file`,
    failures,
    warnings: [],
  };
}
