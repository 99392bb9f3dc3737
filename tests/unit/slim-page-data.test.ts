// config/slim-page-data.ts on module text shaped as @rspress/core 2.0.22 generates it, and on shapes it must refuse.
// Its effect on the built site is covered by check-budgets (first-load sizes) and the browser tests (overview filter,
// hydration).
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import type { PageIndexInfo } from '@rspress/core';
import {
  outlinesModule,
  pageFieldsStatement,
  readPageDataModule,
  slimPageDataModule,
} from '../../config/slim-page-data';

const page = (routePath: string, lang: string, toc = [{ id: 'a', text: 'A', depth: 2, charIndex: 10 }]) => ({
  title: `Title of ${routePath}`,
  routePath,
  lang,
  toc,
  frontmatter: { description: 'Repeated' },
  version: '',
  _relativePath: `${lang}${routePath}.mdx`,
  description: 'Repeated',
  feeds: [],
  lastUpdatedTime: '11/22/2026, 8:43:02 AM',
});

// As SWC prints Rspress's `export const pageData = ${JSON}; export const searchIndexHash = ${JSON};`.
const generated = (pages: unknown[]) =>
  `export const pageData = ${JSON.stringify({ pages }, null, 4)};\nexport const searchIndexHash = {\n    "###en": "cf5fda89"\n};\n`;

const PAGES = [page('/guide/a', 'en'), page('/zh/guide/a', 'zh', [{ id: 'b', text: 'B', depth: 3, charIndex: 1 }])];

describe('slim page index', () => {
  test('keeps routePath, title, lang and version of every page, and the search-index hashes', () => {
    const slim = slimPageDataModule(generated(PAGES), '/x/.rspress/virtual-page-data.js');
    const evaluated = readPageDataModule(slim.replace(/^export const outlineLoaders.*$/m, ''));
    expect(evaluated.pages).toEqual([
      { routePath: '/guide/a', title: 'Title of /guide/a', lang: 'en', version: '' },
      { routePath: '/zh/guide/a', title: 'Title of /zh/guide/a', lang: 'zh', version: '' },
    ]);
    expect(evaluated.searchIndexHash).toEqual({ '###en': 'cf5fda89' });
    expect(slim).toContain('"en": () => import("/x/.rspress/virtual-page-data.js?outlines=en")');
    expect(slim).toContain('"zh": () => import("/x/.rspress/virtual-page-data.js?outlines=zh")');
  });

  test('splits the outlines by locale, without charIndex', () => {
    expect(outlinesModule(generated(PAGES), 'zh')).toBe(
      'export default {"/zh/guide/a":[{"id":"b","text":"B","depth":3}]};',
    );
  });

  test('fails loudly when the generated module changes shape', () => {
    expect(() => readPageDataModule('export const pageData = { pages: [] };')).toThrow(/rspress#1102/);
    expect(() => readPageDataModule(`import x from 'y';\n${generated(PAGES)}`)).toThrow(/no longer has the shape/);
    expect(() => readPageDataModule(generated([{ path: '/a' }]))).toThrow(/routePath and lang/);
  });
});

describe('page fields in the route chunk', () => {
  const docs = '/site/docs';
  const file = path.join(docs, 'en/guide/a.mdx');
  const compiled = 'MDXContent.__RSPRESS_PAGE_META["en%2Fguide%2Fa.mdx"] = {"title":"A"};';

  test('adds what the index no longer holds to the page metadata', () => {
    const statement = pageFieldsStatement(compiled, page('/guide/a', 'en') as unknown as PageIndexInfo, docs, file);
    expect(statement.trim()).toBe(
      'Object.assign(MDXContent.__RSPRESS_PAGE_META["en%2Fguide%2Fa.mdx"], {"_relativePath":"en/guide/a.mdx","description":"Repeated","feeds":[],"lastUpdatedTime":"11/22/2026, 8:43:02 AM"});',
    );
  });

  test('fails loudly when the compiled page does not set its metadata there', () => {
    expect(() => pageFieldsStatement('export default 1;', page('/guide/a', 'en') as unknown as PageIndexInfo, docs, file)).toThrow(
      /en\/guide\/a\.mdx does not set MDXContent\.__RSPRESS_PAGE_META/,
    );
  });
});
