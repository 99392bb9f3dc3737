// Loads code that only some pages or moments need when they need it. Rspress's theme and its plugins import these
// packages statically, which puts them into every page's first load; the build resolves each one to a small
// stand-in under theme/lazy/ that imports the real package on demand, as `@lazy-original/<name>`. Only the exact
// package names are aliased, so `nprogress/nprogress.css` and other subpaths resolve as before.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const LAZY_DIR = path.join(__dirname, '..', 'theme', 'lazy');
const resolvePackage = createRequire(__filename).resolve;

export const LAZY_MODULES: Record<string, string> = {
  // Rspress's Link: the progress bar of a navigation slower than 200 ms.
  nprogress: path.join(LAZY_DIR, 'nprogress.ts'),
  // Rspress's image zoom (themeConfig.mediumZoom): only pages with images.
  'medium-zoom': path.join(LAZY_DIR, 'medium-zoom.ts'),
  // @rspress/plugin-preview: the QR code of a demo, drawn when its popup opens.
  'qrcode.react': path.join(LAZY_DIR, 'qrcode.tsx'),
};

/**
 * Aliases that resolve each exact package name of `standIns` to its stand-in, and `<originalPrefix>/<name>` to the real
 * package, which the stand-in imports. Also used by config/scroll-after-paint.ts.
 */
export function standInAliases(standIns: Record<string, string>, originalPrefix: string): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const [name, standIn] of Object.entries(standIns)) {
    alias[`${name}$`] = standIn;
    alias[`${originalPrefix}/${name}$`] = resolvePackage(name);
  }
  return alias;
}

export function pluginLazyModules(): RspressPlugin {
  return { name: 'rspress-docs:lazy-modules', builderConfig: { resolve: { alias: standInAliases(LAZY_MODULES, '@lazy-original') } } };
}
