// The search relevance suite (npm run check:search): runs every query of scripts/lib/search-queries/ through theme/search/engine.ts,
// the engine the browser runs, over the search index files of the build (doc_build/, or the folder given as the first
// argument), and prints recall@1, recall@3 and MRR per locale for the tuning and the held-out half. Exits 1 when
// recall@3 of the held-out half is below 0.95 in either locale, and lists the queries it missed.
// Then the pasted messages (check-docs/error-queries.ts): each message of the error reference, typed as a reader
// pastes it, must bring its entry (the page and the heading) into the first three results; prints recall@3 per locale
// and exits 1 below REQUIRED_MESSAGE_RECALL, listing the messages it missed.
import path from 'node:path';
import { createEngine, type SearchEngine } from '../../theme/search/engine';
import type { IndexedPage } from '../../theme/search/sections';
import { LOCALES } from '../lib/pages';
import { distinctRoutes, evaluate, HALVES, percent, readSearchIndex } from '../lib/search-relevance';
import { readDocFiles } from './check-docs/doc-files';
import { pastedMessageQueries } from './check-docs/error-queries';

const REQUIRED_RECALL_AT_3 = 0.95;
/** Every pasted message finds its entry: the promise of the error reference. */
const REQUIRED_MESSAGE_RECALL = 1;
const buildDir = path.resolve(process.argv[2] ?? 'doc_build');

let failed = false;
const engines = new Map<string, SearchEngine>(
  LOCALES.map((locale) => [locale, createEngine(readSearchIndex(buildDir, locale).pages as IndexedPage[])]),
);
console.log('half      locale  queries  recall@1  recall@3  MRR');
for (const locale of LOCALES) {
  const engine = engines.get(locale) as SearchEngine;
  const rank = (query: string) => distinctRoutes(engine.search(query).map((hit) => hit.section.route));
  for (const [half, queries] of Object.entries(HALVES)) {
    const result = evaluate(rank, queries[locale], locale);
    console.log(
      `${half.padEnd(9)} ${locale.padEnd(7)} ${String(result.queries).padEnd(8)} ${percent(result.recallAt1).padEnd(9)} ${percent(result.recallAt3).padEnd(9)} ${percent(result.mrr)}`,
    );
    const verbose = process.env.SEARCH_VERBOSE === '1' && half === 'tuning';
    if (half === 'held-out' || verbose) {
      for (const miss of result.misses) console.log(`  missed: "${miss.query}" wants ${miss.expected.join(' or ')}, got ${miss.got.join(', ') || 'nothing'}`);
    }
    if (half === 'held-out' && result.recallAt3 < REQUIRED_RECALL_AT_3) {
      console.error(`check:search: held-out recall@3 in ${locale} is ${percent(result.recallAt3)}, below ${REQUIRED_RECALL_AT_3}`);
      failed = true;
    }
  }
}
console.log('\npasted messages  locale  queries  recall@3');
const messageQueries = pastedMessageQueries(readDocFiles());
for (const locale of LOCALES) {
  const queries = messageQueries.filter((query) => query.locale === locale);
  const engine = engines.get(locale) as SearchEngine;
  const topThree = (query: string) => engine.search(query).slice(0, 3).map((hit) => hit.section);
  const misses = queries.filter(
    ({ query, entries }) => !topThree(query).some((hit) => entries.some((entry) => entry.route === hit.route && entry.anchor === hit.anchor)),
  );
  const recall = queries.length ? (queries.length - misses.length) / queries.length : 0;
  console.log(`                 ${locale.padEnd(7)} ${String(queries.length).padEnd(8)} ${percent(recall)}`);
  for (const miss of misses) {
    const wanted = miss.entries.map((entry) => `${entry.route}#${entry.anchor}`).join(' or ') || 'an entry (none quotes it)';
    const got = topThree(miss.query).map((hit) => `${hit.route}#${hit.anchor}`);
    console.log(`  missed: "${miss.query}" wants ${wanted}, got ${got.join(', ') || 'nothing'}`);
  }
  if (recall < REQUIRED_MESSAGE_RECALL) {
    console.error(`check:search: pasted-message recall@3 in ${locale} is ${percent(recall)}, below ${REQUIRED_MESSAGE_RECALL}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
