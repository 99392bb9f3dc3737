import { describe, expect, test } from '@rstest/core';
import { queryTerms, tokenize } from '../../theme/search/tokenize';

// theme/search/tokenize.ts runs on the index and on the query alike, so whatever a reader types must come out as the
// terms the page text gave.
describe('search tokenizer', () => {
  test('British and American spellings give the same terms, plurals included', () => {
    expect(tokenize('colours')).toEqual(tokenize('color'));
    expect(tokenize('Behaviour')).toEqual(tokenize('behavior'));
    expect(tokenize('customised grey centre')).toEqual(tokenize('customized gray center'));
  });

  test('words that only look British stay as they are', () => {
    expect(tokenize('our hour four tour')).toEqual(['our', 'hour', 'four', 'tour']);
    expect(tokenize('promise exercise')).toEqual(['promise', 'exercise']);
  });

  test('a config key gives its whole form and its parts; Chinese gives character pairs', () => {
    expect(tokenize('themeConfig.nav')).toEqual(['themeconfignav', 'theme', 'config', 'nav']);
    expect(tokenize('插件钩子')).toEqual(['插件', '件钩', '钩子']);
    expect(queryTerms('brand colo').typing).toEqual(new Set(['colo']));
  });
});
