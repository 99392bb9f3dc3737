// The community-plugins tables, rendered from the committed data into both locales' overview pages.
// Not run on its own: imported by scripts/generators/community-plugins.ts (which writes the pages) and by its unit test
// (which checks that the pages match the data, so the build needs no network).
// Two data files feed a row: registry.json (what `npm view` printed, written by the script) and, for a package whose
// name npm did not know or that declares no Rspress peer, repositories.json: the package.json in its repository,
// read by hand, with the URL at a commit and the date. Every cell printed comes from one of the two.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { Locale } from '../../lib/pages';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const PACKAGES_FILE = path.join(import.meta.dirname, 'packages.json');
export const REGISTRY_FILE = path.join(import.meta.dirname, 'registry.json');
export const REPOSITORIES_FILE = path.join(import.meta.dirname, 'repositories.json');
export const GROUPS = ['plugins', 'themes'] as const;
export type Group = (typeof GROUPS)[number];

export const pagePath = (locale: Locale) => path.join(ROOT, 'docs', locale, 'plugin/community-plugins/overview.mdx');

/** One package we list, with its one-line description in each locale; `source` is its repository or npm page. */
export interface ListedPackage {
  name: string;
  group: Group;
  source: string;
  en: string;
  zh: string;
}

/**
 * What the registry said about a package. `rspress-2`: a peer range on `@rspress/core` accepts the Rspress this site
 * is built with. `rspress-1`: its peers name only `rspress` (whose newest release is 1.x) or accept only 1.x of
 * `@rspress/*`. `unknown`: no peer on any Rspress package. `not-found`: the registry had no such package.
 */
export type Verdict = 'rspress-2' | 'rspress-1' | 'unknown' | 'not-found';

export interface RegistryEntry {
  name: string;
  version: string | null;
  /** The peer ranges on Rspress packages (`rspress`, `@rspress/*`), as published. */
  rspressPeers: Record<string, string>;
  deprecated: string | null;
  verdict: Verdict;
}

export interface RegistryData {
  /** The day the registry was read, YYYY-MM-DD. */
  readAt: string;
  /** The @rspress/core version the `rspress-2` verdicts were tested against. */
  rspressCore: string;
  packages: RegistryEntry[];
}

/** A package.json read in a package's repository, for a package that npm could not tell us about. */
export interface RepositoryEntry {
  /** The name in packages.json. */
  name: string;
  /** The day it was read, YYYY-MM-DD. */
  readAt: string;
  /** The package.json read, as a URL at a commit. */
  source: string;
  /** The `name` field of that package.json, which can differ from the name the list uses. */
  packageName: string;
  version: string;
  /** Its peer ranges on Rspress packages (`rspress`, `@rspress/*`). */
  rspressPeers: Record<string, string>;
  /** Its devDependencies on Rspress packages: what the author builds and tests against. */
  rspressDevDependencies: Record<string, string>;
}

export const readPackages = (): ListedPackage[] => JSON.parse(readFileSync(PACKAGES_FILE, 'utf8'));
export const readRegistry = (): RegistryData => JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));
export const readRepositories = (): RepositoryEntry[] => JSON.parse(readFileSync(REPOSITORIES_FILE, 'utf8'));

/** The verdict on Rspress 2 support from a package's peer ranges on Rspress packages. */
export function verdictOf(peers: Record<string, string>, rspressCore: string): Exclude<Verdict, 'not-found'> {
  const accepts = (range: string) => semver.satisfies(rspressCore, range, { includePrerelease: true });
  const core = peers['@rspress/core'];
  if (core && accepts(core)) return 'rspress-2';
  // Rspress 2 is published as `@rspress/core`, so a peer on `rspress`, the Rspress 1 package, means 1.x.
  if (peers.rspress) return 'rspress-1';
  const scoped = Object.entries(peers).filter(([name]) => name.startsWith('@rspress/'));
  if (scoped.length && scoped.every(([, range]) => !accepts(range))) return 'rspress-1';
  return scoped.length ? 'rspress-2' : 'unknown';
}

const DEPRECATED: Record<Locale, string> = { en: 'deprecated', zh: '已废弃' };

const VERDICT_TEXT: Record<Locale, Record<Verdict, string>> = {
  en: {
    'rspress-2': 'Yes',
    'rspress-1': 'No, 1.x only',
    unknown: 'Unknown: no peer on Rspress',
    'not-found': 'No metadata',
  },
  zh: {
    'rspress-2': '支持',
    'rspress-1': '不支持，仅 1.x',
    unknown: '未知：未声明 Rspress 依赖',
    'not-found': '无元数据',
  },
};

const READ_ON: Record<Locale, (date: string) => string> = {
  en: (date) => `Package metadata read with \`npm view\` on ${date}, except where a row names the repository it was read from.`,
  zh: (date) => `包的元数据于 ${date} 用 \`npm view\` 读取；注明仓库的行除外。`,
};

