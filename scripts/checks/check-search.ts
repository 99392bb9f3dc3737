// The search relevance suite (npm run check:search): runs every query of scripts/lib/search-queries/ through theme/search/engine.ts,
// the engine the browser runs, over the search index files of the build (doc_build/, or the folder given as the first
// argument), and prints recall@1, recall@3 and MRR per locale for the tuning and the held-out half. Exits 1 when
// recall@3 of the held-out half is below 0.95 in either locale, and lists the queries it missed.
import path from 'node:path';
import { createEngine } from '../../theme/search/engine';
import type { IndexedPage } from '../../theme/search/sections';
import { LOCALES } from '../lib/pages';
import { distinctRoutes, evaluate, HALVES, percent, readSearchIndex } from '../lib/search-relevance';

const REQUIRED_RECALL_AT_3 = 0.95;
const buildDir = path.resolve(process.argv[2] ?? 'doc_build');

let failed = false;
console.log('half      locale  queries  recall@1  recall@3  MRR');
for (const locale of LOCALES) {
  const engine = createEngine(readSearchIndex(buildDir, locale).pages as IndexedPage[]);
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
process.exit(failed ? 1 : 0);
