import { describe, expect, test } from '@rstest/core';
import { readTerminology } from '../../scripts/checks/check-docs/terminology';
import { pageWording } from '../../theme/search/reader-words';
import { tokenize } from '../../theme/search/tokenize';

/** Banned words of scripts/checks/check-docs/terminology.md that the search does not read as the pages' word, and why. */
const NOT_READ: Record<string, string> = {
  常见问题: 'means FAQ; a reader who types it is not looking for a Pitfalls section',
  前言: 'means preface; a mistranslation of frontmatter that readers do not type',
  启动起来: 'a phrase, not a term',
  提供服务: 'a phrase, not a term',
  提供本页: 'a phrase, not a term',
  不带锚点的匹配模式: 'a phrase, not a term',
  Frontmatter: 'the same word in another case: the search folds case',
};

describe('reader words in the search', () => {
  test('every banned word of the terminology table is read as the pages’ word, or listed as not read', () => {
    const banned = readTerminology().flatMap((term) => term.banned.map((item) => item.written));
    const undecided = banned
      // The table's regular expressions stand for English words, which the search folds, and Chinese phrases.
      .filter((written) => !written.startsWith('/'))
      .filter((written) => pageWording(written) === written && !(written in NOT_READ));
    expect(undecided).toEqual([]);
    expect(Object.keys(NOT_READ).filter((written) => !banned.includes(written))).toEqual([]);
  });

  test('a reader’s word gives the terms of the pages’ word', () => {
    expect(tokenize('死链')).toEqual(tokenize('失效链接'));
    expect(tokenize('暗黑模式')).toEqual(tokenize('深色模式'));
    expect(tokenize('夜间模式')).toEqual(tokenize('深色模式'));
    expect(tokenize('密钥')).toEqual(tokenize('API Key'));
    expect(tokenize('侧栏折叠')).toEqual(tokenize('侧边栏折叠'));
  });

  test('words the pages use are left as they are', () => {
    expect(tokenize('导航栏')).toEqual(['导航', '航栏']);
    expect(tokenize('开发服务器')).toEqual(['开发', '发服', '服务', '务器']);
    expect(tokenize('代码高亮色')).toEqual(['代码', '码高', '高亮', '亮色']);
    expect(tokenize('右侧栏')).toEqual(['右侧', '侧栏']);
  });
});
