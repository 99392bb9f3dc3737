// Cold and warm production builds, timed. Cold removes the output and every cache a build reads; warm runs right
// after a build of the same config, with Rsbuild's persistent cache that Rspress 2.0.22 turns on by default
// (node_modules/@rspress/core/dist/node/initRsbuild.js: `performance.buildCache` unless RSPRESS_PERSISTENT_CACHE=false)
// when no plugin turns it off: @rspress/plugin-preview 2.0.21 sets `buildCache: false` in its builderConfig, and
// rspress.config.ts turns it back on (config/build-cache.ts), so the bench records whether a cold build actually
// wrote the cache. The warm build changes nothing under docs/; after a change there, a production build compiles
// every page again (see config/build-cache.ts).
// Not run on its own: imported by scripts/bench/index.ts, which holds the build lock around it.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, rmSync } from 'node:fs';
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
}

/** Runs `rspress build` to completion and returns its wall time in ms; its output goes to bench/tmp/<label>.log. */
export async function timeBuild(label: string): Promise<number> {
  const log = createWriteStream(path.join(LOG_DIR, `${label}.log`));
  const start = performance.now();
  const child = spawn(process.execPath, [RSPRESS_BIN, 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const elapsed = performance.now() - start;
  if (code !== 0) throw new Error(`rspress build (${label}) exited with ${code}: see bench/tmp/${label}.log`);
  return elapsed;
}

export function makeCold(): void {
  for (const relative of COLD_PATHS) rmSync(path.join(ROOT, relative), { recursive: true, force: true });
}

/** Each round is a cold build followed by a warm one, so every warm build finds the cache its cold build wrote. */
export async function benchBuilds(rounds: number): Promise<BuildFigures> {
  const cold: number[] = [];
  let persistentCacheWritten = true;
  const warm = await repeat(rounds, async (run) => {
    makeCold();
    cold.push(await timeBuild(`build-cold-${run + 1}`));
    persistentCacheWritten &&= existsSync(CACHE_DIR);
    console.log(`bench: cold build ${run + 1}/${rounds}: ${(cold[run] / 1000).toFixed(1)} s`);
    const elapsed = await timeBuild(`build-warm-${run + 1}`);
    console.log(`bench: warm build ${run + 1}/${rounds}: ${(elapsed / 1000).toFixed(1)} s`);
    return elapsed;
  });
  return { cold: summarize(cold), warm, persistentCacheWritten };
}
