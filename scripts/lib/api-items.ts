// The API items the reference pages must document, read from the installed packages, each with the page
// that documents it and the rule that finds it there.
import path from 'node:path';
import { readCli } from './cli-surface';
import { definedCssVars } from './css-vars';
import { type DocSection, sectionNamed, showsCode } from './doc-sections';
import { type DtsSurface, readDtsSurface } from './dts-surface';
import { ROOT } from './pages';

export interface ApiItem {
  area: string;
  /** As the page writes it, e.g. `markdown.link.checkAnchors`, `rspress build --base`, `--rp-c-brand`. */
  name: string;
  /** Path under `docs/{locale}/`. */
  page: string;
  isDocumentedIn(sections: DocSection[]): boolean;
}

const CORE = path.join(ROOT, 'node_modules/@rspress/core');
const SHARED_DTS = path.join(ROOT, 'node_modules/@rspress/shared/dist/index.d.ts');
const RUNTIME_DTS = path.join(CORE, 'dist/runtime/index.d.ts');
const THEME_DTS = path.join(CORE, 'dist/theme/index.d.ts');

const BASIC = 'api/config/config-basic.mdx';
const BUILD = 'api/config/config-build.mdx';
/** Top-level keys that config-basic only points to: config-build holds their entries. */
const BUILD_KEYS = ['builderConfig', 'markdown', 'route', 'search', 'ssg', 'llms', 'plugins', 'replaceRules', 'languageParity'];

/**
 * Where each config type is documented. A source `Type.a.b` lists the keys of the object at `a.b` in `Type`,
 * and its entries are headed `Type.a.b.key`. The two root types are written without their name, as the pages
 * do (`markdown.link.checkAnchors`, `title`). Nested objects get their own list only where the page gives
 * them entries; small shapes such as `{ dark, light }` or a badge's `{ text, link }` are spelled out in the
 * parent's Type line instead.
 */
const KEY_AREAS: { area: string; page: string | ((name: string) => string); sources: string[] }[] = [
  {
    area: 'UserConfig',
    page: (name) => (BUILD_KEYS.includes(name) ? BUILD : BASIC),
    sources: ['UserConfig', 'Locale', 'UserConfig.mediumZoom', 'UserConfig.multiVersion'],
  },
  {
    area: 'ThemeConfig',
    page: 'api/config/config-theme.mdx',
    sources: [
      'UserConfig.themeConfig',
      'LocaleConfig',
      'NavItem',
      'SidebarGroup',
      'SidebarItem',
      'SidebarDivider',
      'SidebarSectionHeader',
      'SocialLink',
      'Footer',
      'EditLink',
      'LastUpdated',
      'LlmsUI',
    ],
  },
  {
    area: 'FrontMatterMeta',
    page: 'api/config/config-frontmatter.mdx',
    sources: ['FrontMatterMeta', 'Hero', 'Hero.image', 'Hero.actions', 'Feature'],
  },
  {
    area: 'Build options',
    page: BUILD,
    sources: [
      'UserConfig.markdown',
      'UserConfig.markdown.link',
      'UserConfig.markdown.image',
      'UserConfig.markdown.defaultCodeOverflow',
      'UserConfig.route',
      'UserConfig.search',
      'UserConfig.ssg',
      'UserConfig.llms',
      'UserConfig.llms.remarkSplitMdxOptions',
      'UserConfig.languageParity',
      'ReplaceRule',
    ],
  },
];

const ROOT_TYPES = ['UserConfig', 'FrontMatterMeta'];

function namedInHeading(name: string) {
  return (sections: DocSection[]) => sections.some((section) => section.names.includes(name));
}

function configItems(surface: DtsSurface): ApiItem[] {
  return KEY_AREAS.flatMap(({ area, page, sources }) =>
    sources.flatMap((source) => {
      const [type, ...keyPath] = source.split('.');
      const prefix = (ROOT_TYPES.includes(type) ? keyPath : [type, ...keyPath]).join('.');
      return surface.keysOf(SHARED_DTS, type, keyPath).map((key): ApiItem => {
        const name = prefix ? `${prefix}.${key}` : key;
        return { area, name, page: typeof page === 'string' ? page : page(name), isDocumentedIn: namedInHeading(name) };
      });
    }),
  );
}

/**
 * A section about a whole `export *` module: its heading names nothing else in backticks, and it shows the
 * specifier in inline code. The pages title these sections in words ("React Router exports", "Icons"), and
 * `` ## `react-router-dom` `` passes as well.
 */
function showsReExport(specifier: string) {
  return (sections: DocSection[]) =>
    sections.some(
      (section) => section.depth > 0 && section.names.every((name) => name === specifier) && showsCode([section], specifier),
    );
}

function exportItems(surface: DtsSurface): ApiItem[] {
  const entries = [
    { area: '@rspress/core/runtime', file: RUNTIME_DTS, page: 'api/client-api/api-runtime.mdx' },
    { area: '@rspress/core/theme', file: THEME_DTS, page: 'api/client-api/api-components.mdx' },
  ];
  return entries.flatMap(({ area, file, page }) =>
    surface.valueExportsOf(file).map(({ name, starFrom }) => ({
      area,
      name,
      page,
      isDocumentedIn: starFrom ? showsReExport(starFrom) : namedInHeading(name),
    })),
  );
}

/**
 * A command is documented by a heading that names it (`rspress build`); a flag by inline code in that
 * command's section, or in the part of the page before the first command, where the global options are.
 */
function cliItems(): ApiItem[] {
  const page = 'api/commands.mdx';
  const commands = readCli(path.join(CORE, 'bin/rspress.js'));
  const leadIn = (sections: DocSection[]) => {
    const first = sections.findIndex((section) => commands.some((command) => section.names.includes(command.name)));
    return first < 0 ? sections : sections.slice(0, first);
  };
  return commands.flatMap((command) => [
    { area: 'CLI', name: command.name, page, isDocumentedIn: namedInHeading(command.name) },
    ...command.flags.map((flag) => ({
      area: 'CLI',
      name: `${command.name} ${flag}`,
      page,
      isDocumentedIn: (sections: DocSection[]) =>
        showsCode([...leadIn(sections), ...sectionNamed(sections, command.name)], flag),
    })),
  ]);
}

function cssVarItems(): ApiItem[] {
  return definedCssVars(path.join(CORE, 'dist/theme')).map((name) => ({
    area: 'CSS variables',
    name,
    page: 'ui/vars.mdx',
    isDocumentedIn: (sections: DocSection[]) => showsCode(sections, name),
  }));
}

/** Every item, in the order the report prints the areas. */
export function readApiItems(): ApiItem[] {
  const surface = readDtsSurface([SHARED_DTS, RUNTIME_DTS, THEME_DTS]);
  return [...configItems(surface), ...exportItems(surface), ...cliItems(), ...cssVarItems()];
}
