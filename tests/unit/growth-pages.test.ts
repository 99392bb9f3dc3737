// scripts/lib/growth-pages.ts: the synthetic pages of the growth check are realistic enough to measure with (5 to 10
// headings, title and description, the same paths in both locales, listed in _meta.json) and always the same.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { GROWTH_DIR, writeGrowthPages } from '../../scripts/lib/growth-pages';

function docsWithGuide(): string {
  const docs = mkdtempSync(path.join(os.tmpdir(), 'growth-pages-'));
  for (const locale of ['en', 'zh']) {
    mkdirSync(path.join(docs, locale, 'guide'), { recursive: true });
    writeFileSync(path.join(docs, locale, 'guide/_meta.json'), '[{"type":"dir-section-header","name":"start","label":"Start"}]');
  }
  return docs;
}

const pagesOf = (docs: string, locale: string) =>
  readdirSync(path.join(docs, locale, GROWTH_DIR), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx')).sort();

describe('growth pages', () => {
  test('adds half the pages in each locale, at the same paths, listed in the sidebar', () => {
    const docs = docsWithGuide();
    writeGrowthPages(docs, 60);
    expect(pagesOf(docs, 'en')).toHaveLength(30);
    expect(pagesOf(docs, 'zh')).toEqual(pagesOf(docs, 'en'));
    const guideMeta = JSON.parse(readFileSync(path.join(docs, 'en/guide/_meta.json'), 'utf8'));
    expect(guideMeta.at(-1)).toMatchObject({ type: 'dir-section-header', name: 'growth' });
    const sections = JSON.parse(readFileSync(path.join(docs, 'en', GROWTH_DIR, '_meta.json'), 'utf8'));
    expect(sections.map(({ name }: { name: string }) => name)).toEqual(['section-01', 'section-02']);
  });

  test('gives each page a title, a description and 5 to 10 headings, with the English ids on the Chinese headings', () => {
    const docs = docsWithGuide();
    writeGrowthPages(docs, 40);
    for (const file of pagesOf(docs, 'en')) {
      const en = readFileSync(path.join(docs, 'en', GROWTH_DIR, file), 'utf8');
      const zh = readFileSync(path.join(docs, 'zh', GROWTH_DIR, file), 'utf8');
      expect(en).toMatch(/^---\ntitle: .+\ndescription: .+\n---/);
      const headings = en.match(/^#{2,3} .+$/gm) ?? [];
      expect(headings.length).toBeGreaterThanOrEqual(5);
      expect(headings.length).toBeLessThanOrEqual(10);
      const ids = headings.map((heading) => heading.replace(/^#+ /, '').toLowerCase().replaceAll(' ', '-'));
      expect((zh.match(/\{#([\w-]+)\}$/gm) ?? []).map((id) => id.slice(2, -1))).toEqual(ids);
    }
  });

  test('writes the same pages for the same count, and refuses an odd one', () => {
    const [first, second] = [docsWithGuide(), docsWithGuide()];
    writeGrowthPages(first, 20);
    writeGrowthPages(second, 20);
    const page = path.join('en', GROWTH_DIR, 'section-01/topic-0007.mdx');
    expect(readFileSync(path.join(first, page), 'utf8')).toBe(readFileSync(path.join(second, page), 'utf8'));
    expect(() => writeGrowthPages(docsWithGuide(), 21)).toThrow(/positive even number/);
  });
});
