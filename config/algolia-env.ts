export interface AlgoliaEnv {
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * Algolia replaces the local search only when all three variables are set, so a
 * half-configured environment cannot ship a broken search box.
 * Only a search-only API key belongs here: it ends up in the public bundle.
 */
export function readAlgoliaEnv(env: Record<string, string | undefined>): AlgoliaEnv | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) {
    return undefined;
  }
  return { appId, apiKey, indexName };
}
