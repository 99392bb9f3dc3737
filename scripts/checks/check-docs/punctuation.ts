// check:docs `punctuation`: delete the space the message points at, or write “” (‘’ inside).
//
// Weighed against autocorrect (./typography.ts): its `no-space-fullwidth` rule also reports a plain space after
// full-width punctuation (`你好。 世界`), so that case shows under both checks. It misses the space after a bold or
// italic lead-in (`**先构建。** 然后`), a tab, and a space before inline code, and it has no rule for corner or straight
// quotes. Rule 1 below is kept whole rather than narrowed to those gaps: one pattern over the masked prose cannot
// miss a form autocorrect later stops reporting, and the overlap costs a second line for the same space.
import type { DocFile } from './doc-files';
import { proseLines, quote } from './prose-lines';
import type { CheckResult, Finding } from './result';

interface Rule {
  pattern: RegExp;
  message: (found: string) => string;
}

/**
 * A space after full-width punctuation, also after the closing `**` of a bold lead-in (`。** `), except before a
 * table pipe; quotes other than “” (corner quotes, straight quotes around Chinese text).
 */
const RULES: Rule[] = [
  {
    pattern: /[，。、；：？！）》】”][*_~]*[ \t\u3000]+(?=[^\s|])/g,
    message: (found) => `space after full-width punctuation in "${found}": remove it (${JSON.stringify(found.trimEnd())})`,
  },
  {
    pattern: /[「」『』]/g,
    message: (found) => `"${found}": write “” for quotes (‘’ inside them)`,
  },
  {
    pattern: /(?<![=\w])"[^"\n]*[\u3400-\u9fff][^"\n]*"/g,
    message: (found) => `straight quotes around Chinese text in ${found}: write “${found.slice(1, -1)}”`,
  },
];

export function checkPunctuation(files: DocFile[]): CheckResult {
  const pages = files.filter((doc) => doc.locale === 'zh');
  const failures: Finding[] = [];
  for (const doc of pages) {
    for (const line of proseLines(doc)) {
      // A frontmatter value may need YAML's straight quotes.
      const rules = line.kind === 'frontmatter' ? RULES.slice(0, 2) : RULES;
      for (const rule of rules) {
        for (const match of line.prose.matchAll(rule.pattern)) {
          failures.push({ file: doc.display, line: line.line, message: rule.message(quote(line, match.index, match[0].length)) });
        }
      }
    }
  }
  return {
    name: 'punctuation',
    summary: `${pages.length} Chinese pages checked for spaces after full-width punctuation and for quotes other than “”`,
    failures,
    warnings: [],
  };
}