/** The note in the version cell of a row read from the repository. */
const FROM_REPOSITORY: Record<Locale, (entry: RepositoryEntry, listedName: string) => string> = {
  en: (entry, listedName) =>
    `${entry.version} (from its [repository](${entry.source}) on ${entry.readAt}${entry.packageName === listedName ? '' : `, where the package is named \`${entry.packageName}\``})`,
  zh: (entry, listedName) =>
    `${entry.version}（${entry.readAt} 读自其[仓库](${entry.source})${entry.packageName === listedName ? '' : `，包名为 \`${entry.packageName}\``}）`,
};

/** What an "unknown" verdict adds when the repository shows which Rspress the author builds against. */
const BUILT_AGAINST: Record<Locale, (entry: RepositoryEntry, ranges: string) => string> = {
  en: (entry, ranges) => `; its [repository](${entry.source}) builds it against ${ranges} (read ${entry.readAt})`,
  zh: (entry, ranges) => `；其[仓库](${entry.source})基于 ${ranges} 构建（${entry.readAt} 读取）`,
};

const HEADER: Record<Locale, string> = {
  en: '| Package | What it does | Version | Rspress 2 | Peer range |\n| --- | --- | --- | --- | --- |',
  zh: '| 包 | 作用 | 版本 | Rspress 2 | peer 范围 |\n| --- | --- | --- | --- | --- |',
};

// A pipe ends a table cell even inside a code span (GFM), so `||` in a range is escaped.
function rangesText(ranges: Record<string, string>): string {
  return Object.entries(ranges)
    .map(([name, range]) => `\`${name}\` \`${range.replaceAll('|', '\\|')}\``)
    .join(', ');
}

/**
 * One row. A package npm did not know must have a repository entry, which then fills the version, verdict and peer
 * cells; a package without an Rspress peer gets the repository's devDependencies on Rspress, when there are any.
 */
function renderRow(locale: Locale, listed: ListedPackage, entry: RegistryEntry, repository: RepositoryEntry | undefined, rspressCore: string): string {
  if (entry.verdict === 'not-found' && !repository) {
    throw new Error(`${REPOSITORIES_FILE}: npm had no metadata for ${listed.name}; read the package.json in its repository and add it with the URL and the date`);
  }
  const fromRepository = entry.verdict === 'not-found' && repository ? repository : undefined;
  const version = fromRepository
    ? FROM_REPOSITORY[locale](fromRepository, listed.name)
    : entry.version
      ? `${entry.version}${entry.deprecated ? ` (${DEPRECATED[locale]})` : ''}`
      : '–';
  const peers = fromRepository ? fromRepository.rspressPeers : entry.rspressPeers;
  const verdict = fromRepository ? verdictOf(peers, rspressCore) : entry.verdict;
  const devRanges = repository ? rangesText(repository.rspressDevDependencies) : '';
  const verdictText = `${VERDICT_TEXT[locale][verdict]}${verdict === 'unknown' && repository && devRanges ? BUILT_AGAINST[locale](repository, devRanges) : ''}`;
  const cells = [`[\`${listed.name}\`](${listed.source})`, listed[locale], version, verdictText, rangesText(peers) || '–'];
  return `| ${cells.join(' | ')} |`;
}

export function renderTable(
  locale: Locale,
  group: Group,
  packages: ListedPackage[],
  registry: RegistryData,
  repositories: RepositoryEntry[],
): string {
  const byName = new Map(registry.packages.map((entry) => [entry.name, entry]));
  const repositoryByName = new Map(repositories.map((entry) => [entry.name, entry]));
  const rows = packages
    .filter((listed) => listed.group === group)
    .map((listed) => {
      const entry = byName.get(listed.name);
      if (!entry) throw new Error(`${REGISTRY_FILE}: no entry for ${listed.name}; run npm run update:community-plugins`);
      return renderRow(locale, listed, entry, repositoryByName.get(listed.name), registry.rspressCore);
    });
  return `${HEADER[locale]}\n${rows.join('\n')}\n\n${READ_ON[locale](registry.readAt)}`;
}

const marker = (group: Group, end: 'start' | 'end') => `{/* community-plugins:${group}:${end} (generated by npm run update:community-plugins) */}`;

/** The page with every generated table replaced by a fresh rendering; fails when a page lacks a table's markers. */
export function renderPage(
  locale: Locale,
  page: string,
  packages: ListedPackage[],
  registry: RegistryData,
  repositories: RepositoryEntry[],
): string {
  let result = page;
  for (const group of GROUPS) {
    const [start, end] = [marker(group, 'start'), marker(group, 'end')];
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from === -1 || to < from) throw new Error(`${pagePath(locale)}: missing the markers ${start} … ${end}`);
    result = `${result.slice(0, from + start.length)}\n\n${renderTable(locale, group, packages, registry, repositories)}\n\n${result.slice(to)}`;
  }
  return result;
}
