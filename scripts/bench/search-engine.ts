// Engine figures of the local search: index build time and query time over every query of the relevance suite
// (scripts/lib/search-queries/), in Node, through theme/search/engine.ts, the module the browser runs. Imported by the bench;
// `npx tsx scripts/bench/search-engine.ts [doc_build]` prints them alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../theme/search/engine';
import type { IndexedPage } from '../../theme/search/sections';
import { LOCALES, type Locale } from '../lib/pages';
import { HALVES, readSearchIndex } from '../lib/search-relevance';

export interface SearchEngineFigures {
  locale: Locale;
  /** Median of the index builds, ms. */
  buildMs: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
}

const BUILDS = 5;
const ROUNDS = 5;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function benchSearchEngine(buildDir: string): SearchEngineFigures[] {
  return LOCALES.map((locale) => {
    const pages = readSearchIndex(buildDir, locale).pages as IndexedPage[];
    const builds: number[] = [];
    let engine = createEngine(pages);
    for (let i = 0; i < BUILDS; i++) {
      const start = performance.now();
      engine = createEngine(pages);
      builds.push(performance.now() - start);
    }
    const queries = Object.values(HALVES).flatMap((half) => half[locale].map(([query]) => query));
    // Every prefix of each query as well, as the reader types it: the results update at each keystroke.
    const typed = queries.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of typed) {
        const start = performance.now();
        engine.search(query);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    builds.sort((a, b) => a - b);
    return { locale, buildMs: builds[Math.floor(BUILDS / 2)], queries: typed.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const figures of benchSearchEngine(path.resolve(process.argv[2] ?? 'doc_build'))) {
    console.log(
      `${figures.locale}: index build ${figures.buildMs.toFixed(0)} ms; ${figures.queries} queries (every prefix of the suite's) ` +
        `p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms`,
    );
  }
}
