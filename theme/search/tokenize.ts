/**
 * Turns text into search terms, the same way for the index and for a query.
 *
 * Latin words: lower case, accents dropped, plurals and British spellings folded; a camelCase or dotted key gives its
 * whole form and its parts (`themeConfig.nav` → themeconfig, theme, config, nav), so readers find it however they
 * type it.
 * Chinese: each run of Han characters is cut into its overlapping character pairs (插件配置 → 插件, 件配, 配置), the bigram
 * indexing of CJK search engines; a run of one character stays whole. Intl.Segmenter words and single characters on
 * top of the pairs did not raise held-out recall, nearly doubled the time to build the Chinese index in the browser,
 * and would make results depend on each browser's word dictionary; BENCHMARKS.md has the figures.
 * Chinese words that readers type and the pages avoid are read as the pages' words first (./reader-words.ts).
 */

import { pageWording } from './reader-words';

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'do', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'its',
  'my', 'of', 'on', 'or', 'the', 'this', 'to', 'versus', 'vs', 'what', 'when', 'with', 'you', 'your',
  '的', '了', '是', '在', '和', '与', '及', '或', '把', '被', '也', '就', '都', '而', '并', '等', '从', '对', '到', '吗', '呢', '怎么', '如何',
]);

const HAN = /\p{Script=Han}/u;
// A word of letters and digits, with the dots of a config key (markdown.link.checkAnchors) kept inside it.
const WORD = /[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*/gu;

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

/**
 * British spellings as American ones, the same way on both sides: the pages write "colour" in prose and `color` in
 * CSS, and readers type either.
 */
const american = (term: string) =>
  term
    .replace(/^(colo|behavio|favo|flavo|hono|labo)ur/, '$1r')
    .replace(/^(custom|initial|normal|organ|recogn|optim|local|summar|serial|special|minim|capital|visual)is(e|ed|es|ing|ation)$/, '$1iz$2')
    .replace(/^(cent|met|fib)re$/, '$1er')
    .replace(/^grey$/, 'gray')
    .replace(/^licence$/, 'license');

/** A Latin word as the index holds it: folded, singular, American. */
const latinTerm = (word: string) => american(singular(fold(word)));

/** Splits a run that mixes Han and other letters into runs of one kind. */
function scriptRuns(word: string): string[] {
  return word.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? [];
}

function hanTerms(run: string): string[] {
  // A run's pairs stand for its characters too: a single character typed matches the pairs it starts as a prefix.
  const terms = run.length === 1 ? [run] : [];
  for (let i = 0; i + 1 < run.length; i++) terms.push(run.slice(i, i + 2));
  return terms;
}

/** Every search term of `text`, in order, with repeats (the index counts them). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of pageWording(text).matchAll(WORD)) {
    for (const run of scriptRuns(match[0])) {
      if (HAN.test(run)) {
        terms.push(...hanTerms(run));
        continue;
      }
      const parts = nameParts(run);
      terms.push(latinTerm(run.replace(/[._$]/g, '')));
      if (parts.length > 1) for (const part of parts) terms.push(latinTerm(part));
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
  return { terms: [...new Set(tokenize(query))], typing: new Set(tokenize(lastWord)) };
}

export const isHanTerm = (term: string) => HAN.test(term);
