import { describe, expect, test } from '@rstest/core';
import { readAlgoliaEnv } from '../../config/algolia-env';

describe('Algolia environment', () => {
  test('is used only when app id, key and index name are all set', () => {
    expect(readAlgoliaEnv({})).toBeUndefined();
    expect(readAlgoliaEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k' })).toBeUndefined();
    expect(readAlgoliaEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: ' ', ALGOLIA_INDEX_NAME: 'i' })).toBeUndefined();
    expect(readAlgoliaEnv({ ALGOLIA_APP_ID: ' A ', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i' })).toEqual({
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
    });
  });
});
