// File and routing conventions that changed from Rspress 1.x to 2: each folder of
// tests/fixtures/migration-conventions/ is a tiny docs site (`docs/`) that both versions' real `rspress build`
// read with migration-probe.config.ts, which records the routes and the generated sidebar and stops the build
// before bundling (a full build of both takes minutes; this takes seconds). The check compares, per case:
// which file became which route, which link the sidebar lists with which text, the warnings and errors the
// CLI printed, and whether the build failed.
//
// A case's `case.json` names what the guide writes in inline code to explain its differences
// (`{ "guide": ["route.excludeConvention"] }`). Every error that only 2.x prints must be quoted on the page
// too, up to the first path in it: `[auto-nav-sidebar] Missing page file`. A case that shows no difference
// fails, so a fixture cannot outlive the change it demonstrates.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './pages';

export const CASES_DIR = path.join(ROOT, 'tests/fixtures/migration-conventions');
const PROBE_CONFIG = path.join(ROOT, 'scripts/lib/migration-probe.config.ts');
const BINS = {
  '1.x': path.join(ROOT, 'scripts/rspress-v1/node_modules/rspress/bin/rspress.js'),
  '2.x': path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'),
};
type Version = keyof typeof BINS;

export interface Observation {
  /** Source file (relative to `docs/`) → its route. */
  routes: Map<string, string>;
  /** Link → text of every sidebar entry with a link; undefined when the build failed before the sidebar. */
  sidebar?: Map<string, string>;
  /** The CLI's `warn` and `error` lines, the case's folder written `<case>`. */
  messages: string[];
  failed: boolean;
}

export interface ConventionCase {
  name: string;
  /** What the guide must name in inline code to explain this case. */
  guide: string[];
  differences: string[];
  /** The start of each error only 2.x prints, which the guide must quote. */
  newErrors: string[];
}

const ANSI = /\u001b\[[0-9;]*m/g;

function sidebarLinks(node: unknown, links = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(node)) for (const item of node) sidebarLinks(item, links);
  else if (node && typeof node === 'object') {
    const { link, text, items } = node as { link?: string; text?: string; items?: unknown };
    if (typeof link === 'string') links.set(link, text ?? '');
    if (items) sidebarLinks(items, links);
    // The 1.x sidebar is keyed by route prefix ({ '/guide': [...] }): read every key's entries.
    if (!link && !items && !('text' in node)) for (const value of Object.values(node)) sidebarLinks(value, links);
  }
  return links;
}

async function observe(version: Version, caseDir: string): Promise<Observation> {
  // The CLI writes its temporary files under the working folder: a scratch one keeps the fixture clean.
  const cwd = mkdtempSync(path.join(tmpdir(), 'migration-probe-'));
  const out = path.join(cwd, 'probe.json');
  // Both CLIs join the root argument to the working folder, so it must be relative.
  const root = path.relative(cwd, path.join(caseDir, 'docs'));
  const run = promisify(execFile)(process.execPath, [BINS[version], 'build', root, '-c', PROBE_CONFIG], {
    cwd,
    env: { ...process.env, MIGRATION_PROBE_OUT: out, NO_COLOR: '1' },
  });
  let output: string;
  let failed = false;
  try {
    const { stdout, stderr } = await run;
    output = stdout + stderr;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    output = stdout + stderr;
    failed = true;
  }
  let probe: { routes?: { routePath: string; relativePath: string }[]; sidebar?: unknown } = {};
  try {
    probe = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    // Nothing recorded: the build failed before the routes; `failed` and the messages tell why.
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
  const messages = output
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => /^(warn|error)\s/.test(line))
    .map((line) => line.replaceAll(caseDir, '<case>').replace(/\s+/g, ' ').trim());
  return {
    routes: new Map((probe.routes ?? []).map(({ relativePath, routePath }) => [relativePath, routePath])),
    sidebar: probe.sidebar === undefined ? undefined : sidebarLinks(probe.sidebar),
    messages,
    failed,
  };
}

function mapDifferences(what: string, before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  return keys
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => `${what} ${key}: 1.x ${JSON.stringify(before.get(key) ?? null)}, 2.x ${JSON.stringify(after.get(key) ?? null)}`);
}

export function differencesOf(before: Observation, after: Observation): string[] {
  const differences = mapDifferences('route of', before.routes, after.routes);
  if (before.sidebar && after.sidebar) differences.push(...mapDifferences('sidebar entry', before.sidebar, after.sidebar));
  for (const message of before.messages) if (!after.messages.includes(message)) differences.push(`only 1.x prints: ${message}`);
  for (const message of after.messages) if (!before.messages.includes(message)) differences.push(`only 2.x prints: ${message}`);
  if (before.failed !== after.failed) differences.push(`the build ${after.failed ? 'fails' : 'passes'} in 2.x and ${before.failed ? 'fails' : 'passes'} in 1.x`);
  return differences;
}

/** `error [auto-nav-sidebar] Missing page file: "<case>/…"` → `[auto-nav-sidebar] Missing page file`. */
export function quotableStart(message: string): string {
  return message
    .replace(/^error\s+/, '')
    .split(/"?<case>/)[0]
    .replace(/[\s:"]+$/, '');
}

/** Builds every case with both versions, in parallel, and returns what differs. */
export async function readConventionCases(casesDir = CASES_DIR): Promise<ConventionCase[]> {
  const names = readdirSync(casesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const caseDir = path.join(casesDir, name);
      const caseFile = path.join(caseDir, 'case.json');
      let guide: unknown;
      try {
        guide = JSON.parse(readFileSync(caseFile, 'utf8')).guide;
      } catch (error) {
        throw new Error(`${path.relative(ROOT, caseFile)}: cannot read it (${(error as Error).message})`);
      }
      if (!Array.isArray(guide) || !guide.every((entry) => typeof entry === 'string')) {
        throw new Error(`${path.relative(ROOT, caseFile)}: "guide" must be an array of the names the guide writes in inline code`);
      }
      const [before, after] = await Promise.all([observe('1.x', caseDir), observe('2.x', caseDir)]);
      const newErrors = after.messages.filter((message) => message.startsWith('error') && !before.messages.includes(message)).map(quotableStart);
      return { name, guide, differences: differencesOf(before, after), newErrors };
    }),
  );
}
