// What hydration costs the main thread, from a DevTools trace: style and layout work that scripts force while React
// hydrates a page, and the long tasks around it. Run by hand, comparing two builds interleaved in one run:
//
//   npx tsx scripts/bench/hydration-trace.ts <build-before> <build-after> [--runs 3] [--path /some/page ...]
//
// Method. Each build is served by scripts/bench/static-server.ts (E2E_PORT and E2E_PORT+1). For each page and run,
// the two builds are loaded one after the other, each in a fresh context (empty cache) at 1280x800 with the CPU
// throttled 4x (`Emulation.setCPUThrottlingRate`), while `Tracing` records the timeline, its stack traces and its
// style invalidation tracking. The recording stops 1.5 s after React has hydrated the page and its content (the test
// harness's `waitForHydration`), once the page has settled. From the renderer's main thread:
// - the hydration window runs from the first script evaluation to that point;
// - a style recalculation (`UpdateLayoutTree`) or layout (`Layout`) is forced when it carries a JavaScript stack,
//   i.e. a script read style or geometry while the style was dirty, instead of the browser doing it at the frame;
// - "forced ms" sums their durations in the window, "elements" the elements those recalculations restyled (the
//   event's `elementCount`), and "forced in longest" the same inside the longest task, which is React's commit;
// - "invalidations" counts the elements that style invalidation tracking marked in the window (one event per
//   element and cause), and ":has()" those whose cause names a `:has()` selector;
// - "long tasks" sums every main-thread task of the window over 50 ms, and "TBT" the part of each beyond 50 ms;
// - "lazy compile ms" sums V8's `V8.CompileCode` on the main thread in the window: functions compiled on their first
//   call, which config/compile-hints.ts moves to the background thread that streams each script.
// Each figure is the median over the runs. Throttled times are noisy on a shared machine; the counts are not.
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { E2E_PORT, launchBrowser, openPage, waitForHydration } from '../lib/browser';
import { serveStatic } from './static-server';

const DEFAULT_PATHS = ['/api/config/config-theme', '/guide/start/getting-started', '/', '/api/client-api/api-components'];
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;
const LONG_TASK_MS = 50;
const PAGE_TIMEOUT_MS = 600_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { stackTrace?: unknown[] };
    data?: { url?: string; stackTrace?: unknown[]; reason?: string; selectors?: { selector?: string }[]; invalidationSet?: unknown };
  };
}

interface Figures {
  forcedMs: number;
  forcedCount: number;
  elements: number;
  forcedInLongestMs: number;
  invalidations: number;
  hasInvalidations: number;
  longTaskMs: number;
  tbtMs: number;
  longestTaskMs: number;
  lazyCompileMs: number;
}

async function record(session: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
  await action();
  await session.send('Tracing.end');
  await done;
  return events;
}

/** The page's main thread: the one that evaluated the page's scripts (a trace also holds the browser's own pages). */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const script = events.find((event) => event.name === 'EvaluateScript' && event.args?.data?.url?.startsWith(origin));
  if (!script) throw new Error(`hydration-trace: no script from ${origin} was evaluated in the trace`);
  return script;
}

/** Complete ('X') events, and begin/end pairs joined into one event with a duration. */
function spans(events: TraceEvent[]): TraceEvent[] {
  const joined: TraceEvent[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === 'X') joined.push(event);
    else if (event.ph === 'B') {
      const stack = open.get(event.name) ?? [];
      stack.push(event);
      open.set(event.name, stack);
    } else if (event.ph === 'E') {
      const begin = open.get(event.name)?.pop();
      if (begin) joined.push({ ...begin, dur: event.ts - begin.ts, args: { ...begin.args, ...event.args } });
    }
  }
  return joined;
}

