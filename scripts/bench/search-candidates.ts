// The search engines compared for the local search (run by hand: `npx tsx scripts/bench/search-candidates.ts [doc_build]`):
// each runs the relevance suite of scripts/lib/search-queries/ over the built search index and prints recall@1, recall@3 and MRR
// per half and locale, the time to build its index and the query time p50/p95 over every prefix of the suite's
// queries, in Node. Candidates: Rspress 2.0.22's own FlexSearch provider, configured as
// node_modules/@rspress/core/dist/eject-theme/components/Search/logic/providers/LocalProvider.ts configures it
// (the baseline), the shipped MiniSearch engine of theme/search/, and Orama with the shipped sections and tokenizer.
// All read the same index file, so their download is the same: the gzip size is printed once per locale.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, insert, search as oramaSearch } from '@orama/orama';
import { Document } from 'flexsearch';
import { createEngine } from '../../theme/search/engine';
import { type IndexedPage, toSections } from '../../theme/search/sections';
import { tokenize } from '../../theme/search/tokenize';
import { percentile } from './search-engine';
import { LOCALES } from '../lib/pages';
import { distinctRoutes, evaluate, HALVES, percent, type Ranker, readSearchIndex } from '../lib/search-relevance';

const buildDir = path.resolve(process.argv[2] ?? 'doc_build');

// Rspress's normalizeTextCase for Latin and Chinese text: lower case, accents dropped.
const normalize = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const CJK = /[\u4E00-\u9FCC\u3400-\u4DB5]|[\u3041-\u3096]|[\u30A1-\u30FA]|[\uac00-\ud7a3]/gu;

/** Rspress's provider: one FlexSearch Document with tokenize 'full' for Latin text, one that keeps CJK characters. */
function flexSearchRanker(pages: IndexedPage[]): Ranker {
  const fields = ['normalizedTitle', 'headers', 'normalizedContent'];
  const options = { tokenize: 'full' as const, document: { id: 'id', store: true, index: fields }, cache: 100 };
  // biome-ignore lint: FlexSearch's Document types do not take this option shape; Rspress casts the same way.
  const latin = new (Document as any)({ ...options, encoder: { maxlength: 64 } });
  // biome-ignore lint: as above.
  const cjk = new (Document as any)({ ...options, encoder: { finalize: (terms: string[]) => terms.flatMap((term) => term.match(CJK) ?? []) } });
  for (const page of pages) {
    const doc = {
      ...page,
      id: page.routePath,
      normalizedTitle: normalize(page.title),
      headers: page.toc.map((entry) => normalize(entry.text)).join(' '),
      normalizedContent: normalize(page.content),
    };
    latin.add(page.routePath, doc);
    cjk.add(page.routePath, doc);
  }
  return (query) => {
    const routes: string[] = [];
    for (const index of [latin, cjk]) {
      for (const field of index.search(query, { enrich: true, limit: 20, index: fields })) {
        for (const result of field.result) routes.push(String(result.id));
      }
    }
    return distinctRoutes(routes);
  };
}

const miniSearchRanker = (pages: IndexedPage[]): Ranker => {
  const engine = createEngine(pages);
  return (query) => distinctRoutes(engine.search(query).map((hit) => hit.section.route));
};

/** Orama (BM25, prefix matching by default) over the same heading sections, tokenizer and weights as the shipped engine. */
function oramaRanker(pages: IndexedPage[]): Ranker {
  const db = create({
    schema: { title: 'string', heading: 'string', page: 'string', text: 'string' } as const,
    components: { tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => tokenize(raw) } },
  });
  const sections = toSections(pages);
  for (const section of sections) {
    insert(db, { id: String(section.id), title: section.title, heading: section.heading, page: section.page, text: section.text });
  }
  return (query) => {
    const result = oramaSearch(db, {
      term: query,
      properties: ['title', 'heading', 'page', 'text'],
      boost: { title: 6, heading: 3, page: 1.5, text: 1 },
      tolerance: 1,
      limit: 30,
    });
    if (result instanceof Promise) throw new Error('Orama answered asynchronously; the candidates compare synchronous engines');
    return distinctRoutes(result.hits.map((hit) => sections[Number(hit.id)].route));
  };
}

const CANDIDATES: Record<string, (pages: IndexedPage[]) => Ranker> = {
  'Rspress 2.0.22 FlexSearch provider (baseline)': flexSearchRanker,
  'MiniSearch + own tokenizer (shipped)': miniSearchRanker,
  'Orama 3.1.18 + the same sections, tokenizer and weights': oramaRanker,
};

console.log('| Engine | Locale | Half | recall@1 | recall@3 | MRR | Index build | Query p50 / p95 |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const locale of LOCALES) {
  const { file, pages } = readSearchIndex(buildDir, locale);
  const gzip = gzipSync(readFileSync(path.join(buildDir, file))).length;
  for (const [name, create] of Object.entries(CANDIDATES)) {
    const start = performance.now();
    const rank = create(pages as IndexedPage[]);
    const buildMs = performance.now() - start;
    const queries = Object.values(HALVES).flatMap((half) => half[locale].map(([query]) => query));
    const times: number[] = [];
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const begin = performance.now();
        rank(query.slice(0, i));
        times.push(performance.now() - begin);
      }
    }
    times.sort((a, b) => a - b);
    for (const [half, set] of Object.entries(HALVES)) {
      const result = evaluate(rank, set[locale], locale);
      console.log(
        `| ${name} | ${locale} | ${half} | ${percent(result.recallAt1)} | ${percent(result.recallAt3)} | ${percent(result.mrr)} | ` +
          `${buildMs.toFixed(0)} ms | ${percentile(times, 50).toFixed(2)} / ${percentile(times, 95).toFixed(2)} ms |`,
      );
    }
  }
  console.log(`index download (${locale}): ${(gzip / 1024).toFixed(1)} KiB gzip, the same file for every engine`);
}
