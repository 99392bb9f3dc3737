// check:docs `typography`: autocorrect's rules on the prose of docs/zh. Write the text the message gives after
// "should read".
import { lintFor } from 'autocorrect-node';
import { keepLines } from '../../lib/markdown';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

/**
 * Chinese typography of the prose of docs/zh with autocorrect's default rules: spaces between CJK and
 * Latin words or numbers, full-width punctuation in Chinese sentences. Code is blanked first, because
 * autocorrect also rewrites strings and comments inside code blocks, which must stay as the English page has them.
 */
export function checkTypography(files: DocFile[]): CheckResult {
  const pages = files.filter((doc) => doc.locale === 'zh');
  const failures: Finding[] = pages.flatMap((doc) =>
    lintFor(keepLines(doc.page, ['frontmatter', 'prose']), 'page.md').lines.map((result) => ({
      file: doc.display,
      line: result.l,
      message: `${JSON.stringify(result.old)} should read ${JSON.stringify(result.new)}`,
    })),
  );
  return {
    name: 'typography',
    summary: `${pages.length} Chinese pages checked with autocorrect (CJK/Latin spacing, full-width punctuation)`,
    failures,
    warnings: [],
  };
}