function analyse(events: TraceEvent[], origin: string, hydratedAt: number): Figures {
  const { pid, tid } = mainThread(events, origin);
  const main = events.filter((event) => event.pid === pid && event.tid === tid).sort((a, b) => a.ts - b.ts);
  const start = main.find((event) => event.name === 'EvaluateScript' && event.args?.data?.url?.startsWith(origin))?.ts ?? 0;
  const inWindow = (event: TraceEvent) => event.ts >= start && event.ts <= hydratedAt;
  const all = spans(main).filter(inWindow);
  const tasks = all.filter((event) => event.name === 'RunTask');
  const longTasks = tasks.filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS);
  const longest = tasks.reduce<TraceEvent | undefined>((max, task) => ((task.dur ?? 0) > (max?.dur ?? 0) ? task : max), undefined);
  const forced = all.filter(
    (event) =>
      (event.name === 'UpdateLayoutTree' || event.name === 'Layout') &&
      ((event.args?.beginData?.stackTrace?.length ?? 0) > 0 || (event.args?.data?.stackTrace?.length ?? 0) > 0),
  );
  const inLongest = longest
    ? forced.filter((event) => event.ts >= longest.ts && event.ts <= longest.ts + (longest.dur ?? 0))
    : [];
  const invalidations = main.filter((event) => inWindow(event) && event.name.endsWith('InvalidationTracking') && event.name.startsWith('Style'));
  const ms = (list: TraceEvent[]) => list.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return {
    forcedMs: ms(forced),
    forcedCount: forced.length,
    elements: forced.reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0),
    forcedInLongestMs: ms(inLongest),
    invalidations: invalidations.length,
    hasInvalidations: invalidations.filter((event) => JSON.stringify(event.args?.data ?? {}).includes(':has(')).length,
    longTaskMs: ms(longTasks),
    tbtMs: longTasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - LONG_TASK_MS, 0),
    longestTaskMs: (longest?.dur ?? 0) / 1000,
    lazyCompileMs: ms(all.filter((event) => event.name === 'V8.CompileCode')),
  };
}

async function traceOnce(browser: Browser, url: string): Promise<Figures> {
  const { context, page } = await openPage(browser);
  try {
    // A throttled heavy page on a busy machine takes minutes to load.
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let hydratedAt = 0;
    const events = await record(session, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await waitForHydration(page);
      // The end of the window, on the trace's clock: a user-timing mark made in the page.
      await page.evaluate(() => performance.mark('hydration-trace:hydrated'));
      await page.waitForTimeout(SETTLE_MS);
    });
    hydratedAt = events.find((event) => event.name === 'hydration-trace:hydrated')?.ts ?? 0;
    if (!hydratedAt) throw new Error(`hydration-trace: the hydration mark is missing from the trace of ${url}`);
    return analyse(events, new URL(url).origin, hydratedAt);
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medians(samples: Figures[]): Figures {
  const keys = Object.keys(samples[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as unknown as Figures;
}

function parseArgs(argv: string[]): { builds: string[]; runs: number; paths: string[] } {
  const builds: string[] = [];
  const paths: string[] = [];
  let runs = 3;
  for (let index = 0; index < argv.length; index++) {
    if (argv[index] === '--runs') runs = Number(argv[++index]);
    else if (argv[index] === '--path') paths.push(argv[++index]);
    else builds.push(path.resolve(argv[index]));
  }
  if (builds.length !== 2 || !(runs > 0)) {
    throw new Error('usage: npx tsx scripts/bench/hydration-trace.ts <build-before> <build-after> [--runs N] [--path /page ...]');
  }
  return { builds, runs, paths: paths.length ? paths : DEFAULT_PATHS };
}

const HEADER = [
  '| Page | Build | Forced recalcs/layouts | Forced ms | Forced ms in longest task | Elements restyled by them | Invalidations | of them `:has()` | Longest task ms | Long tasks ms | TBT ms | Lazy compile ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];

function row(pagePath: string, label: string, figures: Figures): string {
  return (
    `| \`${pagePath}\` | ${label} | ${figures.forcedCount} | ${figures.forcedMs.toFixed(1)} | ${figures.forcedInLongestMs.toFixed(1)} | ` +
    `${figures.elements} | ${figures.invalidations} | ${figures.hasInvalidations} | ${figures.longestTaskMs.toFixed(0)} | ` +
    `${figures.longTaskMs.toFixed(0)} | ${figures.tbtMs.toFixed(0)} | ${figures.lazyCompileMs.toFixed(0)} |`
  );
}

const { builds, runs, paths } = parseArgs(process.argv.slice(2));
const servers = await Promise.all(builds.map((build, index) => serveStatic(build, E2E_PORT + index)));
const browser = await launchBrowser();
try {
  console.log(`Medians of ${runs} runs at ${CPU_SLOWDOWN}x CPU slowdown, hydration window only.\n`);
  for (const line of HEADER) console.log(line);
  // A page's rows are printed as soon as it is measured: a long run still leaves the pages it got through.
  for (const pagePath of paths) {
    const samples: Figures[][] = builds.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index] of builds.entries()) {
        samples[index].push(await traceOnce(browser, `http://127.0.0.1:${E2E_PORT + index}${pagePath}`));
      }
    }
    for (const [index, build] of builds.entries()) {
      console.log(row(pagePath, `${index === 0 ? 'before' : 'after'} (${path.basename(build)})`, medians(samples[index])));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
