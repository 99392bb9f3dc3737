import { describe, expect, test } from '@rstest/core';
import { stem } from '../../theme/search/stem';

const stems = (words: string[]) => new Set(words.map(stem));

// theme/search/stem.ts: the inflections of a word share one stem; other words keep theirs.
describe('search stemmer', () => {
  test('-ing, -ed and a final e give one stem', () => {
    for (const forms of [
      ['customize', 'customizing', 'customized'],
      ['upgrade', 'upgrading', 'upgraded'],
      ['theme', 'theming', 'themed'],
      ['version', 'versioning', 'versioned'],
      ['install', 'installing', 'installed'],
      ['map', 'mapping', 'mapped'],
      ['copy', 'copied', 'copying'],
      ['route', 'routing', 'routed'],
    ]) {
      expect(stems(forms).size).toBe(1);
    }
  });

  test('words that only look inflected, and derivations, keep their own stem', () => {
    expect(stem('them')).not.toBe(stem('theme'));
    expect(stem('not')).not.toBe(stem('note'));
    expect(stem('need')).toBe('need');
    expect(stem('string')).toBe('string');
    expect(stem('localization')).not.toBe(stem('local'));
    expect(stem('generate')).not.toBe(stem('general'));
    // Too short a stem would join unrelated words: "using" and "used" are not "us".
    expect(stem('using')).toBe('using');
  });

  test('terms that are not plain English words pass through', () => {
    expect(stem('插件')).toBe('插件');
    expect(stem('h2')).toBe('h2');
    expect(stem('i18n')).toBe('i18n');
  });
});
