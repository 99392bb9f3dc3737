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
// The Node builds (SSR, SSG-MD) keep the whole index; build-time consumers (RSS, llms.txt, sitemap) read the page
// objects in Node and are not affected. Both module shapes are checked: an upgrade that changes them fails the build.
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';

/** What the browser keeps of every page: what the client's route lookup and the overview filter read. */
export const INDEX_FIELDS = ['routePath', 'title', 'lang', 'version'] as const;
/** Fields the route chunk's metadata already carries, or that never reach the browser. */
const NOT_MOVED = new Set<string>([...INDEX_FIELDS, 'toc', 'frontmatter', 'content', '_flattenContent', '_filepath']);

const PAGE_DATA_MODULE = /[\\/]virtual-page-data\.js$/;
const OUTLINES_QUERY = /^\?outlines=([\w-]*)$/;

type Page = Record<string, unknown> & { routePath: string; lang: string; toc?: OutlineEntry[] };
interface OutlineEntry {
  id: string;
  text: string;
  depth: number;
}

/**
 * Reads the module Rspress generates (`export const pageData = {...}; export const searchIndexHash = {...};`, as
 * SWC prints it) by evaluating it, and throws when its shape is not that one.
 */
export function readPageDataModule(code: string): { pages: Page[]; searchIndexHash: unknown } {
  const exported = [...code.matchAll(/^export const (\w+) =/gm)].map((match) => match[1]);
  if (exported.join() !== 'pageData,searchIndexHash' || /^\s*(?:import|export (?!const))/m.test(code)) {
    throw new Error(
      `config/slim-page-data.ts: virtual-page-data no longer has the shape of @rspress/core 2.0.22 (exports: ${exported.join(', ') || 'none'}). Check whether web-infra-dev/rspress#1102 is fixed upstream, then update or remove this plugin.`,
    );
  }
  const values = new Function(`${code.replace(/^export const (\w+) =/gm, 'const $1 =')}\nreturn { pageData, searchIndexHash };`)();
  const pages: unknown = values.pageData?.pages;
  if (
    !Array.isArray(pages) ||
    !pages.every((page) => typeof page?.routePath === 'string' && typeof page.lang === 'string')
  ) {
    throw new Error('config/slim-page-data.ts: virtual-page-data has no `pageData.pages` list of pages with routePath and lang.');
  }
  return { pages, searchIndexHash: values.searchIndexHash };
}

/** The browser's `virtual-page-data`: the slim index, the search-index hashes, and the per-locale outline loaders. */
export function slimPageDataModule(code: string, moduleFile: string): string {
  const { pages, searchIndexHash } = readPageDataModule(code);
  const slim = pages.map((page) => Object.fromEntries(INDEX_FIELDS.map((field) => [field, page[field]])));
  const locales = [...new Set(pages.map((page) => page.lang))];
  const loaders = locales.map(
    (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${moduleFile}?outlines=${lang}`)})`,
  );
  return [
    `export const pageData = { pages: ${JSON.stringify(slim)} };`,
    `export const searchIndexHash = ${JSON.stringify(searchIndexHash)};`,
    `export const outlineLoaders = { ${loaders.join(', ')} };`,
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
      // The Node builds keep the whole index, which already holds the outlines.
      api.transform({ test: PAGE_DATA_MODULE, environments: ['node', 'node_md'], order: 'post' }, ({ code }) => {
        readPageDataModule(code);
        return `${code}\nexport const outlineLoaders = {};\n`;
      });
      api.transform({ test: /\.mdx?$/, order: 'post' }, ({ code, resourcePath }) => {
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
