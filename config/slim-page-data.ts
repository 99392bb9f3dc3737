// Keeps the page index that every page's first load carries to what routing needs, so that it barely grows with the
// site. Rspress 2.0.22 bundles every page's index entry (toc, frontmatter, description, last-updated date, ...) into
// the entry chunk through its `virtual-page-data` module; upstream tracks this as web-infra-dev/rspress#1102 ("Reduce
// virtual-site-data runtime module size"). Remove this plugin when upstream fixes it.
//
// - The browser's copy of `virtual-page-data` keeps `routePath`, `title`, `lang` and `version` of each page.
// - The rest of a page's own entry (description, `_relativePath`, `lastUpdatedTime`, feeds, ...) goes into that
//   page's route chunk, on the metadata Rspress's MDX compiler attaches there; the client's page lookup reads it.
// - Other pages' outlines, which only overview pages show, move into one lazy chunk per locale that
//   theme/OverviewOutlines.tsx loads on those pages (`outlineLoaders`).
// - The browser's copy of `virtual-site-data` loses the sidebar items' `_fileKey` (the docs-relative file of each
//   item), which no browser code reads: about a third of the sidebar's bytes.
// - The browser's copy of `virtual-routes` becomes a table (path, file, lang, version per route) and a list of
//   loaders, instead of two variables and an object literal per route, which minify into names gzip cannot match;
//   a row stores only the extension of a file that its path and language give.
// - Lazy chunks of the production browser build are named by id, with a shorter hash, so that the chunk loader's map
//   holds no route chunk names.
// The Node builds (SSR, SSG-MD) keep the whole index; build-time consumers (RSS, llms.txt, sitemap) read the page
// objects in Node and are not affected. Both module shapes are checked: an upgrade that changes them fails the build.
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { PAGE_CONTENT_QUERY } from './lazy-page-content';

/** What the browser keeps of every page: what the client's route lookup and the overview filter read. */
export const INDEX_FIELDS = ['routePath', 'title', 'lang', 'version'] as const;
/** Fields the route chunk's metadata already carries, or that never reach the browser. */
const NOT_MOVED = new Set<string>([...INDEX_FIELDS, 'toc', 'frontmatter', 'content', '_flattenContent', '_filepath']);

const PAGE_DATA_MODULE = /[\\/]virtual-page-data\.js$/;
const SITE_DATA_MODULE = /[\\/]virtual-site-data\.js$/;
const ROUTES_MODULE = /[\\/]virtual-routes\.js$/;
const OUTLINES_QUERY = /^\?outlines=([\w-]*)$/;
// In dev, React Refresh appends code that calls its runtime to every module; evaluating a module here runs that code
// against these stand-ins. The modules written back carry no such code: a data module has nothing to refresh.
const DEV_REFRESH_NAMES = ['$ReactRefreshRuntime$', '__webpack_module__'];
const DEV_REFRESH_STUBS = [new Proxy({}, { get: () => () => undefined }), {}];

type Page = Record<string, unknown> & { routePath: string; lang: string; toc?: OutlineEntry[] };
interface OutlineEntry {
  id: string;
  text: string;
  depth: number;
}

/** The last module read and what it held: see readPageDataModule. */
let lastRead: { code: string; values: { pages: Page[]; searchIndexHash: unknown } } | undefined;

/**
 * Reads the module Rspress generates (`export const pageData = {...}; export const searchIndexHash = {...};`, as
 * SWC prints it) by evaluating it, and throws when its shape is not that one. The same source is read again and
 * again: three modules are made from it (the index and two outlines), and in dev Rspress regenerates it, unchanged,
 * on every page edit, so the last result is kept (about 20 ms of each hot update's rebuild here).
 */
