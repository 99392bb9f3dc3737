/**
 * The stem of an English word's inflections, so that "customizing the theme" finds pages that say "customize" and
 * "upgrading" finds "upgrade": steps 1b and 5 of the Porter stemmer (-ed, -ing, a final e, a final ll), plus -ied → y.
 * Derivations (-ation, -ize, -ment) stay apart: the full algorithm conflates "local" with "localization" and
 * "general" with "generate", which costs more than it finds in a documentation site. Plurals and British spellings are
 * folded before this (tokenize.ts).
 *
 * The stem is an extra term next to the word, not instead of it: a word still being typed matches as a prefix of the
 * words in the index, which a stem would break ("installa" begins "installation", not its stem).
 */

const isConsonant = (word: string, i: number): boolean => {
  const letter = word[i];
  if ('aeiou'.includes(letter)) return false;
  return letter !== 'y' || i === 0 || !isConsonant(word, i - 1);
};

/** Porter's measure m: the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let m = 0;
  for (let i = 1; i < stem.length; i++) if (isConsonant(stem, i) && !isConsonant(stem, i - 1)) m++;
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));

/** Consonant, vowel, consonant at the end, the last not w, x or y: hop, theme's "them". */
const endsCvc = (stem: string) => {
  const n = stem.length;
  return n >= 3 && isConsonant(stem, n - 3) && !isConsonant(stem, n - 2) && isConsonant(stem, n - 1) && !'wxy'.includes(stem[n - 1]);
};

const endsDoubleConsonant = (stem: string) => {
  const n = stem.length;
  return n >= 2 && stem[n - 1] === stem[n - 2] && isConsonant(stem, n - 1);
};

/** Porter step 1b, with -ied first: agreed → agree, linking → link, mapped → map, theming → theme. */
function dropInflection(word: string): string {
  if (word.endsWith('ied') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  const suffix = word.endsWith('ing') ? 3 : word.endsWith('ed') ? 2 : 0;
  const stem = word.slice(0, word.length - suffix);
  if (suffix === 0 || !hasVowel(stem)) return word;
  if (/(at|bl|iz)$/.test(stem)) return `${stem}e`;
  if (endsDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
  return stem;
}

/** Porter step 5: a final e after a long stem, and a final ll, go: upgrade → upgrad, install → instal. */
function dropEnding(word: string): string {
  let stem = word;
  if (stem.endsWith('e')) {
    const before = stem.slice(0, -1);
    const m = measure(before);
    if (m > 1 || (m === 1 && !endsCvc(before))) stem = before;
  }
  if (stem.endsWith('ll') && measure(stem) > 1) stem = stem.slice(0, -1);
  return stem;
}

/** The stem of a folded Latin term; other terms (Chinese pairs, names with digits, short words) as they are. */
export function stem(term: string): string {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return term;
  const stemmed = dropEnding(dropInflection(term));
  // "using" and "used" would become "us".
  return stemmed.length < 3 ? term : stemmed;
}
