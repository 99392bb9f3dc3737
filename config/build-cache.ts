// Rsbuild's persistent cache for the site build, which @rspress/plugin-preview turns off for every site
// (performance.buildCache: false) because it collects iframe demos while pages compile, and a page
// restored from the cache is not compiled. This site has no iframe demos, so the config turns the cache
// back on; with the plugin's `false`, Rspress's own cache key (the route list, nav and sidebar) is gone,
// and the key below stands in for it.
//
// Production builds go further: Rspress checks links and anchors while it compiles a page, against the
// anchors of the pages compiled in the same build. A build that restored some pages from the cache would
// skip those checks, so any change under docs/ compiles every page again; changes to the theme, or none,
// reuse the cache. Dev builds only log dead links, so there the route list is enough.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scanMarkdown } from './markdown-scan';

/** The info string of a code block that @rspress/plugin-preview renders as an iframe demo. */
const IFRAME_DEMO_META = /\bpreview=["']?iframe-(?:fixed|follow)/;
const LOCAL_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

export interface BuildCacheInputs {
  /** The docs root: its file list is the route list, and in production its contents count too. */
  docsRoot: string;
  /** The config file: its source and the local modules it imports are part of the key. */
  configFile: string;
  /** Other files that build-time plugins read, such as i18n.json. */
  otherFiles: string[];
  /** Config values that come from the environment rather than from a file. */
  environment: unknown;
  production: boolean;
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function resolveModule(specifier: string, fromFile: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** The config file and every local module it imports, directly or not. */
export function localImportClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(LOCAL_IMPORT)) {
      const resolved = resolveModule(specifier, file);
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return [...seen].sort();
}

function hashFiles(files: string[], root: string, withContents: boolean): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0');
    if (withContents) hash.update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * What each page's last-updated date comes from: the last commit under the docs root and the time zone the date is
 * printed in. config/slim-page-data.ts puts that date into the page's route chunk, and a chunk restored from the
 * cache must not carry yesterday's date; the file contents alone do not change when a page is committed.
 */
export function lastUpdatedInputs(docsRoot: string): string {
  let revision = '';
  try {
    revision = execFileSync('git', ['log', '-1', '--format=%H', '--', '.'], {
      cwd: docsRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout: Rspress shows no last-updated dates then.
  }
  return `${revision}\0${Intl.DateTimeFormat().resolvedOptions().timeZone}`;
}

/** Rsbuild's `performance.buildCache` for this site, or `false` when a page has an iframe demo. */
export function siteBuildCache(inputs: BuildCacheInputs): { cacheDigest: string[] } | false {
  const docs = listFiles(inputs.docsRoot);
  // Only a page's own code blocks count: a fence inside a longer fence is a Markdown sample that shows the syntax.
  const hasIframeDemo = docs.some(
    (file) =>
      /\.mdx?$/.test(file) &&
      scanMarkdown(fs.readFileSync(file, 'utf8')).blocks.some((block) => IFRAME_DEMO_META.test(block.meta)),
  );
  if (hasIframeDemo) return false;
  const configFiles = [...localImportClosure(inputs.configFile), ...inputs.otherFiles];
  const projectRoot = path.dirname(inputs.configFile);
  return {
    cacheDigest: [
      hashFiles(docs, inputs.docsRoot, inputs.production),
      hashFiles(configFiles, projectRoot, true),
      JSON.stringify(inputs.environment ?? null),
      lastUpdatedInputs(inputs.docsRoot),
    ],
  };
}
