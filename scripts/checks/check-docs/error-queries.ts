import path from 'node:path';
import type { DocFile } from './doc-files';
import { type Inventory, messageKey, QUOTED_LIBRARIES, readExclusions, readInventory } from './error-inventory';
import { patternRegExp, quotedMessages } from './error-reference';

/**
 * The pasted-message half of the search relevance suite (npm run check:search): for every message of the inventory
 * that the reference documents, and every message of a quoted library (Shiki's) that an entry quotes, the words a
 * reader pastes into the search box and the entries that must come back in the first three results, in each locale.
 */

const PLACEHOLDER = /<[A-Za-z_$][\w.$-]*>/g;
const MAX_WORDS = 10;
/** Fewer words than this before the first placeholder name no message: `Page "<route>" SSG rendering failed.` */
const MIN_WORDS = 3;

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

/**
 * What a reader pastes: the message's words up to its first placeholder, at most ten. When that leaves fewer than
 * three words, because the message starts with a value (`<package> not found:`) or names one at once
 * (`The plugin "<name>" has been registered`), the message's first ten words without its placeholders.
 */
export function pastedQuery(headline: string): string {
  const before = wordsOf(headline.split(PLACEHOLDER)[0]);
  const words = before.length >= MIN_WORDS ? before : wordsOf(headline.replace(PLACEHOLDER, ' '));
  return words.slice(0, MAX_WORDS).join(' ');
}

export interface EntryRef {
  /** The route with its locale prefix, as the search index has it: /zh/guide/troubleshooting/errors-ssg. */
  route: string;
  anchor: string;
}

export interface PastedMessageQuery {
  locale: string;
  headline: string;
  query: string;
  /** The entries that quote the message; any of them in the first three results counts. */
  entries: EntryRef[];
}

function routeOf(doc: DocFile): string {
  const route = `/${doc.file.replace(/\.mdx?$/, '').split(path.sep).join('/')}`;
  return doc.locale === 'en' ? route : `/${doc.locale}${route}`;
}

/** One query per documented message and locale. */
export function pastedMessageQueries(
  files: DocFile[],
  inventory: Inventory = readInventory(),
  libraries: Inventory = readInventory(undefined, QUOTED_LIBRARIES),
): PastedMessageQuery[] {
  const excluded = new Set(readExclusions().exclusions.map((exclusion) => messageKey(exclusion.message)));
  const quotes = quotedMessages(files).filter((quote) => quote.anchor);
  const locales = [...new Set(quotes.map((quote) => quote.doc.locale))];
  const queryOf = (locale: string, headline: string): PastedMessageQuery => {
    const pattern = patternRegExp(headline);
    const entries = quotes
      .filter((quote) => quote.doc.locale === locale && pattern.test(quote.headline.replace(/\s+/g, ' ').trim()))
      .map((quote) => ({ route: routeOf(quote.doc), anchor: quote.anchor as string }));
    return { locale, headline, query: pastedQuery(headline), entries };
  };
  return locales.flatMap((locale) => [
    ...inventory.messages.filter((message) => !excluded.has(messageKey(message.headline))).map((message) => queryOf(locale, message.headline)),
    // A library prints many messages; only those an entry quotes are promised.
    ...libraries.messages.map((message) => queryOf(locale, message.headline)).filter((query) => query.entries.length > 0),
  ]);
}
