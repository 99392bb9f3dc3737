import type { Locale } from '../pages';

/**
 * The relevance suite's query type. Each query is written the way a reader types it and names every page that
 * answers it, as a route path without the locale prefix ('/guide/basic/deploy'; the Chinese half is looked up
 * under /zh). A query counts as found at rank n when one of its pages is the n-th distinct page in the results.
 */
export type RelevanceQuery = [query: string, ...answers: string[]];
export type QuerySet = Record<Locale, RelevanceQuery[]>;
