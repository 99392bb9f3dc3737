// Loads code that only some pages or moments need when they need it. Rspress's theme and its plugins import these
// packages statically, which puts them into every page's first load; the build resolves each one to a small
// stand-in under theme/lazy/ that imports the real package on demand. The stand-ins themselves get the real package
// (the alias skips them as issuers). Only the exact package names are aliased, so `nprogress/nprogress.css` and
// other subpaths resolve as before.
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

const LAZY_DIR = path.join(__dirname, '..', 'theme', 'lazy');

export const LAZY_MODULES: Record<string, string> = {
  // Rspress's Link: the progress bar of a navigation slower than 200 ms.
  nprogress: path.join(LAZY_DIR, 'nprogress.ts'),
  // Rspress's image zoom (themeConfig.mediumZoom): only pages with images.
  'medium-zoom': path.join(LAZY_DIR, 'medium-zoom.ts'),
  // @rspress/plugin-preview: the QR code of a demo, drawn when its popup opens.
  'qrcode.react': path.join(LAZY_DIR, 'qrcode.tsx'),
};

export function pluginLazyModules(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rspress-docs:lazy-modules',
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          issuer: { not: LAZY_DIR },
          resolve: {
            alias: Object.fromEntries(Object.entries(LAZY_MODULES).map(([name, file]) => [`${name}$`, file])),
          },
        });
      });
    },
  };
  return { name: 'rspress-docs:lazy-modules', builderConfig: { plugins: [rsbuildPlugin] } };
}
