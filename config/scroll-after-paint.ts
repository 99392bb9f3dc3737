// Resolves `scroll-into-view-if-needed`, which Rspress's SidebarItem and TocItem import, to
// theme/overrides/scroll-into-view-after-paint.ts, which makes the same scroll after the next paint: SidebarItem's
// scroll of the active item ran inside React's hydration commit and forced a whole-document style recalculation there
// (theme/README.md, U29). Only the exact package name is aliased; the stand-in reaches the real package as
// `@deferred-original/scroll-into-view-if-needed`.
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { standInAliases } from './lazy-modules';

const STAND_IN = path.join(__dirname, '..', 'theme', 'overrides', 'scroll-into-view-after-paint.ts');

export function pluginScrollAfterPaint(): RspressPlugin {
  return {
    name: 'rspress-docs:scroll-after-paint',
    builderConfig: { resolve: { alias: standInAliases({ 'scroll-into-view-if-needed': STAND_IN }, '@deferred-original') } },
  };
}
