// Reads from the npm registry the latest version, deprecation and Rspress peer ranges of every package in
// scripts/generators/community-plugins/packages.json, writes them with a verdict on Rspress 2 support and the date to
// scripts/generators/community-plugins/registry.json, and renders the tables of docs/{en,zh}/plugin/community-plugins/overview.mdx,
// taking the rows of packages npm does not know from scripts/generators/community-plugins/repositories.json (read by
// hand from each package's repository, with the URL and the date; rendering fails when such a package has no entry).
// Run by hand (needs the registry): npm run update:community-plugins
//   -- --pages-only   re-renders the tables from the committed registry.json, no network (after editing a description)
// Prints one line per package with its verdict. The build never runs it: the tables are committed in the pages.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES } from '../lib/pages';
import {
  pagePath,
  readPackages,
  readRegistry,
  readRepositories,
  REGISTRY_FILE,
  renderPage,
  ROOT,
  type RegistryData,
  type RegistryEntry,
  verdictOf,
} from './community-plugins/render';

const { values } = parseArgs({ options: { 'pages-only': { type: 'boolean', default: false } } });

const RSPRESS_CORE = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rspress/core/package.json'), 'utf8')).version as string;

interface NpmView {
  version?: string;
  peerDependencies?: Record<string, string>;
  deprecated?: string;
}

/** `npm view`, or null when the registry has no such package (E404); any other failure stops the script. */
function npmView(name: string): NpmView | null {
  try {
    const out = execFileSync('npm', ['view', name, 'version', 'peerDependencies', 'deprecated', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A single field prints as a bare JSON string; several as an object.
    const parsed = JSON.parse(out || '{}');
    return typeof parsed === 'string' ? { version: parsed } : parsed;
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? '');
    if (output.includes('E404')) return null;
    throw new Error(`npm view ${name} failed: ${(error as Error).message}`);
  }
}

function readRegistryNow(): RegistryData {
  const packages: RegistryEntry[] = readPackages().map(({ name }) => {
    const view = npmView(name);
    if (!view) return { name, version: null, rspressPeers: {}, deprecated: null, verdict: 'not-found' };
    const rspressPeers = Object.fromEntries(
      Object.entries(view.peerDependencies ?? {}).filter(([peer]) => peer === 'rspress' || peer.startsWith('@rspress/')),
    );
    return { name, version: view.version ?? null, rspressPeers, deprecated: view.deprecated ?? null, verdict: verdictOf(rspressPeers, RSPRESS_CORE) };
  });
  return { readAt: new Date().toISOString().slice(0, 10), rspressCore: RSPRESS_CORE, packages };
}

const registry = values['pages-only'] ? readRegistry() : readRegistryNow();
if (!values['pages-only']) {
  writeFileSync(REGISTRY_FILE, `${JSON.stringify(registry, null, 2)}\n`);
  for (const entry of registry.packages) console.log(`${entry.name}@${entry.version ?? '-'}: ${entry.verdict}`);
}
const packages = readPackages();
for (const locale of LOCALES) {
  const file = pagePath(locale);
  writeFileSync(file, renderPage(locale, readFileSync(file, 'utf8'), packages, registry, readRepositories()));
  console.log(`community plugins: wrote the tables of ${path.relative(ROOT, file)} (registry read ${registry.readAt})`);
}
