import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOf } from '../../config/sitemap-lastmod';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOCS = path.join(ROOT, 'docs');
/** The site's locales (rspress.config.ts), declared here once for every script and test. */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export interface PageSource {
  locale: Locale;
  /** Path relative to the locale folder, e.g. `guide/basic/ssg.mdx`. */
  file: string;
  /** Route without locale prefix, e.g. `/guide/basic/ssg`; `/` for the home page. */
  route: string;
  absolutePath: string;
  frontmatter: Record<string, string>;
  body: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The flat `key: value` lines of a frontmatter block; nested YAML is kept as raw text. */
export function splitFrontmatter(source: string): { frontmatter: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  if (!match) return { frontmatter: {}, body: source };
  const frontmatter: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (pair) frontmatter[pair[1]] = pair[2].replace(/^['"]|['"]$/g, '');
  }
  return { frontmatter, body: source.slice(match[0].length) };
}

/** Every Markdown file of one locale, fragments included, relative to the locale folder and sorted. */
export function listMarkdownFiles(locale: Locale, docsDir = DOCS): string[] {
  const localeDir = path.join(docsDir, locale);
  return walk(localeDir)
    .filter((full) => /\.mdx?$/.test(full))
    .map((full) => path.relative(localeDir, full).split(path.sep).join('/'))
    .sort();
}

/** Every routable page of one locale: Markdown files outside `fragments/`. */
export function readPages(locale: Locale, docsDir = DOCS): PageSource[] {
  const localeDir = path.join(docsDir, locale);
  return listMarkdownFiles(locale, docsDir)
    .filter((file) => !file.startsWith('fragments/'))
    .map((file) => {
      const absolutePath = path.join(localeDir, file);
      const { frontmatter, body } = splitFrontmatter(readFileSync(absolutePath, 'utf8'));
      return { locale, file, route: routeOf(file), absolutePath, frontmatter, body };
    });
}
