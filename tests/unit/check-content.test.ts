import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { findThinPages } from '../../scripts/checks/check-content';
import { countWords, proseOf } from '../../scripts/lib/prose';

const FIXTURES = path.resolve(__dirname, '../fixtures/thin-docs');

describe('check:content', () => {
  const findings = findThinPages(FIXTURES).map((f) => `${f.page.locale}:${f.page.file}:${f.reason}`);

  test('lists placeholder pages in both locales, by frontmatter or by the callout', () => {
    expect(findings).toContain('en:guide/soon.mdx:placeholder');
    expect(findings).toContain('zh:guide/soon.mdx:placeholder');
  });

  test('lists short pages and does not count code blocks as prose', () => {
    expect(findings).toContain('en:guide/short.mdx:thin');
    expect(findings).toContain('zh:guide/short.mdx:thin');
  });

  test('passes full pages and the home page', () => {
    expect(findings.filter((f) => f.includes('full.mdx') || f.includes('index.md'))).toEqual([]);
  });

  test('counts Chinese by characters and Latin words', () => {
    expect(countWords(proseOf('使用 Rspress 构建站点'), 'zh')).toBe(7);
    expect(countWords(proseOf('Use `rspress build` to build [the site](/guide).'), 'en')).toBe(7);
  });
});
