// What Rspress 1.x (installed apart in scripts/rspress-v1/) exports and accepts that @rspress/core 2 no longer
// does: the items the migration guide must name. Both versions' declaration files go into one TypeScript
// program, so that a 1.x key's type can be checked for assignability to the 2.x key's type. Both read one
// React's types (the site's): 1.x ships React 18's, and a React 18 `Ref` does not fit a React 19 `Ref`, which
// is React's change, not Rspress's (2.x supports React 18 too).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { commandsOf, flagsOf } from './cli-surface';
import { type DtsSurface, readDtsSurface } from './dts-surface';
import { type PropItem, propItems } from './migration-props';
import { ROOT } from './pages';

export const V1_DIR = path.join(ROOT, 'scripts/rspress-v1');
const V1_MODULES = path.join(V1_DIR, 'node_modules');
const V2_MODULES = path.join(ROOT, 'node_modules');

export interface MigrationItem {
  area: string;
  /** As the guide must write it in backticks, e.g. `markdown.mdxRs`, `rspress/theme`, `rspress update`. */
  name: string;
  change: 'removed' | 'changed type';
}

const v1 = (file: string) => path.join(V1_MODULES, file);
const v2 = (file: string) => path.join(V2_MODULES, file);

const FILES = {
  v1Shared: v1('@rspress/shared/dist/index.d.ts'),
  v2Shared: v2('@rspress/shared/dist/index.d.ts'),
  v1Core: v1('rspress/core.ts'),
  v2Core: v2('@rspress/core/dist/index.d.ts'),
  v1Runtime: v1('rspress/runtime.ts'),
  v2Runtime: v2('@rspress/core/dist/runtime/index.d.ts'),
  v1Theme: v1('rspress/theme.ts'),
  v2Theme: v2('@rspress/core/dist/theme/index.d.ts'),
};

/**
 * The config types compared key by key. `Type.a.b` is the object at `a.b` in `Type`; a key that is itself a
 * source here is compared through its own keys, not as a whole. `prefix` is how the guide writes the keys:
 * `UserConfig` keys bare (`builderPlugins`), nested ones dotted (`markdown.mdxRs`).
 */
const CONFIG_SOURCES: { area: string; source: string; prefix: string; sourceV1?: string }[] = [
  { area: 'config', source: 'UserConfig', prefix: '' },
  { area: 'config', source: 'UserConfig.markdown', prefix: 'markdown.' },
  { area: 'config', source: 'UserConfig.route', prefix: 'route.' },
  { area: 'config', source: 'UserConfig.search', prefix: 'search.' },
  { area: 'config', source: 'UserConfig.ssg', prefix: 'ssg.' },
  { area: 'config', source: 'UserConfig.mediumZoom', prefix: 'mediumZoom.' },
  { area: 'config', source: 'Locale', prefix: 'locales[].' },
  // 1.x declares `UserConfig<ThemeConfig = DefaultThemeConfig>`: its theme keys are read from the default.
  { area: 'themeConfig', source: 'UserConfig.themeConfig', sourceV1: 'DefaultThemeConfig', prefix: 'themeConfig.' },
  { area: 'themeConfig', source: 'UserConfig.themeConfig.editLink', sourceV1: 'DefaultThemeConfig.editLink', prefix: 'themeConfig.editLink.' },
  { area: 'themeConfig', source: 'UserConfig.themeConfig.footer', sourceV1: 'DefaultThemeConfig.footer', prefix: 'themeConfig.footer.' },
  { area: 'themeConfig', source: 'LocaleConfig', prefix: 'themeConfig.locales[].' },
  { area: 'themeConfig', source: 'NavItem', prefix: 'NavItem.' },
  { area: 'themeConfig', source: 'SidebarGroup', prefix: 'SidebarGroup.' },
  { area: 'themeConfig', source: 'SidebarItem', prefix: 'SidebarItem.' },
  { area: 'frontmatter', source: 'FrontMatterMeta', prefix: 'frontmatter.' },
  { area: 'frontmatter', source: 'Hero', prefix: 'hero.' },
  { area: 'frontmatter', source: 'Feature', prefix: 'features[].' },
  { area: 'plugin API', source: 'RspressPlugin', prefix: 'RspressPlugin.' },
];

/** The dotted path of every source, to tell "compare through its own keys" from "compare as a whole". */
const SOURCE_PATHS = new Set(CONFIG_SOURCES.map(({ source }) => source));

function readV1Package(name: string): { exports?: Record<string, unknown>; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(v1(`${name}/package.json`), 'utf8'));
}

