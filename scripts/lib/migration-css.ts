// The CSS names a 1.x site's custom CSS can target and the 2.x default theme no longer defines, and the
// guide's table of them. A name is a custom property a stylesheet declares (`--rp-home-bg:`), written
// `--rp-home-bg`, or a class a selector uses (`.rspress-doc-footer`), written with its dot.
//
// 1.x: the default theme's stylesheet and the container styles that Rspress 1 always loaded (its built-in
// container plugin). 2.x: every stylesheet of `@rspress/core`'s theme. Left out of 1.x: CSS-module classes
// (`pager_d6903`, hashed per release, so no site could rely on them) and Tailwind's `--tw-*` internals. The
// Tailwind utility classes that 1.x's stylesheet carried (`.flex`, `.mt-2`, `.sm:hidden`) are one item:
// 2.x ships no Tailwind at all, so the guide names them as a group, by any one of them.
//
// The guide's table: a row whose first cell names 1.x names in inline code and whose second cell names
// their 2.x equivalents in inline code, or none when the name is gone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tableRows } from './migration-tables';
import { ROOT } from './pages';

const V1_STYLESHEETS = [
  'scripts/rspress-v1/node_modules/@rspress/theme-default/dist/bundle.css',
  'scripts/rspress-v1/node_modules/@rspress/plugin-container-syntax/container.css',
];
const V2_STYLESHEETS = ['node_modules/@rspress/core/dist/theme'];

export interface CssNames {
  /** Custom properties and theme classes, each as the guide writes it: `--rp-x`, `.rspress-x`. */
  names: Set<string>;
  /** Tailwind utility classes, with the dot. */
  utilities: Set<string>;
}

/** `pager_d6903`: a CSS-module class, renamed by every release. */
const HASHED = /_[0-9a-f]{5}$/;
const TAILWIND_INTERNAL = /^--tw-/;
const DECLARATION = /(?<![\w-])(--[\w-]+)\s*:/g;
const RULE_PRELUDE = /([^{};]+)\{/g;
const CLASS = /\.((?:[\w-]|\\.)+)/g;

/**
 * Tailwind's grammar for the utilities 1.x used: a variant (`sm:`, `dark:`, `hover:`) or an arbitrary value
 * (`w-[50px]`) only Tailwind writes; otherwise a keyword utility or a family with a value. `flex-` takes only
 * Tailwind's values, so the theme's own `.flex-center` stays a theme class.
 */
const TAILWIND_KEYWORD =
  /^(absolute|relative|sticky|fixed|static|block|inline|inline-block|inline-flex|flex|grid|table|hidden|visible|invisible|container|italic|transform|filter|blur|resize|outline|border|rounded|transition)$/;
const TAILWIND_FAMILY =
  /^-?(m|mx|my|mt|mb|ml|mr|p|px|py|pt|pb|pl|pr|w|h|min-w|min-h|max-w|max-h|z|gap|gap-x|gap-y|top|bottom|left|right|inset|order|opacity|duration|ease|leading|tracking|font|text|bg|border|rounded|list|align|cursor|overflow|overflow-x|overflow-y|whitespace|break|content|items|justify|transition)-[\w.-]+$/;
const TAILWIND_FLEX = /^flex-(1|auto|initial|none|row|row-reverse|col|col-reverse|wrap|wrap-reverse|nowrap|grow|grow-0|shrink|shrink-0)$/;

export function isTailwindUtility(className: string): boolean {
  return className.includes(':') || className.includes('[') || [TAILWIND_KEYWORD, TAILWIND_FAMILY, TAILWIND_FLEX].some((re) => re.test(className));
}

function stylesheets(entry: string): string[] {
  if (entry.endsWith('.css')) return [entry];
  return readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(entry, file));
}

/** The names the stylesheets at `entries` (files or folders) define. */
export function cssNamesOf(entries: string[]): CssNames {
  const names = new Set<string>();
  const utilities = new Set<string>();
  for (const file of entries.flatMap(stylesheets)) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, name] of css.matchAll(DECLARATION)) if (!TAILWIND_INTERNAL.test(name)) names.add(name);
    for (const [, prelude] of css.matchAll(RULE_PRELUDE)) {
      if (prelude.trim().startsWith('@')) continue;
      for (const [, escaped] of prelude.matchAll(CLASS)) {
        const className = escaped.replace(/\\(.)/g, '$1');
        if (HASHED.test(className)) continue;
        (isTailwindUtility(className) ? utilities : names).add(`.${className}`);
      }
    }
  }
  return { names, utilities };
}

/** The names of the two default themes, read from the installed packages. */
export function readThemeCssNames(): { v1: CssNames; v2: CssNames } {
  const resolve = (entries: string[]) => entries.map((entry) => path.join(ROOT, entry));
  return { v1: cssNamesOf(resolve(V1_STYLESHEETS)), v2: cssNamesOf(resolve(V2_STYLESHEETS)) };
}

export interface CssTableProblem {
  name: string;
  problem: string;
}

const isCssName = (code: string) => code.startsWith('--') || code.startsWith('.');

/**
 * What the guide's table gets wrong: a 1.x name that 2.x lacks and no row lists, a listed 1.x name that
 * 1.x never defined (a typo), a 2.x equivalent that 2.x does not define, and no row for the utilities.
 */
export function cssTableProblems(v1: CssNames, v2: CssNames, source: string): CssTableProblem[] {
  const listed = new Set<string>();
  const problems: CssTableProblem[] = [];
  for (const [before = [], after = []] of tableRows(source)) {
    const names = before.filter(isCssName);
    if (names.length === 0) continue;
    for (const name of names) {
      listed.add(name);
      if (!v1.names.has(name) && !v1.utilities.has(name)) problems.push({ name, problem: 'listed, but Rspress 1.x does not define it' });
    }
    for (const name of after.filter(isCssName)) {
      if (!v2.names.has(name)) problems.push({ name, problem: 'given as the 2.x equivalent, but Rspress 2 does not define it' });
    }
  }
  for (const name of v1.names) {
    if (!v2.names.has(name) && !listed.has(name)) problems.push({ name, problem: 'gone in Rspress 2 and missing from the table' });
  }
  if (v1.utilities.size > 0 && ![...v1.utilities].some((name) => listed.has(name))) {
    problems.push({ name: [...v1.utilities][0], problem: `no row names the ${v1.utilities.size} Tailwind utility classes of 1.x, all gone` });
  }
  return problems;
}
