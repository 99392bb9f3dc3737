// Where a cold build's time goes: builds one copy of the site (scripts/lib/growth.ts: temporary folder, no persistent
// cache) once as it is and once with each part turned off in turn, and reads the phases Rspress and Rsbuild log
// (API tables, Markdown copies, SSG render, each environment's compile). A part's cost is the full build's time minus
// the build without it; one round each, so compare the ratios of one run, not figures of different runs.
// Run: flock /tmp/rspress-build.lock npx tsx scripts/bench/build-profile.ts   (about 5 min on 2 idle cores)
// Prints a Markdown table for BENCHMARKS.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCopy, copySite } from '../lib/growth';

/** Each variant is the site's config with one part off; the wrapper reads the variant from the environment. */
const VARIANTS: { name: string; what: string }[] = [
  { name: 'full', what: 'the site as it is' },
  { name: 'no-twoslash', what: 'without @rspress/plugin-twoslash (its 12 pages then render plain code blocks)' },
  { name: 'no-llms', what: 'without llms: the Markdown copies, llms.txt and the node_md environment' },
  { name: 'no-search', what: 'without the local-search index' },
  { name: 'no-ssg', what: 'without SSG (no node environment, no HTML render)' },
];

const PROFILE_CONFIG = `import config from './rspress.config';
const variant = process.env.BUILD_PROFILE_VARIANT;
export default {
  ...config,
  plugins: variant === 'no-twoslash' ? config.plugins?.filter((plugin) => plugin.name !== '@rspress/plugin-twoslash') : config.plugins,
  llms: variant === 'no-llms' ? false : config.llms,
  search: variant === 'no-search' ? false : config.search,
  ssg: variant === 'no-ssg' ? false : config.ssg,
};
`;

/** The seconds since start at which the first line matching `pattern` was logged, and the figure it carries. */
function phase(log: string, pattern: RegExp): { at: number; figure?: string } | undefined {
  const match = log.match(new RegExp(`^\\[([\\d.]+)s\\] .*?${pattern.source}`, 'm'));
  return match ? { at: Number(match[1]), figure: match[2] } : undefined;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'rspress-profile-'));
copySite(dir);
const rows: string[][] = [];
let fullMs = 0;
for (const variant of VARIANTS) {
  rmSync(path.join(dir, 'doc_build'), { recursive: true, force: true });
  const logFile = path.join(dir, `build-${variant.name}.log`);
  let ms: number;
  try {
    ms = await buildCopy(dir, logFile, PROFILE_CONFIG, { BUILD_PROFILE_VARIANT: variant.name });
  } catch (error) {
    // A part the site cannot build without: say so and go on with the others.
    rows.push([variant.what, 'failed', '', String((error as Error).message)]);
    console.log(`build-profile: ${variant.name}: failed`);
    continue;
  }
  if (variant.name === 'full') fullMs = ms;
  const log = readFileSync(logFile, 'utf8');
  const phases = [
    ['API tables done', phase(log, /Generate API table successfully/)],
    ['node_md compiled', phase(log, /built in ([\d.]+s) \(node_md\)/)],
    ['Markdown copies rendered', phase(log, /Markdown rendered in (\d+ ms)/)],
    ['SSG pages rendered', phase(log, /Pages rendered in (\d+ ms)/)],
    ['node compiled', phase(log, /built in ([\d.]+s) \(node\)/)],
    ['web compiled', phase(log, /built in ([\d.]+s) \(web\)/)],
  ]
    .filter(([, found]) => found)
    .map(([name, found]) => {
      const { at, figure } = found as { at: number; figure?: string };
      return `${name} at ${at.toFixed(1)} s${figure ? ` (${figure})` : ''}`;
    });
  const saved = variant.name === 'full' ? '' : `${((fullMs - ms) / 1000).toFixed(1)} s (${(((fullMs - ms) / fullMs) * 100).toFixed(0)}%)`;
  rows.push([variant.what, `${(ms / 1000).toFixed(1)} s`, saved, phases.join('; ')]);
  console.log(`build-profile: ${variant.name}: ${(ms / 1000).toFixed(1)} s`);
}
rmSync(dir, { recursive: true, force: true });
const header = ['Cold build', 'Wall time', 'Saved against the full build', 'Phases logged (seconds since start)'];
console.log(
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'),
);