/**
 * `rspress` and its entry points, and every `@rspress/*` package that Rspress 1's core depended on and
 * Rspress 2's core no longer does (merged into `@rspress/core`). Platform binaries are not packages a
 * reader installs.
 */
function packageItems(): MigrationItem[] {
  const entries = Object.keys(readV1Package('rspress').exports ?? {}).map((entry) => path.posix.join('rspress', entry));
  const v1Deps = Object.keys(readV1Package('@rspress/core').dependencies ?? {});
  const v2Deps = Object.keys(JSON.parse(readFileSync(v2('@rspress/core/package.json'), 'utf8')).dependencies ?? {});
  const dropped = v1Deps.filter((name) => name.startsWith('@rspress/') && !v2Deps.includes(name));
  return [...entries, ...dropped].map((name) => ({ area: 'packages', name, change: 'removed' }));
}

function configItems(surface: DtsSurface): MigrationItem[] {
  return CONFIG_SOURCES.flatMap(({ area, source, prefix, sourceV1 = source }) => {
    const [typeV1, ...keyPathV1] = sourceV1.split('.');
    const before = surface.keyTypesOf(FILES.v1Shared, typeV1, keyPathV1);
    const [type, ...keyPath] = source.split('.');
    let after: Map<string, ts.Type>;
    try {
      after = surface.keyTypesOf(FILES.v2Shared, type, keyPath);
    } catch {
      // The whole object is gone in 2.x: its parent key reports it.
      return [];
    }
    return [...before].flatMap(([key, type1]): MigrationItem[] => {
      const name = `${prefix}${key}`;
      const type2 = after.get(key);
      if (!type2) return [{ area, name, change: 'removed' }];
      if (SOURCE_PATHS.has(`${source}.${key}`)) return [];
      return surface.checker.isTypeAssignableTo(type1, type2) ? [] : [{ area, name, change: 'changed type' }];
    });
  });
}

function exportItems(surface: DtsSurface): MigrationItem[] {
  const pairs = [
    { area: 'exports of rspress/core → @rspress/core', before: FILES.v1Core, after: FILES.v2Core },
    { area: 'exports of rspress/runtime → @rspress/core/runtime', before: FILES.v1Runtime, after: FILES.v2Runtime },
    { area: 'exports of rspress/theme → @rspress/core/theme', before: FILES.v1Theme, after: FILES.v2Theme },
  ];
  return pairs.flatMap(({ area, before, after }) => {
    const kept = new Set(surface.allValueExportsOf(after));
    return surface
      .allValueExportsOf(before)
      .filter((name) => !kept.has(name) && name !== 'default')
      .map((name): MigrationItem => ({ area, name, change: 'removed' }));
  });
}

function help(bin: string, ...args: string[]): string {
  return execFileSync(process.execPath, [bin, ...args, '--help'], { encoding: 'utf8' });
}

function cliItems(): MigrationItem[] {
  const bin1 = v1('rspress/bin/rspress.js');
  const bin2 = v2('@rspress/core/bin/rspress.js');
  const commands2 = commandsOf(help(bin2));
  return commandsOf(help(bin1)).flatMap((command): MigrationItem[] => {
    const name = `rspress ${command}`;
    if (!commands2.includes(command)) return [{ area: 'CLI', name, change: 'removed' }];
    const flags2 = flagsOf(help(bin2, command));
    return flagsOf(help(bin1, command))
      .filter((flag) => !flags2.includes(flag))
      .map((flag) => ({ area: 'CLI', name: `${name} ${flag}`, change: 'removed' }));
  });
}

export function assertV1Installed(): void {
  if (!existsSync(v1('rspress/package.json'))) {
    throw new Error(`Rspress 1.x is not installed in ${path.relative(ROOT, V1_DIR)}/: run npm ci --prefix scripts/rspress-v1`);
  }
}

const REACT_TYPES = v2('@types/react');

/**
 * Every item of 1.x that 2.x removed or changed, in the order the report prints the areas, and the props
 * of the theme components that both export.
 */
export function readMigrationSurface(): { items: MigrationItem[]; props: PropItem[] } {
  assertV1Installed();
  const surface = readDtsSurface(Object.values(FILES), {
    paths: { react: [path.join(REACT_TYPES, 'index.d.ts')], 'react/*': [path.join(REACT_TYPES, '*')] },
  });
  return {
    items: [...packageItems(), ...configItems(surface), ...exportItems(surface), ...cliItems()],
    props: propItems(surface, FILES.v1Theme, FILES.v2Theme),
  };
}
