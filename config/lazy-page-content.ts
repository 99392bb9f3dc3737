// Takes each page's content out of its first load (theme/lazy-page-content.ts says how the browser side works).
//
// Rspress's route list imports each page's MDX as one route chunk, which the HTML preloads and the client entry
// awaits before it hydrates. In the production browser build this plugin gives the MDX of those imports (issuer:
// Rspress's virtual-routes module) a loader after Rspress's MDX loader (config/lazy-page-content-loader.cjs) that
// turns it into a small route module, the page meta plus a dynamic import of the content; the content is the same
// file with `?page-content`, compiled once. Rspress preloads only the route chunk, so the content chunk loads while
// React hydrates the rest of the page. The server builds (SSG, SSG-MD) and `rspress dev` are left as they are.
// Upstream Rspress 2.0.22 has no option for this: every page's compiled content is on its first load.
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const LOADER = path.join(__dirname, 'lazy-page-content-loader.cjs');
const RUNTIME = path.join(__dirname, '..', 'theme', 'lazy-page-content.ts');
// The module Rspress's route list is written to (pluginVirtualModule: <root>/.rsbuild-virtual-module/virtual-routes.js).
const ROUTE_LIST = /[\\/]virtual-routes\.js$/;
/** The query of a page's content module. */
export const PAGE_CONTENT_QUERY = '?page-content';

export function pluginLazyPageContent(): RspressPlugin {
  return {
    name: 'rspress-docs:lazy-page-content',
    builderConfig: {
      tools: {
        bundlerChain(chain, { environment, isProd }) {
          if (!isProd || environment.name !== 'web') return;
          const mdxRule = chain.module.rule('mdx');
          if (!mdxRule.oneOfs.has('mdx')) {
            throw new Error(
              'config/lazy-page-content.ts: Rspress no longer has the "mdx" rule this plugin extends (node/initRsbuild.js); update the plugin for this release.',
            );
          }
          const mdx = mdxRule.oneOf('mdx');
          const swcOptions = mdx.use('builtin:swc-loader').get('options');
          const mdxLoader = mdx.use('mdx-loader');
          for (const [name, condition] of [
            ['mdx-page-content', (oneOf: typeof mdx) => oneOf.resourceQuery((query: string) => query === PAGE_CONTENT_QUERY)],
            ['mdx-route-page', (oneOf: typeof mdx) => oneOf.issuer(ROUTE_LIST)],
          ] as const) {
            const oneOf = condition(mdxRule.oneOf(name).before('mdx')).type('javascript/auto');
            oneOf.use('builtin:swc-loader').loader('builtin:swc-loader').options(swcOptions);
            oneOf.use('lazy-page-content').loader(LOADER).options({ runtime: RUNTIME, contentQuery: PAGE_CONTENT_QUERY });
            oneOf.use('mdx-loader').loader(mdxLoader.get('loader')).options(mdxLoader.get('options'));
          }
        },
      },
    },
  };
}
