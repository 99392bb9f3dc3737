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
  compactRoutesModule,
  slimSiteDataModule,
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

describe('virtual-site-data in the browser', () => {
  const siteData = {
    lang: 'en',
    themeConfig: {
      locales: [
        {
          lang: 'en',
          sidebar: {
            '/guide': [
              { sectionHeaderText: 'Start' },
              { text: 'Group', link: '/guide/start/', _fileKey: 'en/guide/start', items: [{ text: 'Intro', link: '/guide/start/introduction.html', _fileKey: 'en/guide/start/introduction' }] },
            ],
          },
        },
      ],
    },
  };

  test('keeps everything but the sidebar items\' _fileKey', () => {
    const slim = slimSiteDataModule(`export default ${JSON.stringify(siteData, null, 2)}`);
    expect(slim).not.toContain('_fileKey');
    const value = new Function(`return ${slim.replace(/^export default /, '').replace(/;$/, '')}`)();
    expect(value.themeConfig.locales[0].sidebar['/guide'][1]).toEqual({
      text: 'Group',
      link: '/guide/start/',
      items: [{ text: 'Intro', link: '/guide/start/introduction.html' }],
    });
  });

  test('refuses a module of another shape, naming the upstream issue', () => {
    expect(() => slimSiteDataModule('export const siteData = {};')).toThrow(/virtual-site-data .*rspress#1102/);
    expect(() => slimSiteDataModule(`import x from 'y';\nexport default {};`)).toThrow(/virtual-site-data/);
  });
});

describe('virtual-routes in the browser', () => {
  // As RouteService.generateRoutesCodeByRouteMeta of @rspress/core 2.0.22 writes it.
  const routesModule = (extra = '') => `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = () => import(/* webpackChunkName: "route-aaa" */ "/site/docs/en/index.mdx")
const Route0 = lazyWithPreload(loadRoute0)
const loadRoute1 = () => import(/* webpackChunkName: "route-bbb" */ "/site/docs/zh/guide/a.md")
const Route1 = lazyWithPreload(loadRoute1)
const loadRoute2 = () => import(/* webpackChunkName: "route-ccc" */ "/site/docs/en/elsewhere/page.mdx")
const Route2 = lazyWithPreload(loadRoute2)
export const routes = [
{ path: '/', element: React.createElement(Route0), filePath: 'en/index.mdx', preload: async () => {
        await Route0.preload();
        return loadRoute0();
      }, lang: 'en', version: ''${extra} },
{ path: '/zh/guide/a', element: React.createElement(Route1), filePath: 'zh/guide/a.md', preload: async () => {
        await Route1.preload();
        return loadRoute1();
      }, lang: 'zh', version: '' },
{ path: '/custom', element: React.createElement(Route2), filePath: 'en/elsewhere/page.mdx', preload: async () => {
        await Route2.preload();
        return loadRoute2();
      }, lang: 'en', version: '' }
];
`;

  test('keeps every route, in order, with its chunk name and fields', async () => {
    const compact = compactRoutesModule(routesModule());
    expect(compact).toContain('() => import(/* webpackChunkName: "route-aaa" */ "/site/docs/en/index.mdx")');
    expect(compact).toContain('() => import(/* webpackChunkName: "route-bbb" */ "/site/docs/zh/guide/a.md")');
    // A file that the route's path and language give is stored as its extension.
    expect(compact).toContain('["/zh/guide/a",".md","zh",""]');
    expect(compact).toContain('["/custom","en/elsewhere/page.mdx","en",""]');
    const loaded: string[] = [];
    const body = compact.replace(/^import .*$/gm, '').replace('export const routes', 'const routes').replaceAll(/import\((\/\*[^*]*\*\/) ("[^"]+")\)/g, 'load($2)');
    const routes = new Function('React', 'lazyWithPreload', 'load', `${body}\nreturn routes;`)(
      { createElement: (component: unknown) => ({ component }) },
      (load: () => unknown) => ({ preload: async () => undefined, load }),
      (file: string) => (loaded.push(file), file),
    );
    expect(routes.map(({ path, filePath, lang, version }: Record<string, string>) => [path, filePath, lang, version])).toEqual([
      ['/', 'en/index.mdx', 'en', ''],
      ['/zh/guide/a', 'zh/guide/a.md', 'zh', ''],
      ['/custom', 'en/elsewhere/page.mdx', 'en', ''],
    ]);
    expect(await routes[1].preload()).toBe('/site/docs/zh/guide/a.md');
  });

  test('refuses routes with fields it does not know, naming the upstream issue', () => {
    expect(() => compactRoutesModule(routesModule(", extra: 1"))).toThrow(/virtual-routes .*route fields.*rspress#1102/);
    expect(() => compactRoutesModule(routesModule().replace('react-lazy-with-preload', 'other'))).toThrow(/imports/);
  });
});

describe('in the dev server', () => {
  // What React Refresh appends to every module in dev; evaluating it without its runtime threw and stopped the server.
  const refreshFooter = '\nPromise.resolve().then(() => { $ReactRefreshRuntime$.refresh(__webpack_module__.id, __webpack_module__.hot) });\n';

  test('reads the generated modules with the React Refresh footer', () => {
    const pageData = `export const pageData = ${JSON.stringify({ pages: [page('/a', 'en')] })};\nexport const searchIndexHash = {};${refreshFooter}`;
    expect(readPageDataModule(pageData).pages).toHaveLength(1);
    expect(slimSiteDataModule(`export default { "lang": "en" }${refreshFooter}`)).toBe('export default {"lang":"en"};');
  });
});
