// check:docs `headings`: English h1 to h4 headings and frontmatter titles are in sentence case: the first word
// capitalised, the others lower case unless they are acronyms (API, URLs), code-like names (useI18n) or capitalised
// entries of cspell-words.txt. Inline code and quoted UI labels are left alone. To fix, lower-case the word, put an
// option or file name in backticks, or add a real proper noun to cspell-words.txt.
//
// Kept home-made. markdownlint (kept) has no case rule; its MD044 only enforces the spelling of listed names.
// markdownlint-rule-title-case-style (installable, 0.4.3) does sentence case, but it needs the proper nouns copied into
// its own ignore list (cspell-words.txt is the one list here), reads neither frontmatter titles nor inline HTML, and
// takes its options only from a .mjs config. This is seventy lines on the scanner the other checks share.
import { headingsOf } from '../../lib/markdown';
import { splitFrontmatter } from '../../lib/pages';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';
import { dictionaryWords } from './spelling';

/** The capitalised words of the project dictionary are the proper nouns that keep their capital in a heading. */
function readProperNouns(): Set<string> {
  return new Set(dictionaryWords().filter((word) => /^[A-Z]/.test(word)));
}

/** Names of more than one word; cspell's word list holds single words. */
const PROPER_PHRASES = ['GitHub Pages', 'Open Graph', 'React Router'];

/**
 * The words of a heading that are prose: inline code, quoted UI labels ("Copy Markdown"), known
 * multi-word names, ids, link targets, tags, emphasis and a leading step number are not.
 */
function proseWords(text: string): { words: string[]; startsVerbatim: boolean } {
  let plain = text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}(?=\S)|(?<=\S)[*_]{1,2}/g, '')
    .replace(/^\s*\d+\.\s+/, '');
  for (const phrase of PROPER_PHRASES) plain = plain.replaceAll(phrase, '`phrase`');
  const startsVerbatim = /^\s*[`"“]/.test(plain);
  const words = plain
    .replace(/(`+)[^`](?:.*?[^`])?\1|"[^"]*"|“[^”]*”/g, ' ')
    .split(/[\s/]+|(?<=\w)-(?=\w)/)
    .map((word) => word.replace(/^[^\w]+|[^\w.]+$|\.$/g, ''))
    .filter(Boolean);
  return { words, startsVerbatim };
}

/** A word that may keep capitals mid-sentence: a listed proper noun, an acronym (`API`, `URLs`), or a code-like name (`useI18n`). */
function keepsCapitals(word: string, properNouns: Set<string>): boolean {
  return properNouns.has(word) || /^[A-Z0-9]{2,}s?$/.test(word) || /^.+[A-Z]/.test(word) || word === 'I';
}

/**
 * Why a heading is not in sentence case, or undefined when it is. A first word with a digit or a dot
 * (`i18n`, `llms.txt`) is a name that is written in lower case.
 */
function sentenceCaseProblem(text: string, properNouns: Set<string>): string | undefined {
  const { words, startsVerbatim } = proseWords(text);
  const [first, ...rest] = words;
  if (first && !startsVerbatim && /^[a-z]/.test(first) && !properNouns.has(first) && !/\d|\./.test(first)) {
    return `the first word "${first}" should start with a capital letter`;
  }
  const titleCased = rest.filter((word) => /^[A-Z]/.test(word) && !keepsCapitals(word, properNouns));
  if (titleCased.length === 0) return undefined;
  return `use sentence case: ${titleCased.map((word) => `"${word}"`).join(', ')} should be lower case (a proper noun goes in cspell-words.txt)`;
}

export function checkHeadings(files: DocFile[]): CheckResult {
  const properNouns = readProperNouns();
  const failures: Finding[] = [];
  let checked = 0;
  for (const doc of files.filter((file) => file.locale === 'en')) {
    const titleIndex = doc.page.kinds[0] === 'frontmatter' ? doc.page.lines.findIndex((line) => /^title:/.test(line)) : -1;
    const title = splitFrontmatter(doc.source).frontmatter.title;
    const headings = headingsOf(doc.page).filter(({ depth }) => depth <= 4);
    const texts = [...(title && titleIndex >= 0 ? [{ text: title, line: titleIndex + 1 }] : []), ...headings];
    for (const { text, line } of texts) {
      checked++;
      const problem = sentenceCaseProblem(text, properNouns);
      if (problem) failures.push({ file: doc.display, line, message: `"${text}": ${problem}` });
    }
  }
  return {
    name: 'headings',
    summary: `${checked} English h1-h4 headings and frontmatter titles checked for sentence case, with ${properNouns.size} proper nouns from cspell-words.txt`,
    failures,
    warnings: [],
  };
}
