// How much the first load of one doc page grows when the site grows: builds two copies of this site in a temporary
// folder (as it is, and with N synthetic pages from scripts/lib/growth-pages.ts), measures the same doc page's
// first-load JS+CSS gzip in both, and attributes the entry's bytes to the generated modules that grow with the site
// (page index, route list, site data with nav and sidebar, the chunk → hash map of the webpack runtime) through
// source maps that only these copies emit (as separate files, with no comment in the scripts, so that the scripts are
// byte for byte those of a plain build). The copies use the worktree's node_modules through symlinks, and build
// without the persistent cache so that nothing is written into the worktree's caches.
// CI passes the worktree's own fresh build (doc_build/) as the site as it is, so that only the grown copy is built:
// its first load is the same, but it has no source maps, so the table leaves the parts of that column out.
// Not run on its own: imported by scripts/checks/check-growth.ts and scripts/bench/index.ts (which hold the build lock).
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { firstLoadAssets, gzipSize } from './first-load';
import { writeGrowthPages } from './growth-pages';
import { builtHtmlFile, localePath, PAGE_TYPES } from './page-types';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC_PAGE = PAGE_TYPES.find(({ type }) => type === 'doc')!.path;

/** The parts of the first load that grow with the page count, by the source files their bytes come from. */
export const GROWING_PARTS: { name: string; source: RegExp }[] = [
  { name: 'page index (virtual-page-data)', source: /virtual-page-data\.js$/ },
  { name: 'route list (virtual-routes)', source: /virtual-routes\.js$/ },
  { name: 'site data: nav, sidebar (virtual-site-data)', source: /virtual-site-data\.js$/ },
  { name: 'chunk → hash map (webpack runtime)', source: /webpack\/runtime\/get (?:javascript|css) chunk filename$|get_javascript_chunk_filename|get_css_chunk_filename/ },
];

export interface SiteLoad {
  /** Pages the copy built (HTML files, both locales). */
  pages: number;
  firstLoadGzip: number;
  /** Gzip size of each growing part's own text in the first-load JS, by GROWING_PARTS name; none without source maps. */
  parts?: Record<string, number>;
  /** The cold build's time; none for a build measured as found. */
  buildMs?: number;
}

export interface Growth {
  addedPages: number;
  base: SiteLoad;
  grown: SiteLoad;
  /** (grown - base) first-load gzip, scaled to 1,000 added pages. */
  perThousandPages: number;
}

/** Copies the worktree's files (tracked and new, not ignored) into `dir`, with node_modules linked entry by entry. */
export function copySite(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    } catch (error) {
      // A file deleted in the worktree but not yet in git's index.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  // The caches stay out: each copy starts cold and writes its own.
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '.rspress') continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
}

/**
 * The copy's config: the site's own, with source maps for the browser's JS so that bytes can be attributed. Hidden:
 * the scripts carry no `sourceMappingURL` comment, so their bytes are those of the site's own build.
 */
const WRAPPER_CONFIG = `import config from './rspress.config';
export default {
  ...config,
  builderConfig: {
    ...config.builderConfig,
    output: { ...config.builderConfig?.output, sourceMap: { js: 'hidden-source-map', css: false } },
  },
};
`;

/** Runs a cold `rspress build` in a copy with the given wrapper config, without the persistent cache; returns its ms. */
export async function buildCopy(dir: string, logFile: string, config = WRAPPER_CONFIG, env: Record<string, string> = {}): Promise<number> {
  const configFile = path.join(dir, 'growth.rspress.config.ts');
  writeFileSync(configFile, config);
  const log = createWriteStream(logFile);
  const start = performance.now();
  const child = spawn(process.execPath, [path.join(dir, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '--config', configFile], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, RSPRESS_PERSISTENT_CACHE: 'false' },
  });
  // Each line carries the seconds since the build started, so that the log shows when each phase ended.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => log.write(`[${((performance.now() - start) / 1000).toFixed(1)}s] ${line}\n`));
  }
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  log.end();
  if (code !== 0) throw new Error(`growth: rspress build of ${dir} exited with ${code}; its output is in ${logFile}`);
  return performance.now() - start;
}

/** Generated text of one JS file, grouped by the source file each character maps to (unmapped text is left out). */
export function textBySource(code: string, map: ConstructorParameters<typeof SourceMap>[0]): Map<string, string> {
  const sourceMap = new SourceMap(map);
  const bySource = new Map<string, string[]>();
  code.split('\n').forEach((line, lineNumber) => {
    let current: string | undefined;
    let start = 0;
    const flush = (end: number) => {
      if (current !== undefined && end > start) bySource.set(current, [...(bySource.get(current) ?? []), line.slice(start, end)]);
    };
    for (let column = 0; column < line.length; column++) {
      const entry = sourceMap.findEntry(lineNumber, column) as { originalSource?: string; generatedLine?: number };
      const source = entry.generatedLine === lineNumber ? entry.originalSource : undefined;
      if (source !== current) {
        flush(column);
        current = source;
        start = column;
      }
    }
    flush(line.length);
  });
  return new Map([...bySource].map(([source, parts]) => [source, parts.join('')]));
}

