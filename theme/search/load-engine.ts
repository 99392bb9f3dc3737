import { searchIndexHash } from 'virtual-page-data';
import { createEngine, type SearchEngine } from './engine';
import type { IndexedPage } from './sections';

declare const __webpack_public_path__: string;

const engines = new Map<string, Promise<SearchEngine>>();

/** The URL of the search index Rspress wrote for a language (this site has no versions). */
function indexUrl(lang: string): string | undefined {
  const hash = searchIndexHash[`###${lang}`];
  return hash ? `${__webpack_public_path__.replace(/\/$/, '')}/static/search_index.${lang}.${hash}.json` : undefined;
}

/** Downloads a language's index once and builds the engine on it. */
export function loadEngine(lang: string): Promise<SearchEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    const url = indexUrl(lang);
    engine = url
      ? fetch(url)
          .then((response) => {
            if (!response.ok) throw new Error(`search index: ${response.status} ${url}`);
            return response.json() as Promise<IndexedPage[]>;
          })
          .then(createEngine)
      : Promise.reject(new Error(`search index: none for language "${lang}"`));
    // A failed download may succeed when the reader opens the search again.
    engine.catch(() => engines.delete(lang));
    engines.set(lang, engine);
  }
  return engine;
}
