// Loads code that only some pages or moments need when they need it. Rspress's theme and its plugins import these
// packages statically, which puts them into every page's first load; the build resolves each one to a small
// stand-in under theme/lazy/ that imports the real package on demand, as `@lazy-original/<name>`. Only the exact
// package names are aliased, so `nprogress/nprogress.css` and other subpaths resolve as before. The global components
// of @rspress/plugin-preview, which the plugin names by file path, get the same treatment by `lazyPreviewComponents`.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const LAZY_DIR = path.join(__dirname, '..', 'theme', 'lazy');
const resolvePackage = createRequire(__filename).resolve;

/** The files of @rspress/plugin-preview's global components, each with a stand-in of the same name. */
const PREVIEW_COMPONENTS = ['Preview.tsx', 'FixedDevice.tsx'];

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

/**
 * Swaps @rspress/plugin-preview's two global components for the stand-ins in theme/lazy/preview/, which load the
 * originals only on pages that render them, and resolves `@lazy-original/preview-components` to the originals' folder
 * (the package's `exports` does not list it). Checked on every build: an upgrade that renames the files fails here.
 */
export function lazyPreviewComponents(plugin: RspressPlugin): RspressPlugin {
  const swap = (file: string) => {
    if (!PREVIEW_COMPONENTS.includes(path.basename(file))) {
      throw new Error(`config/lazy-modules.ts: ${plugin.name} registers ${file}, which has no stand-in in theme/lazy/preview/`);
    }
    return path.join(LAZY_DIR, 'preview', path.basename(file));
  };
  const globalComponents = plugin.markdown?.globalComponents ?? [];
  const globalUIComponents = plugin.globalUIComponents ?? [];
  const files = [...globalComponents, ...globalUIComponents].map((entry) => (typeof entry === 'string' ? entry : entry[0]));
  if (files.length !== PREVIEW_COMPONENTS.length) {
    throw new Error(`config/lazy-modules.ts: expected ${plugin.name} to register ${PREVIEW_COMPONENTS.join(' and ')}, got ${files.join(', ') || 'nothing'}`);
  }
  return {
    ...plugin,
    markdown: { ...plugin.markdown, globalComponents: globalComponents.map(swap) },
    globalUIComponents: globalUIComponents.map((entry) => (typeof entry === 'string' ? swap(entry) : [swap(entry[0]), entry[1]])),
    builderConfig: {
      ...plugin.builderConfig,
      resolve: { alias: { '@lazy-original/preview-components': path.dirname(files[0]) } },
    },
  };
}

export function pluginLazyModules(): RspressPlugin {
  return { name: 'rspress-docs:lazy-modules', builderConfig: { resolve: { alias: standInAliases(LAZY_MODULES, '@lazy-original') } } };
}