/** The doc page's first load in a built site; the growing parts too if the build has source maps. */
function measureBuild(buildDir: string, buildMs?: number): SiteLoad {
  const assets = firstLoadAssets(buildDir, builtHtmlFile('doc', localePath('en', DOC_PAGE)));
  const texts = new Map<string, string>(GROWING_PARTS.map(({ name }) => [name, '']));
  let mapped = false;
  for (const asset of assets.filter(({ kind }) => kind === 'js')) {
    const file = path.join(buildDir, asset.url);
    let map;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    } catch {
      continue;
    }
    mapped = true;
    for (const [source, text] of textBySource(readFileSync(file, 'utf8'), map)) {
      const part = GROWING_PARTS.find(({ source: pattern }) => pattern.test(source));
      if (part) texts.set(part.name, texts.get(part.name) + text);
    }
  }
  const pages = execFileSync('find', [buildDir, '-name', '*.html'], { encoding: 'utf8' }).trim().split('\n').length;
  return {
    pages,
    firstLoadGzip: assets.reduce((total, asset) => total + asset.gzip, 0),
    parts: mapped ? Object.fromEntries([...texts].map(([name, text]) => [name, text ? gzipSize(text) : 0])) : undefined,
    buildMs,
  };
}

/**
 * Builds the site as it is and with `addedPages` more pages, and measures the doc page's first load in both. One
 * copy serves both builds, so that an edit in the worktree meanwhile cannot make them differ. With `baseBuild` (a
 * build of the worktree as it is, made just before), that build stands for the site as it is and only the grown
 * copy is built.
 */
export async function measureGrowth(addedPages: number, log: (line: string) => void = console.log, baseBuild?: string): Promise<Growth> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rspress-growth-'));
  try {
    copySite(dir);
    const load = async (label: string) => {
      log(`growth: building the site ${label} in ${dir}…`);
      rmSync(path.join(dir, 'doc_build'), { recursive: true, force: true });
      const buildMs = await buildCopy(dir, path.join(dir, `build-${label.replaceAll(' ', '-')}.log`));
      const measured = measureBuild(path.join(dir, 'doc_build'), buildMs);
      log(`growth: ${measured.pages} HTML pages in ${(buildMs / 1000).toFixed(1)} s; doc page first load ${measured.firstLoadGzip} B gzip`);
      return measured;
    };
    let base: SiteLoad;
    if (baseBuild) {
      base = measureBuild(baseBuild);
      log(`growth: the site as it is, from ${baseBuild}: ${base.pages} HTML pages; doc page first load ${base.firstLoadGzip} B gzip`);
    } else {
      base = await load('as it is');
    }
    writeGrowthPages(path.join(dir, 'docs'), addedPages);
    const grown = await load(`with ${addedPages} more pages`);
    rmSync(dir, { recursive: true, force: true });
    return { addedPages, base, grown, perThousandPages: Math.round(((grown.firstLoadGzip - base.firstLoadGzip) * 1000) / addedPages) };
  } catch (error) {
    log(`growth: the copy and its build logs stay in ${dir} for a look`);
    throw error;
  }
}

/** The table the check and the bench print: both sizes, the growth, and where it went. */
export function renderGrowth(growth: Growth): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const perThousand = (bytes: number) => kib((bytes * 1000) / growth.addedPages);
  const rows = [
    ['HTML pages built', String(growth.base.pages), String(growth.grown.pages), '', ''],
    ['Doc page first load (JS+CSS gzip)', kib(growth.base.firstLoadGzip), kib(growth.grown.firstLoadGzip), kib(growth.grown.firstLoadGzip - growth.base.firstLoadGzip), perThousand(growth.grown.firstLoadGzip - growth.base.firstLoadGzip)],
    ...GROWING_PARTS.map(({ name }) => {
      const [before, after] = [growth.base.parts?.[name], growth.grown.parts?.[name]];
      if (before === undefined || after === undefined) return [`  of which ${name}`, before === undefined ? '(no source maps)' : kib(before), after === undefined ? '' : kib(after), '', ''];
      return [`  of which ${name}`, kib(before), kib(after), kib(after - before), perThousand(after - before)];
    }),
    ...(growth.base.buildMs === undefined || growth.grown.buildMs === undefined
      ? []
      : [['Cold build, no persistent cache (one run each, varies with the load)', `${(growth.base.buildMs / 1000).toFixed(1)} s`, `${(growth.grown.buildMs / 1000).toFixed(1)} s`, '', `${((growth.grown.buildMs - growth.base.buildMs) / (growth.grown.pages - growth.base.pages)).toFixed(0)} ms per added page`]]),
  ];
  const header = ['', 'Site as it is', `+${growth.addedPages} pages`, 'Growth', 'Per 1,000 pages'];
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}
