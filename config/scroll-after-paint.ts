// Resolves `scroll-into-view-if-needed`, which Rspress's SidebarItem and TocItem import, to
// theme/overrides/scroll-into-view-after-paint.ts, which makes the same scroll after the next paint: SidebarItem's
// scroll of the active item ran inside React's hydration commit and forced a whole-document style recalculation there
// (theme/README.md, U29). Only the exact package name is aliased; the stand-in reaches the real package as
// `@deferred-original/scroll-into-view-if-needed`.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const PACKAGE = 'scroll-into-view-if-needed';
const resolvePackage = createRequire(__filename).resolve;

export function pluginScrollAfterPaint(): RspressPlugin {
  return {
    name: 'rspress-docs:scroll-after-paint',
    builderConfig: {
      resolve: {
        alias: {
          [`${PACKAGE}$`]: path.join(__dirname, '..', 'theme', 'overrides', 'scroll-into-view-after-paint.ts'),
          [`@deferred-original/${PACKAGE}$`]: resolvePackage(PACKAGE),
        },
      },
    },
  };
}
