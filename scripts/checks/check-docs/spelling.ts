// check:docs `spelling`: cspell with cspell.json over English prose and code in docs/en and over code blocks in
// docs/zh; British and American spellings both pass. Fix the typo; add a real term (a product, a package, part of an
// identifier) to cspell-words.txt, never a misspelling.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint } from 'cspell';
import { ROOT } from '../../lib/pages';
import { displayPath, type CheckResult, type Finding } from './result';

const CONFIG = path.join(ROOT, 'cspell.json');
const DICTIONARY = path.join(ROOT, 'cspell-words.txt');

/** The entries of the project dictionary: one a line, `#` starts a comment line. */
export function dictionaryWords(): string[] {
  return readFileSync(DICTIONARY, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** cspell with the project config: English prose and code in docs/en, code blocks in docs/zh (cspell.json says how). */
export async function checkSpelling(docsDir: string): Promise<CheckResult> {
  const failures: Finding[] = [];
  const errors: string[] = [];
  const result = await lint(
    ['en/**/*.{md,mdx}', 'zh/**/*.{md,mdx}'],
    { config: CONFIG, root: docsDir, progress: false, summary: false },
    {
      issue: (issue) => {
        const file = issue.uri ? displayPath(fileURLToPath(issue.uri)) : '?';
        const suggestions = issue.suggestions?.slice(0, 3).join(', ');
        failures.push({
          file,
          line: issue.row,
          message: `unknown word "${issue.text}"${suggestions ? ` (did you mean ${suggestions}?)` : ''}; fix it, or add a real term to cspell-words.txt`,
        });
      },
      error: (message, error) => errors.push(`${message}: ${error.message}`),
    },
  );
  if (errors.length > 0) throw new Error(`cspell failed: ${errors.join('; ')}`);
  return {
    name: 'spelling',
    summary: `${result.files} pages spell-checked with cspell (English prose and code, code blocks of zh pages), ${dictionaryWords().length} words in cspell-words.txt`,
    failures,
    warnings: [],
  };
}