export function readPageDataModule(code: string): { pages: Page[]; searchIndexHash: unknown } {
  if (lastRead?.code === code) return lastRead.values;
  const exported = [...code.matchAll(/^export const (\w+) =/gm)].map((match) => match[1]);
  if (exported.join() !== 'pageData,searchIndexHash' || /^\s*(?:import|export (?!const))/m.test(code)) {
    throw new Error(
      `config/slim-page-data.ts: virtual-page-data no longer has the shape of @rspress/core 2.0.22 (exports: ${exported.join(', ') || 'none'}). Check whether web-infra-dev/rspress#1102 is fixed upstream, then update or remove this plugin.`,
    );
  }
  const values = new Function(
    ...DEV_REFRESH_NAMES,
    `${code.replace(/^export const (\w+) =/gm, 'const $1 =')}\nreturn { pageData, searchIndexHash };`,
  )(...DEV_REFRESH_STUBS);
  const pages: unknown = values.pageData?.pages;
  if (
    !Array.isArray(pages) ||
    !pages.every((page) => typeof page?.routePath === 'string' && typeof page.lang === 'string')
  ) {
    throw new Error('config/slim-page-data.ts: virtual-page-data has no `pageData.pages` list of pages with routePath and lang.');
  }
  lastRead = { code, values: { pages, searchIndexHash: values.searchIndexHash } };
  return lastRead.values;
}

