// check:docs `markdownlint`: markdownlint-cli2 with .markdownlint-cli2.jsonc (each rule it turns off says why) over
// docs/**/*.{md,mdx}. The rule id in a message (MD037/no-space-in-emphasis) names the problem.
import path from 'node:path';
import { main, type LintResult } from 'markdownlint-cli2';
import { maskInlineCode } from '../../lib/markdown';
import { ROOT } from '../../lib/pages';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

const CONFIG = path.join(ROOT, '.markdownlint-cli2.jsonc');

/**
 * The page with its MDX comments (`{/* note *\/}`) turned into the HTML comments markdownlint knows, lines
 * kept: they are not Markdown, and their asterisks would read as emphasis. Comments shown as code stay.
 */
export function withMdxCommentsAsHtml({ source, page }: DocFile): string {
  const prose = page.lines.map((line, i) => (page.kinds[i] === 'prose' ? maskInlineCode(line) : ' '.repeat(line.length))).join('\n');
  let result = '';
  let last = 0;
  for (const match of prose.matchAll(/\{\/\*[\s\S]*?\*\/\}/g)) {
    const end = match.index + match[0].length;
    result += `${source.slice(last, match.index)}<!--${source.slice(match.index + 3, end - 3)}-->`;
    last = end;
  }
  return result + source.slice(last);
}

/** markdownlint-cli2 with the project config over every page, with MDX comments read as HTML comments. */
export async function checkMarkdownlint(files: DocFile[], docsDir: string): Promise<CheckResult> {
  const results: LintResult[] = [];
  const messages: string[] = [];
  await main({
    directory: docsDir,
    argv: ['--config', CONFIG, '**/*.{md,mdx}'],
    fileContents: Object.fromEntries(files.map((doc) => [doc.absolutePath, withMdxCommentsAsHtml(doc)])),
    optionsOverride: { outputFormatters: [[({ results: found }) => results.push(...found)]] },
    logMessage: (message) => messages.push(message),
    logError: (message) => messages.push(message),
  });
  const failures: Finding[] = results.map((result) => {
    const doc = files.find((file) => file.absolutePath === path.resolve(docsDir, result.fileName));
    const detail = [result.errorDetail, result.errorContext && `[${result.errorContext}]`].filter(Boolean).join(' ');
    return {
      file: doc?.display ?? result.fileName,
      line: result.lineNumber,
      message: `${result.ruleNames.join('/')} ${result.ruleDescription}${detail ? ` ${detail}` : ''}`,
    };
  });
  const linted = messages.map((message) => /Linting: (\d+) file/.exec(message)?.[1]).find(Boolean) ?? '?';
  return {
    name: 'markdownlint',
    summary: `${linted} files linted with markdownlint-cli2 (.markdownlint-cli2.jsonc), MDX comments read as HTML comments`,
    failures,
    warnings: [],
  };
}
