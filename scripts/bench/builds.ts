// Cold and warm production builds, timed. Cold removes the output and every cache a build reads; warm runs right
// after a build of the same config, with Rsbuild's persistent cache that Rspress 2.0.22 turns on by default
// (node_modules/@rspress/core/dist/node/initRsbuild.js: `performance.buildCache` unless RSPRESS_PERSISTENT_CACHE=false)
// when no plugin turns it off: @rspress/plugin-preview 2.0.21 sets `buildCache: false` in its builderConfig, and
// rspress.config.ts turns it back on (config/build-cache.ts), so the bench records whether a cold build actually
// wrote the cache. The warm build changes nothing under docs/; after a change there, a production build compiles
// every page again (see config/build-cache.ts).
// Not run on its own: imported by scripts/bench/index.ts, which holds the build lock around it.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repeat, summarize, type Timing } from './stats';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const RSPRESS_BIN = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');
export const LOG_DIR = path.join(ROOT, 'bench/tmp');

/**
 * What a cold build must not find. Rsbuild keeps the persistent cache in node_modules/.cache/rspack (one folder
 * per environment: web, node for SSG, node_md for the .md copies), jiti its transpiled config in
 * node_modules/.cache/jiti, and Rspress its generated runtime modules in node_modules/.rspress.
 */
export const COLD_PATHS = ['doc_build', 'node_modules/.cache/rspack', 'node_modules/.cache/jiti', 'node_modules/.rspress'];
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/rspack');

export interface BuildFigures {
  cold: Timing;
  warm: Timing;
  /** Whether every cold build left a persistent cache in node_modules/.cache/rspack for the warm one. */
  persistentCacheWritten: boolean;
  /** The pages this commit built (absent in results from before the baseline was measured). */
  pages?: number;
  /** Cold builds of an earlier commit, each taken just before one of this commit's (scripts/bench/baseline.ts). */
  baseline?: { ref: string; cold: Timing; pages: number };
}

/**
 * Runs `rspress build` in `root` (this repo, or the baseline's copy) to completion and returns its wall time in ms;
 * its output goes to bench/tmp/<label>.log.
 */
export async function timeBuild(label: string, root = ROOT): Promise<number> {
  const log = createWriteStream(path.join(LOG_DIR, `${label}.log`));
  const start = performance.now();
  const child = spawn(process.execPath, [path.join(root, path.relative(ROOT, RSPRESS_BIN)), 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const elapsed = performance.now() - start;
  if (code !== 0) throw new Error(`rspress build (${label}) exited with ${code}: see bench/tmp/${label}.log`);
  return elapsed;
}

/** The HTML files a build wrote: the pages it built. */
function countPages(buildDir: string): number {
  return readdirSync(buildDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
}

export function makeCold(root = ROOT): void {
  for (const relative of COLD_PATHS) rmSync(path.join(root, relative), { recursive: true, force: true });
}

/**
 * Each round is a cold build followed by a warm one, so every warm build finds the cache its cold build wrote. With
 * a baseline, each round starts with a cold build of it, so that both commits meet the same load of the machine.
 */
export async function benchBuilds(rounds: number, baseline?: { ref: string; root: string }): Promise<BuildFigures> {
  const cold: number[] = [];
  const baselineCold: number[] = [];
  let persistentCacheWritten = true;
  const warm = await repeat(rounds, async (run) => {
    if (baseline) {
      makeCold(baseline.root);
      baselineCold.push(await timeBuild(`build-baseline-cold-${run + 1}`, baseline.root));
      console.log(`bench: cold build of ${baseline.ref} ${run + 1}/${rounds}: ${(baselineCold[run] / 1000).toFixed(1)} s`);
    }
    makeCold();
    cold.push(await timeBuild(`build-cold-${run + 1}`));
    persistentCacheWritten &&= existsSync(CACHE_DIR);
    console.log(`bench: cold build ${run + 1}/${rounds}: ${(cold[run] / 1000).toFixed(1)} s`);
    const elapsed = await timeBuild(`build-warm-${run + 1}`);
    console.log(`bench: warm build ${run + 1}/${rounds}: ${(elapsed / 1000).toFixed(1)} s`);
    return elapsed;
  });
  return {
    cold: summarize(cold),
    warm,
    persistentCacheWritten,
    pages: countPages(path.join(ROOT, 'doc_build')),
    baseline: baseline && {
      ref: baseline.ref,
      cold: summarize(baselineCold),
      pages: countPages(path.join(baseline.root, 'doc_build')),
    },
  };
}
