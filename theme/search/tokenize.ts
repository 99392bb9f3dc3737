/**
 * Turns text into search terms, the same way for the index and for a query.
 *
 * Latin words: lower case, accents dropped; a camelCase or dotted key gives its whole form and its parts
 * (`themeConfig.nav` → themeconfig, theme, config, nav), so readers find it however they type it.
 * Chinese: each run of Han characters is cut into words by Intl.Segmenter and also into overlapping character
 * pairs. ICU's dictionary, the one both Chromium and Node use, splits many technical words (插件 → 插|件,
 * 多版本 → 多|版|本站); the pairs let 插件 or 多版本 still match, and BENCHMARKS.md compares both on the suite.
 */

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'do', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'its',
  'my', 'of', 'on', 'or', 'the', 'this', 'to', 'what', 'when', 'with', 'you', 'your',
  '的', '了', '是', '在', '和', '与', '及', '或', '把', '被', '也', '就', '都', '而', '并', '等', '从', '对', '到', '吗', '呢', '怎么', '如何',
]);

const HAN = /\p{Script=Han}/u;
// A word of letters and digits, with the dots of a config key (markdown.link.checkAnchors) kept inside it.
const WORD = /[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*/gu;

let segmenter: Intl.Segmenter | undefined;
const words = (text: string) => {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
};

/** The parts of a camelCase, snake_case or dotted name: `multiVersion.default` → multi, version, default. */
function nameParts(word: string): string[] {
  return word
    .split(/[._$]+/)
    .flatMap((piece) => piece.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .filter(Boolean);
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A plural's singular, roughly and the same way on both sides: containers → container, entries → entry. */
const singular = (term: string) =>
  term.length <= 3 || /(ss|us|is)$/.test(term) ? term : term.replace(/ies$/, 'y').replace(/s$/, '');

/** Splits a run that mixes Han and other letters into runs of one kind. */
function scriptRuns(word: string): string[] {
  return word.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? [];
}

function hanTerms(run: string, forQuery: boolean): string[] {
  // In a query, single characters of a longer run would match half the index; its pairs and words are enough.
  const terms = words(run).filter((word) => !forQuery || run.length === 1 || word.length > 1);
  for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
  if (run.length === 1) terms.push(run);
  return terms;
}

/** Every search term of `text`, in order, with repeats (the index counts them). */
export function tokenize(text: string, forQuery = false): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    for (const run of scriptRuns(match[0])) {
      if (HAN.test(run)) {
        terms.push(...hanTerms(run, forQuery));
        continue;
      }
      const parts = nameParts(run);
      terms.push(singular(fold(run.replace(/[._$]/g, ''))));
      if (parts.length > 1) for (const part of parts) terms.push(singular(fold(part)));
    }
  }
  return terms.filter((term) => !STOP_WORDS.has(term));
}

/**
 * The terms of a query, as for the index without repeats, and those of its last word, which the reader may still
 * be typing and which therefore also match as a prefix.
 */
export function queryTerms(query: string): { terms: string[]; typing: Set<string> } {
  const lastWord = /\S*$/.exec(query.trimEnd())?.[0] ?? '';
  return { terms: [...new Set(tokenize(query, true))], typing: new Set(tokenize(lastWord, true)) };
}

export const isHanTerm = (term: string) => HAN.test(term);
