import { useLang } from '@rspress/core/runtime';
import { Search, ZH_LOCALES } from '@rspress/plugin-algolia/runtime';
import { useEffect } from 'react';
import { replayEarlyClick } from './algolia-early-click';
import { GITHUB_REPO } from './constants';

/** DocSearch, limited to the current language's records through the `lang` facet. */
export default function AlgoliaSearch() {
  const lang = useLang();
  useEffect(replayEarlyClick, []);
  return (
    <Search
      locales={ZH_LOCALES}
      docSearchProps={{
        appId: process.env.ALGOLIA_APP_ID as string,
        apiKey: process.env.ALGOLIA_API_KEY as string,
        indices: [
          {
            name: process.env.ALGOLIA_INDEX_NAME as string,
            searchParameters: { facetFilters: [`lang:${lang}`] },
          },
        ],
        // The feedback link on the no-results screen opens a prefilled issue.
        getMissingResultsUrl: ({ query }) =>
          `${GITHUB_REPO}/issues/new?title=${encodeURIComponent(`[Search] No results for "${query}"`)}`,
      }}
    />
  );
}
