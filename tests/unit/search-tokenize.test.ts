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

  test('Chinese words the pages avoid give the terms of the words they use', () => {
    expect(tokenize('暗黑模式')).toEqual(tokenize('深色模式'));
    expect(tokenize('夜间主题')).toEqual(tokenize('深色主题'));
    expect(tokenize('类型悬浮提示')).toEqual(tokenize('类型悬停提示'));
  });

  test('"vs" and "versus" are stop words: in a comparison only the names count', () => {
    expect(tokenize('Rspress vs Docusaurus')).toEqual(['rspress', 'docusaurus']);
    expect(tokenize('Rspress versus Docusaurus')).toEqual(['rspress', 'docusaurus']);
  });

  test('a config key gives its whole form and its parts; Chinese gives character pairs', () => {
    expect(tokenize('themeConfig.nav')).toEqual(['themeconfignav', 'theme', 'config', 'nav']);
    expect(tokenize('插件钩子')).toEqual(['插件', '件钩', '钩子']);
    expect(queryTerms('brand colo').typing).toEqual(new Set(['colo']));
  });
});
