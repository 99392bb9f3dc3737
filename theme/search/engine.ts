import MiniSearch, { type SearchResult } from 'minisearch';
import { type IndexedPage, type Section, toSections } from './sections';
import { stem } from './stem';
import { isHanTerm, queryTerms, tokenize } from './tokenize';

/**
 * The local search engine: MiniSearch over the sections of Rspress's own search index, with this site's tokenizer.
 * The browser (./SearchPanel.tsx, through ./load-engine.ts) and the relevance suite (scripts/checks/check-search.ts) both run this module.
 */

export interface Hit {
  section: Section;
  score: number;
  /** The query terms as found in the index (after prefix or typo matching), for highlighting. */
  terms: string[];
}

/** Field weights: a page title above a heading above body text. */
const BOOST = { title: 6, heading: 3, page: 1.5, text: 1 };
/** Results per page at most, so that one long page does not fill the list. */
const PER_PAGE = 3;
// A pasted paragraph is cut: the first words decide the results anyway.
const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_TERMS = 12;
// A longer Latin term is nearly always a whole camelCase or dotted key, whose parts are matched (and forgiven) on
// their own; fuzzy matching the whole of it cost tens of milliseconds.
const MAX_FUZZY_LENGTH = 12;
// Fewer pages than this with every word of a Latin query: pages with some of its words follow them. "change primary
// color" found one page, although "primary color" alone finds the CSS variables.
const MIN_AND_PAGES = 3;

export interface SearchEngine {
  search(query: string, limit?: number): Hit[];
}

export function createEngine(pages: IndexedPage[]): SearchEngine {
  const sections = toSections(pages);
  const vocabulary = new Set<string>();
  const index = new MiniSearch<Section>({
    fields: ['title', 'heading', 'page', 'text'],
    tokenize: (text) => {
      const terms = tokenize(text);
      for (const term of terms) vocabulary.add(term);
      // A word's stem joins it, so that another form of the word finds it: "customizing" finds "customize".
      return terms.flatMap((term) => {
        const root = stem(term);
        return root === term ? [term] : [term, root];
      });
    },
    // Terms are folded by the tokenizer already.
    processTerm: (term) => term,
  });
  index.addAll(sections);
  const sorted = [...vocabulary].sort();
  /** Whether a term is the start of an indexed word that the reader is still typing (`multiversi`). */
  const partial = (term: string, typing: Set<string>) => {
    if (vocabulary.has(term) || !typing.has(term)) return false;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle] < term) low = middle + 1;
      else high = middle;
    }
    return sorted[low]?.startsWith(term) ?? false;
  };

  const run = (terms: string[], typing: Set<string>, combineWith: 'AND' | 'OR') => {
    // Each word matches as typed or by its stem; a page with the word as typed matches both and ranks higher.
    const stems = new Set<string>();
    const queries = terms.map((term) => {
      const root = stem(term);
      if (root === term) return term;
      stems.add(root);
      return { combineWith: 'OR' as const, queries: [term, root] };
    });
    return index.search(
      { combineWith, queries },
      {
        tokenize: (text) => [text],
        boost: BOOST,
        // Prefix matches while the reader types; typos forgiven in Latin words of five letters or more, but not in a
        // word being typed that begins an indexed one: its prefix matches already, and fuzzy matching it cost up to
        // 60 ms. A stem is matched as it is.
        prefix: (term) => typing.has(term) && (term.length >= 2 || isHanTerm(term)),
        fuzzy: (term) =>
          !stems.has(term) && !isHanTerm(term) && term.length >= 5 && term.length <= MAX_FUZZY_LENGTH && !partial(term, typing) ? 0.34 : false,
        maxFuzzy: 2,
        weights: { prefix: 0.5, fuzzy: 0.3 },
      },
    );
  };

  return {
    search(query, limit = 20) {
      const { terms: all, typing } = queryTerms(query.slice(0, MAX_QUERY_LENGTH));
      const terms = all.slice(0, MAX_QUERY_TERMS);
      if (terms.length === 0) return [];
      // Character pairs across word boundaries (代码块高亮 → 块高) are rarely in the text: Chinese queries match any term
      // and rank by how many and how rare the matched terms are.
      const chinese = terms.some(isHanTerm);
      let results: SearchResult[] = run(terms, typing, chinese ? 'OR' : 'AND');
      if (!chinese && new Set(results.map((result) => sections[result.id as number].route)).size < MIN_AND_PAGES) {
        const found = new Set(results.map((result) => result.id));
        results = [...results, ...run(terms, typing, 'OR').filter((result) => !found.has(result.id))];
      }
      const perPage = new Map<string, number>();
      const hits: Hit[] = [];
      for (const result of results) {
        const section = sections[result.id as number];
        const count = perPage.get(section.route) ?? 0;
        if (count >= PER_PAGE) continue;
        perPage.set(section.route, count + 1);
        hits.push({ section, score: result.score, terms: result.terms });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}
