// check:docs `punctuation`: fix what the message names: delete the space, write “” (‘’ inside), or write the mark it gives.
//
// Weighed against autocorrect (./typography.ts): its `no-space-fullwidth` rule also reports a plain space after
// full-width punctuation (`你好。 世界`), so that case shows under both checks. It misses the space after a bold or
// italic lead-in (`**先构建。** 然后`), a tab, and a space before inline code, and it has no rule for corner or straight
// quotes. Rule 1 below is kept whole rather than narrowed to those gaps: one pattern over the masked prose cannot
// miss a form autocorrect later stops reporting, and the overlap costs a second line for the same space.
import type { DocFile } from './doc-files';
import { MASK, proseLines, quote, type ProseLine } from './prose-lines';
import type { CheckResult, Finding } from './result';

interface Rule {
  pattern: RegExp;
  message: (found: string) => string;
  /** False for the rules about straight quotes: a frontmatter value may need YAML's. */
  inFrontmatter?: false;
}

/**
 * A space after full-width punctuation, also after the closing `**` of a bold lead-in (`。** `), except before a
 * table pipe; quotes other than “” (corner quotes, straight quotes around or beside Chinese text); a half-width full
 * stop or comma after a quote that closes in a Chinese sentence (`结果 "x". 换`: autocorrect fixes `结果. 换`, not this);
 * a space before `%` (`30 %` is English style); a single `…`, where Chinese writes `……`.
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
    inFrontmatter: false,
  },
  {
    pattern: /[\u3400-\u9fff][ \t]*"[^"\n\u3400-\u9fff]*"|"[^"\n\u3400-\u9fff]*"[ \t]*[\u3400-\u9fff]/g,
    message: (found) => `straight quotes in a Chinese sentence in "${found}": write “” and no space around them`,
    inFrontmatter: false,
  },
  {
    pattern: /(?<=[\u3400-\u9fff][ \t]*["“][^"”\n]{1,80}["”])[.,;:!?]/g,
    message: (found) => `half-width "${found}" after a quote in a Chinese sentence: write the full-width mark (。，；：！？)`,
    inFrontmatter: false,
  },
  {
    pattern: /(?<![\d.])\d+(?:\.\d+)?[ \t]+[%％]/g,
    message: (found) => `"${found}": no space before % in Chinese (${found.replace(/[ \t]+/, '')})`,
  },
  {
    pattern: /(?<=[\u3400-\u9fff])…(?!…)/g,
    message: () => `"…": write the Chinese ellipsis ……`,
  },
];

// A part of a cell that holds one of these is a clause ("已声明，但默认主题未使用"), not an item of a list.
const CLAUSE =
  /[但也会是否可在时则为把被请不没若如即就并而用由让按设从到仅只要需取于将能还都又再使称指给向对跟比除有见已应]|之[前后上下间]|以及|或者|包括|例如|比如|否则|所以|因此|然后|相同|支持|连同/;

/**
 * Lists in table cells separated with ， where Chinese writes 、: "浅色模式下的链接颜色，页面标签页，编辑链接". A cell
 * (after a "label：" lead and without its parenthesised asides) is read as a list when it is one sentence of parts
 * joined by ，, none holding a clause word; a cell of two parts also needs both to end in a Han character and one to be
 * a "…的…" noun phrase, since "钩子，私有" or "内置，默认开启" pair a noun with a remark, not two items.
 */
function listsInTableCells(line: ProseLine): string[] {
  if (!line.prose.trimStart().startsWith('|')) return [];
  const messages: string[] = [];
  let column = line.prose.indexOf('|') + 1;
  for (const cell of line.prose.split(/(?<!\\)\|/).slice(1, -1)) {
    const body = cell
      .replace(/（[^）]*）/g, '')
      .trim()
      .replace(/。$/, '')
      .replace(/^[^，：]*：/, '');
    const parts = body.split('，').map((part) => part.replaceAll(MASK, 'x').trim());
    const isList =
      !/[。；;：]/.test(body) &&
      parts.length >= 2 &&
      parts.every((part) => part && !CLAUSE.test(part)) &&
      (parts.length > 2 || (parts.every((part) => /[\u3400-\u9fff]$/.test(part)) && parts.some((part) => part.includes('的'))));
    if (isList) messages.push(`a list in a table cell separated with ，: separate its items with 、 ("${quote(line, column, cell.length).trim()}")`);
    column += cell.length + 1;
  }
  return messages;
}

export function checkPunctuation(files: DocFile[]): CheckResult {
  const pages = files.filter((doc) => doc.locale === 'zh');
  const failures: Finding[] = [];
  for (const doc of pages) {
    for (const line of proseLines(doc)) {
      const rules = line.kind === 'frontmatter' ? RULES.filter((rule) => rule.inFrontmatter !== false) : RULES;
      for (const rule of rules) {
        for (const match of line.prose.matchAll(rule.pattern)) {
          failures.push({ file: doc.display, line: line.line, message: rule.message(quote(line, match.index, match[0].length)) });
        }
      }
      for (const message of listsInTableCells(line)) failures.push({ file: doc.display, line: line.line, message });
    }
  }
  return {
    name: 'punctuation',
    summary: `${pages.length} Chinese pages checked for spaces after full-width punctuation, quotes other than “”, half-width marks after quotes, spaces before %, single …, and lists in table cells`,
    failures,
    warnings: [],
  };
}
