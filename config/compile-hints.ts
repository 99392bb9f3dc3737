// Puts V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`, at the top of every script of
// the production browser build.
//
// V8 compiles a function when it is first called. Nearly every function of the entry, React and the theme is called
// while the page hydrates, so without the hint that compilation runs on the main thread, inside hydration's tasks: on
// the API components reference at 4x CPU slowdown, about 1.2 s of lazy compilation (`V8.CompileCode`). With the hint,
// Chromium (136 and later) compiles the whole file while it streams the download, on a background thread; the main
// thread's share fell to 0.2 s. Other engines ignore the comment. A page's content chunk and the chunks loaded on
// first use (search, overview) carry it too: their functions also all run once the chunk is in.
//
// The banner is added after the minifier (which would drop the comment) and before the content hashes are computed
// (so a file's name still matches its bytes). The server builds (SSG, SSG-MD) run in Node and are left alone.
// Measured with scripts/bench/hydration-trace.ts and a V8 compile trace; see BENCHMARKS.md.
import type { RspressPlugin } from '@rspress/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function pluginCompileHints(): RspressPlugin {
  return {
    name: 'rspress-docs:compile-hints',
    builderConfig: {
      tools: {
        rspack(_config, { environment, isProd, rspack, appendPlugins }) {
          if (!isProd || environment.name !== 'web') return;
          appendPlugins(
            new rspack.BannerPlugin({
              banner: COMPILE_HINT,
              raw: true,
              test: /\.js$/,
              // After the minifier (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH).
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          );
        },
      },
    },
  };
}
