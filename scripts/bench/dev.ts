// The dev server: time from spawning `rspress dev` to the first 200 on /, to the doc page rendered in Chromium,
// and the HMR time after an edit: a unique marker appended to the doc page's source until it shows in the DOM. The
// first edit comes as soon as the page shows (the figure the bench reports); later edits, made once the server has settled, are
// what a writer meets on every edit after that.
// Rspress compiles pages lazily in dev (RSPRESS_LAZY_COMPILATION), so the first 200 comes before any page chunk
// is built; the first-render figure includes compiling the doc page. The persistent cache is whatever the
// previous dev runs left, as on a developer's machine.
// Not run on its own: imported by scripts/bench/index.ts, which holds the build lock around it (dev writes
// node_modules/.rspress, which builds share).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openPage } from '../lib/browser';
import { LOG_DIR, ROOT, RSPRESS_BIN } from './builds';
import { summarize, type Timing } from './stats';

/** The page edited for the HMR figure; the doc page of the page-weight table. */
export const HMR_PAGE = { file: 'docs/en/guide/start/getting-started.mdx', url: '/guide/start/getting-started' };

/** Edits timed after the first in each dev run, and the pause before each, so the previous update has settled. */
export const LATER_EDITS = 3;
export const SETTLE_MS = 2_500;

export interface DevFigures {
  ready: Timing;
  firstRender: Timing;
  hmr: Timing;
  /** Absent in results written before it was measured. */
  hmrLater?: Timing;
}

// A process that a signal ended (Rspack's panics abort) has a signal code and no exit code.
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitFor200(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (hasExited(child)) throw new Error(`rspress dev exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`rspress dev did not answer 200 at ${url} within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Appends the marker and returns how to take it out again. Only the marker is removed, not a saved copy put
 * back, so an edit someone else makes to the file meanwhile survives; Ctrl-C also removes it.
 */
function appendMarker(file: string, marker: string): () => void {
  const block = `\n\n${marker}\n`;
  writeFileSync(file, readFileSync(file, 'utf8') + block);
  const remove = () => {
    writeFileSync(file, readFileSync(file, 'utf8').replace(block, ''));
    process.off('SIGINT', onSignal);
  };
  const onSignal = () => {
    remove();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  return remove;
}

/** Appends a unique marker to the doc page, waits until the page shows it, then takes it out again; returns the ms. */
async function timedEdit(page: Page, marker: string): Promise<number> {
  const editStart = performance.now();
  const removeMarker = appendMarker(path.join(ROOT, HMR_PAGE.file), marker);
  let shown: number;
  try {
    await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { polling: 20, timeout: 60_000 });
    shown = performance.now() - editStart;
  } finally {
    removeMarker();
  }
  // The next edit starts from the page as it was.
  await page.waitForFunction((text) => !document.body.innerText.includes(text), marker, { polling: 50, timeout: 60_000 });
  return shown;
}

async function oneDevRun(browser: Browser, port: number, run: number): Promise<[number, number, number, number[]]> {
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(LOG_DIR, `dev-${run + 1}.log`));
  const start = performance.now();
  const child = spawn(process.execPath, [RSPRESS_BIN, 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Rsbuild's dev server takes PORT from the environment before the flag.
    env: { ...process.env, PORT: String(port), NODE_ENV: 'development' },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const { context, page } = await openPage(browser);
  try {
    await waitFor200(`${base}/`, child, 120_000);
    const ready = performance.now() - start;
    await page.goto(`${base}${HMR_PAGE.url}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('h1').first().waitFor({ timeout: 120_000 });
    const firstRender = performance.now() - start;
    const hmr = await timedEdit(page, `bench-hmr-marker-${Date.now()}-${run}`);
    const later: number[] = [];
    for (let edit = 0; edit < LATER_EDITS; edit++) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      later.push(await timedEdit(page, `bench-hmr-marker-${Date.now()}-${run}-${edit + 1}`));
    }
    return [ready, firstRender, hmr, later];
  } finally {
    await context.close();
    await stop(child);
  }
}

export async function benchDev(browser: Browser, port: number, runs: number): Promise<DevFigures> {
  const samples: [number, number, number, number[]][] = [];
  for (let run = 0; run < runs; run++) {
    samples.push(await oneDevRun(browser, port, run));
    const [ready, firstRender, hmr, later] = samples[run];
    console.log(
      `bench: dev ${run + 1}/${runs}: ready ${ready.toFixed(0)} ms, doc page ${firstRender.toFixed(0)} ms, HMR ${hmr.toFixed(0)} ms, later edits ${later.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
  }
  return {
    ready: summarize(samples.map(([ready]) => ready)),
    firstRender: summarize(samples.map(([, firstRender]) => firstRender)),
    hmr: summarize(samples.map(([, , hmr]) => hmr)),
    hmrLater: summarize(samples.flatMap(([, , , later]) => later)),
  };
}
