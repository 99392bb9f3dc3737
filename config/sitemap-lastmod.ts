// The sitemap's <lastmod> per page, from git. @rspress/plugin-sitemap takes it from the file's mtime, which a
// fresh clone in CI sets to the checkout time for every page; the date of the last commit that touched the page
// is what a crawler should see. Pages that git does not know yet keep the plugin's mtime.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const PAGE_FILE = /\.(mdx?|tsx?|jsx?)$/;

/**
 * The route Rspress gives a page file within its locale folder, without the locale prefix: an index page is its
 * folder with a trailing slash (`api/index.mdx` is `/api/`, `index.md` is `/`). The doc checks use it too.
 */
export function routeOf(file: string): string {
  const withoutExtension = file.replace(PAGE_FILE, '');
  if (withoutExtension === 'index') return '/';
  return `/${withoutExtension.replace(/\/index$/, '/')}`;
}

/** The route of a page file under the docs root: the default locale has no prefix (`zh/index.md` is `/zh/`). */
export function routeOfPage(relativeFile: string, defaultLocale: string): string {
  const [locale, ...rest] = relativeFile.split('/');
  return `${locale === defaultLocale ? '' : `/${locale}`}${routeOf(rest.join('/'))}`;
}

/**
 * Reads `git log --name-only` output (newest commit first, each commit a `%cI` date line followed by its files)
 * and keeps the first date seen for each page file under `docsPrefix`.
 */
export function lastCommitDates(gitLog: string, docsPrefix: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date = '';
  for (const line of gitLog.split('\n')) {
    if (/^\d{4}-\d{2}-\d{2}T/.test(line)) date = new Date(line).toISOString();
    else if (line.startsWith(docsPrefix) && PAGE_FILE.test(line)) {
      const file = line.slice(docsPrefix.length);
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

/** `customMaps` for pluginSitemap: each committed page's route with its URL (the plugin's type asks for it) and last commit date. */
export function sitemapLastmod(
  docsRoot: string,
  defaultLocale: string,
  siteOrigin: string,
): Record<string, { loc: string; lastmod: string }> {
  let gitLog: string;
  try {
    gitLog = execFileSync('git', ['log', '--format=%cI', '--name-only', '--', '.'], {
      cwd: docsRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    // Not a git checkout (a tarball, say): the plugin's mtimes stay.
    return {};
  }
  const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: docsRoot, encoding: 'utf8' }).trim();
  const docsPrefix = `${path.relative(repoRoot, docsRoot).split(path.sep).join('/')}/`;
  return Object.fromEntries(
    [...lastCommitDates(gitLog, docsPrefix)].map(([file, lastmod]) => {
      const route = routeOfPage(file, defaultLocale);
      return [route, { loc: `${siteOrigin}${route}`, lastmod }];
    }),
  );
}
