// @ts-check
// The loader of config/lazy-page-content.ts, between Rspress's MDX loader and SWC in the browser build. A loader is
// plain JavaScript because Rspack requires it from Node as it is. Two roles, by the module's query (the content
// query comes in the options):
// - No query: a page imported by Rspress's route list. Keeps the MDX output for the content module and returns the
//   route module: the page meta Rspress reads, and the content through lazyPageContent.
// - The content query: the MDX output without the meta. Its pitch hands over the output the route module's pass
//   kept, so that each page is compiled once; without it (a route module from the persistent cache) the MDX loader
//   compiles the page as usual.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

// What Rspress's MDX loader (node/mdx/processor.js) appends to the compiled page.
const META_START = '\n\nMDXContent.__RSPRESS_PAGE_META = {};\n';

/** @type {Map<string, { sourceHash: string; content: string }>} The content module's code by page file, until it takes it. */
const compiledPages = new Map();

/** @param {string} file */
function hashOf(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** @param {string} output */
function splitMeta(output) {
  const at = output.lastIndexOf(META_START);
  return at === -1 ? undefined : { content: output.slice(0, at), meta: output.slice(at) };
}

/** @typedef {{ resourcePath: string; resourceQuery: string; getOptions(): { runtime: string; contentQuery: string } }} LoaderContext */

/** @this {LoaderContext} @param {string} output */
module.exports = function lazyPageContentLoader(output) {
  const { runtime, contentQuery } = this.getOptions();
  const parts = splitMeta(output);
  if (this.resourceQuery === contentQuery) return parts ? parts.content : output;
  // A page that is not MDX compiled by Rspress (no meta to keep apart) stays as it is.
  if (!parts) return output;
  compiledPages.set(this.resourcePath, { sourceHash: hashOf(this.resourcePath), content: parts.content });
  return [
    `import { lazyPageContent } from ${JSON.stringify(runtime)};`,
    `const MDXContent = lazyPageContent(() => import(${JSON.stringify(this.resourcePath + contentQuery)}));`,
    // Top-level await: undefined on the first page, the content's loading once a page has hydrated.
    'await MDXContent.ready;',
    parts.meta,
    'export default MDXContent;',
    '',
  ].join('\n');
};

/** @this {LoaderContext} */
module.exports.pitch = function pitchKeptOutput() {
  if (this.resourceQuery !== this.getOptions().contentQuery) return undefined;
  const kept = compiledPages.get(this.resourcePath);
  if (!kept || kept.sourceHash !== hashOf(this.resourcePath)) return undefined;
  compiledPages.delete(this.resourcePath);
  return kept.content;
};
