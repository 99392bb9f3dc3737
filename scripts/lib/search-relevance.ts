// The relevance suite's arithmetic: runs each query of scripts/lib/search-queries/ through a ranking function and scores where the
// first page that answers it comes. Used by scripts/checks/check-search.ts and the search candidates of the bench.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { heldOutQueries } from './search-queries/held-out-queries';
import type { Locale } from './pages';
import type { QuerySet, RelevanceQuery } from './search-queries/query-set';
import { tuningQueries } from './search-queries/tuning-queries';
import { searchIndexFiles } from './first-load';

export const HALVES: Record<'tuning' | 'held-out', QuerySet> = { tuning: tuningQueries, 'held-out': heldOutQueries };

/** Distinct page routes, best first, as a search shows them for a query. */
export type Ranker = (query: string) => string[];

export interface Relevance {
  queries: number;
  recallAt1: number;
  recallAt3: number;
  mrr: number;
  /** The queries whose answer is not in the first three pages, with the pages shown instead. */
  misses: { query: string; expected: string[]; got: string[] }[];
}

const localized = (locale: Locale, route: string) => (locale === 'en' ? route : `/${locale}${route}`);

export function evaluate(rank: Ranker, queries: RelevanceQuery[], locale: Locale): Relevance {
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  const misses: Relevance['misses'] = [];
  for (const [query, ...answers] of queries) {
    const expected = answers.map((route) => localized(locale, route));
    const got = rank(query);
    const position = got.findIndex((route) => expected.includes(route));
    if (position === 0) at1++;
    if (position >= 0 && position < 3) at3++;
    else misses.push({ query, expected, got: got.slice(0, 3) });
    if (position >= 0) reciprocal += 1 / (position + 1);
  }
  const n = queries.length;
  return { queries: n, recallAt1: at1 / n, recallAt3: at3 / n, mrr: reciprocal / n, misses };
}

/** The pages of Rspress's search index for a locale, as the browser downloads them. */
export function readSearchIndex(buildDir: string, locale: Locale): { file: string; pages: unknown[] } {
  const file = searchIndexFiles(buildDir)[locale];
  if (!file) throw new Error(`${buildDir}: no static/search_index.${locale}.*.json; build the site first (npm run build)`);
  const pages = JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));
  if (!Array.isArray(pages)) throw new Error(`${path.join(buildDir, file)}: expected an array of pages`);
  return { file, pages };
}

/** Distinct routes in the order of their first hit. */
export function distinctRoutes(routes: string[]): string[] {
  return [...new Set(routes)];
}

export const percent = (value: number) => value.toFixed(3);