/** The browser's `virtual-page-data`: the slim index, the search-index hashes, and the per-locale outline loaders. */
export function slimPageDataModule(code: string, moduleFile: string): string {
  const { pages, searchIndexHash } = readPageDataModule(code);
  // One row of values per page, turned back into objects in the browser: the field names once instead of per page.
  const rows = pages.map((page) => JSON.stringify(INDEX_FIELDS.map((field) => page[field])));
  const locales = [...new Set(pages.map((page) => page.lang))];
  const loaders = locales.map(
    (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${moduleFile}?outlines=${lang}`)})`,
  );
  return [
    `export const pageData = { pages: [\n${rows.join(',\n')}\n].map(([${INDEX_FIELDS.join(', ')}]) => ({ ${INDEX_FIELDS.join(', ')} })) };`,
    `export const searchIndexHash = ${JSON.stringify(searchIndexHash)};`,
    `export const outlineLoaders = { ${loaders.join(', ')} };`,
  ].join('\n');
}

/** Reads `virtual-site-data` (`export default {...}`), throwing when its shape is not that of @rspress/core 2.0.22. */
export function readSiteDataModule(code: string): Record<string, unknown> {
  const statements = code.match(/^\s*(?:import|export)\b.*$/gm) ?? [];
  if (statements.length !== 1 || !/^export default \{/.test(statements[0].trim())) {
    throw new Error(
      'config/slim-page-data.ts: virtual-site-data no longer has the shape of @rspress/core 2.0.22 (`export default {...}`). Check whether web-infra-dev/rspress#1102 is fixed upstream, then update or remove this plugin.',
    );
  }
  return new Function(...DEV_REFRESH_NAMES, `return ${code.trim().replace(/^export default /, '')}`)(...DEV_REFRESH_STUBS);
}

/** The browser's `virtual-site-data`: the same data without the sidebar items' `_fileKey`, which nothing there reads. */
export function slimSiteDataModule(code: string): string {
  const withoutFileKeys = JSON.stringify(readSiteDataModule(code), (key, value) => (key === '_fileKey' ? undefined : value));
  return `export default ${withoutFileKeys};`;
}

const ROUTE_FIELDS = ['path', 'element', 'filePath', 'preload', 'lang', 'version'];
const ROUTE_IMPORTS = [`import React from 'react';`, `import { lazyWithPreload } from "react-lazy-with-preload";`];
// The generated route list rebuilds a route's file from its path and language with this function (`en/guide/a` for
// `/guide/a`, `zh/index` for `/zh/`), so a row stores only the extension when the file follows it: the full file path
// repeated the route path, about 5 bytes gzip per page.
const CONVENTIONAL_FILE = `(path, lang) => lang + (path.startsWith('/' + lang + '/') ? path.slice(lang.length + 1) : path) + (path.endsWith('/') ? 'index' : '')`;
const conventionalFile = new Function(`return ${CONVENTIONAL_FILE}`)() as (path: string, lang: string) => string;

/** What a route list row stores for a route's file: its extension when the path and language give the rest. */
function storedFile(routePath: string, lang: string, filePath: string): string {
  const conventional = conventionalFile(routePath, lang);
  const rest = filePath.slice(conventional.length);
  return filePath.startsWith(conventional) && /^\.[a-z]+$/.test(rest) ? rest : filePath;
}

const ROUTE_LOADER = /^\(\)\s*=>\s*import\(\s*(\/\*\s*webpackChunkName:\s*"[^"]+"\s*\*\/)\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\)$/;

/**
 * The browser's `virtual-routes`: the same routes (path, element, filePath, preload, lang, version, in order) built
 * from one table. Reads Rspress's module by evaluating it with stand-ins for React and lazyWithPreload, and throws
 * when its imports, its export or a route's fields are not those of @rspress/core 2.0.22.
 */
export function compactRoutesModule(code: string): string {
  const fail = (what: string) =>
    new Error(`config/slim-page-data.ts: virtual-routes no longer has the shape of @rspress/core 2.0.22 (${what}). Check whether web-infra-dev/rspress#1102 is fixed upstream, then update or remove this plugin.`);
  const imports = code.match(/^\s*import\b.*$/gm)?.map((line) => line.trim().replaceAll("'", '"')) ?? [];
  if (imports.join('\n') !== ROUTE_IMPORTS.map((line) => line.replaceAll("'", '"')).join('\n')) throw fail(`imports: ${imports.join(' ')}`);
  const exported = [...code.matchAll(/^\s*export\b.*$/gm)].map((match) => match[0].trim());
  if (exported.length !== 1 || !/^export const routes = \[/.test(exported[0])) throw fail(`exports: ${exported.join(' ')}`);
  const body = code.replace(/^\s*import\b.*$/gm, '').replace(/^(\s*)export const routes =/m, '$1const routes =');
  const routes: Record<string, unknown>[] = new Function(
    'React',
    'lazyWithPreload',
    ...DEV_REFRESH_NAMES,
    `${body}\nreturn routes;`,
  )({ createElement: (component: unknown) => component }, (load: () => unknown) => ({ load }), ...DEV_REFRESH_STUBS);
  const rows: string[] = [];
  const loaders: string[] = [];
  for (const route of routes) {
    if (Object.keys(route).join() !== ROUTE_FIELDS.join()) throw fail(`route fields: ${Object.keys(route).join(', ')}`);
    const { path: routePath, filePath, lang, version, element } = route as Record<string, unknown>;
    if (![routePath, filePath, lang, version].every((value) => typeof value === 'string')) throw fail(`route ${String(routePath)}`);
    const loader = String((element as { load?: unknown } | undefined)?.load ?? '').match(ROUTE_LOADER);
    if (!loader) throw fail(`the loader of route ${String(routePath)}`);
    loaders.push(`() => import(${loader[1]} ${loader[2]})`);
    rows.push(JSON.stringify([routePath, storedFile(routePath as string, lang as string, filePath as string), lang, version]));
  }
  return [
    ...ROUTE_IMPORTS,
    `const loaders = [\n${loaders.join(',\n')}\n];`,
    `const conventionalFile = ${CONVENTIONAL_FILE};`,
    `export const routes = [\n${rows.join(',\n')}\n].map(([path, file, lang, version], index) => {`,
    "  const filePath = file.startsWith('.') ? conventionalFile(path, lang) + file : file;",
    '  const load = loaders[index];',
    '  const Route = lazyWithPreload(load);',
    '  return { path, element: React.createElement(Route), filePath, preload: async () => { await Route.preload(); return load(); }, lang, version };',
    '});',
  ].join('\n');
}

/** One locale's outlines, by route path, without what the overview does not show (`charIndex`). */
export function outlinesModule(code: string, lang: string): string {
  const outlines: Record<string, OutlineEntry[]> = {};
  for (const page of readPageDataModule(code).pages) {
    if (page.lang !== lang || !page.toc?.length) continue;
    outlines[page.routePath] = page.toc.map(({ id, text, depth }) => ({ id, text, depth }));
  }
  return `export default ${JSON.stringify(outlines)};`;
}

/** The statement that adds a page's own index fields to the metadata its route chunk carries. */
export function pageFieldsStatement(code: string, page: PageIndexInfo, docsRoot: string, file: string): string {
  const key = JSON.stringify(encodeURIComponent(path.relative(docsRoot, file).split(path.sep).join('/')));
  const target = `MDXContent.__RSPRESS_PAGE_META[${key}]`;
  if (!code.includes(`${target} =`)) {
    throw new Error(
      `config/slim-page-data.ts: the compiled ${file} does not set ${target}, where @rspress/core 2.0.22 puts a page's metadata. Check web-infra-dev/rspress#1102 and update or remove this plugin.`,
    );
  }
  const fields = Object.fromEntries(Object.entries(page).filter(([field]) => !NOT_MOVED.has(field)));
  return `\nObject.assign(${target}, ${JSON.stringify(fields)});\n`;
}

export function pluginSlimPageData(docsRoot: string): RspressPlugin {
  // Filled while Rspress builds the index, before any page compiles; read when each page's module is transformed.
  const pagesByFile = new Map<string, PageIndexInfo>();
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rspress-docs:slim-page-data',
    setup(api) {
      // The browser's chunk loader maps every lazy chunk's id to the hash in its file name, two chunks per page
      // (config/lazy-page-content.ts). With `[name]` in the name of lazy chunks, that map also holds each route
      // chunk's name (`route-<12 hex>`): lazy chunks are named by id instead (Rspress finds a route's chunk by its
      // chunk name, not by its file name), and their hash has 8 hex digits instead of 10 (a changed chunk still gets
      // a new name; about 3 bytes gzip per page).
      api.modifyRspackConfig((config, { environment, isProd }) => {
        if (environment.name !== 'web' || !isProd) return;
        const { chunkFilename } = config.output ?? {};
        if (typeof chunkFilename !== 'string' || !chunkFilename.includes('[name]') || !chunkFilename.includes('[contenthash:10]')) {
          throw new Error(`config/slim-page-data.ts: the web build's output.chunkFilename is ${JSON.stringify(chunkFilename)}, not the "[name].[contenthash:10]…" template of @rsbuild/core 2.2.14; update this plugin.`);
        }
        config.output!.chunkFilename = chunkFilename.replace('[name]', '[id]').replace('[contenthash:10]', '[contenthash:8]');
      });
      // `post`: after Rspress's own transform of the virtual module and after SWC.
      api.transform(
        { test: PAGE_DATA_MODULE, environments: ['web'], order: 'post' },
        ({ code, resourcePath, resourceQuery }) => {
          if (!resourceQuery) return slimPageDataModule(code, resourcePath);
          const lang = resourceQuery.match(OUTLINES_QUERY)?.[1];
          if (lang === undefined) throw new Error(`config/slim-page-data.ts: unexpected import of ${resourcePath}${resourceQuery}`);
          return outlinesModule(code, lang);
        },
      );
      api.transform({ test: SITE_DATA_MODULE, environments: ['web'], order: 'post' }, ({ code }) => slimSiteDataModule(code));
      api.transform({ test: ROUTES_MODULE, environments: ['web'], order: 'post' }, ({ code }) => compactRoutesModule(code));
      // The Node builds keep the whole index, which already holds the outlines.
      api.transform({ test: PAGE_DATA_MODULE, environments: ['node', 'node_md'], order: 'post' }, ({ code }) => {
        readPageDataModule(code);
        return `${code}\nexport const outlineLoaders = {};\n`;
      });
      api.transform({ test: /\.mdx?$/, order: 'post' }, ({ code, resourcePath, resourceQuery }) => {
        // A page's content module (config/lazy-page-content.ts) has no metadata: its route module carries it.
        if (resourceQuery === PAGE_CONTENT_QUERY) return code;
        const page = pagesByFile.get(resourcePath);
        return page ? code + pageFieldsStatement(code, page, docsRoot, resourcePath) : code;
      });
    },
  };
  return {
    name: 'rspress-docs:slim-page-data',
    extendPageData(page) {
      pagesByFile.set(page._filepath, page);
    },
    builderConfig: { plugins: [rsbuildPlugin] },
  };
}
