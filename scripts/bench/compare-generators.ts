// Cold production builds of the same generated pages with Rspress and VitePress (and Docusaurus), timed.
// Run: npm run bench:compare [-- --pages 200] [-- --runs 5] [-- --quick] [-- --report] [-- --docusaurus]
//   --pages  how many pages to generate (default 200)
//   --runs   cold builds per generator (default 5); --quick is one run each, written to bench/tmp/ (checks the bench)
//   --report measures nothing: writes the tables of the committed bench/compare.json into the pages again
//   --docusaurus  also Docusaurus 3.10.2 (classic preset, webpack), installed the same way; adds minutes per run
// Needs the npm registry once, to install the other tools into a temporary folder (they are not dependencies here);
// Rspress is the repo's own installed @rspress/core. Prints each build's time, then a table of median, min and max,
// and writes bench/compare.json with the versions, the machine and the date, and the tables into
// docs/{en,zh}/guide/start/why-rspress.mdx and BENCHMARKS.md (scripts/bench/compare-report.ts). Holds /tmp/rspress-build.lock
// (BENCH_LOCK_FILE) while it builds. About 5 minutes on 2 cores with the defaults, 10 with --docusaurus.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { acquireBuildLock } from './lock';
import { type CompareResults, readCompareResults, renderCompareTable, writeCompareTables } from './compare-report';
import { describeMachine } from './machine';
import { summarize } from './stats';
import { VITEPRESS_VERSION } from './vitepress-site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUSAURUS_VERSION = '3.10.2';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '200' },
    runs: { type: 'string', default: '5' },
    quick: { type: 'boolean', default: false },
    report: { type: 'boolean', default: false },
    docusaurus: { type: 'boolean', default: false },
  },
});
if (values.report) {
  writeCompareTables(readCompareResults());
  process.exit(0);
}
const pageCount = Number(values.pages);
const runCount = values.quick ? 1 : Number(values.runs);
if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`--pages must be a positive integer, got "${values.pages}"`);
if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);

interface Generator {
  name: string;
  version: string;
  /** The folder the site lives in; pages go to <dir>/docs. */
  dir: string;
  /** What a cold build must not find: output and every cache, relative to dir. */
  coldPaths: string[];
  /** The build command, run in dir. */
  build: string[];
  /** Where the build writes HTML, relative to dir, to count the pages it wrote. */
  outDir: string;
  /** What the site turns on beyond the generator's defaults, so a reader can judge the comparison. */
  setup: string;
}

const SECTIONS = ['guide', 'api', 'plugins', 'recipes'];

/** One page of Markdown with what real docs hold: headings, prose with links, lists, a table, code blocks. */
function page(index: number): string {
  const section = SECTIONS[index % SECTIONS.length];
  const nextIndex = (index + 1) % pageCount;
  const next = `../${SECTIONS[nextIndex % SECTIONS.length]}/page-${nextIndex}`;
  const paragraph = (topic: string) =>
    `The ${topic} of page ${index} controls how the site behaves when a reader opens it. Set it in the configuration, ` +
    `restart the server and check the result in the browser. See [the next page](${next}) for the related options, ` +
    `and keep \`option${index}\` short so that it fits in the sidebar.`;
  return `---
title: Page ${index} in ${section}
---

# Page ${index} in ${section}

${paragraph('first option')}

## Install

${paragraph('install step')}

\`\`\`bash
npm install example-package-${index} --save-dev
\`\`\`

## Configure

${paragraph('configuration')}

\`\`\`ts
import { defineConfig } from 'example';

export default defineConfig({
  title: 'Site ${index}',
  description: 'A site generated for the comparison bench',
  themeConfig: { socialLinks: [], footer: { message: 'Page ${index}' } },
});
\`\`\`

### Options

| Option | Type | Default | What it does |
| --- | --- | --- | --- |
| \`root\` | \`string\` | \`'docs'\` | The folder of the pages |
| \`base\` | \`string\` | \`'/'\` | The path the site is served under |
| \`title\` | \`string\` | \`''\` | The site title |
| \`lang\` | \`string\` | \`'en'\` | The default language |

### Steps

1. Create the folder.
2. Add a page with a heading.
3. Run the build and open the output.

- The first item explains **why** the option exists.
- The second item links to [the first page](./page-${index % SECTIONS.length}).
- The third item shows \`inline code\` and *emphasis*.

## Use it in a component

${paragraph('component')}

\`\`\`tsx
import { useState } from 'react';

export function Counter${index}() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
\`\`\`

## Pitfalls

${paragraph('pitfall')}

> A quoted note about page ${index}: read it before you deploy.
`;
}

function writePages(docsDir: string): void {
  for (let index = 0; index < pageCount; index++) {
    const section = SECTIONS[index % SECTIONS.length];
    mkdirSync(path.join(docsDir, section), { recursive: true });
    writeFileSync(path.join(docsDir, section, `page-${index}.md`), page(index));
  }
  writeFileSync(
    path.join(docsDir, 'index.md'),
    `# Generated site\n\n${SECTIONS.map((section) => `- [${section}](./${section}/page-${SECTIONS.indexOf(section)})`).join('\n')}\n`,
  );
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** Rspress from this repo: a node_modules of links to the repo's packages, so its caches stay in the temp folder. */
function setUpRspress(workDir: string): Generator {
  const dir = path.join(workDir, 'rspress');
  writePages(path.join(dir, 'docs'));
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '.rspress' || entry === '.bin') continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  writeFileSync(
    path.join(dir, 'rspress.config.ts'),
    `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', title: 'Generated site' });\n`,
  );
  const version = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@rspress/core/package.json'), 'utf8')).version;
  return {
    name: 'Rspress',
    version,
    dir,
    coldPaths: ['doc_build', 'node_modules/.cache', 'node_modules/.rspress'],
    build: [process.execPath, path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    outDir: 'doc_build',
    setup: 'defaults: built-in local search index, SSG, persistent build cache written on the cold build',
  };
}

/** VitePress from the registry, installed into the temp folder with its own lock-free npm install. */
function setUpVitePress(workDir: string): Generator {
  const dir = path.join(workDir, 'vitepress');
  writePages(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-vitepress', private: true, type: 'module' }));
  console.log(`compare: npm install vitepress@${VITEPRESS_VERSION} in ${dir}`);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `vitepress@${VITEPRESS_VERSION}`], dir);
  mkdirSync(path.join(dir, 'docs/.vitepress'));
  // Local search on, so that both sites build a search index as Rspress does by default.
  writeFileSync(
    path.join(dir, 'docs/.vitepress/config.mts'),
    `import { defineConfig } from 'vitepress';\n\nexport default defineConfig({ title: 'Generated site', themeConfig: { search: { provider: 'local' } } });\n`,
  );
  const version = JSON.parse(readFileSync(path.join(dir, 'node_modules/vitepress/package.json'), 'utf8')).version;
  return {
    name: 'VitePress',
    version,
    dir,
    coldPaths: ['docs/.vitepress/dist', 'docs/.vitepress/cache', 'node_modules/.vite'],
    build: [process.execPath, path.join(dir, 'node_modules/vitepress/bin/vitepress.js'), 'build', 'docs'],
    outDir: 'docs/.vitepress/dist',
    setup: 'defaults plus themeConfig.search.provider "local" (a search index, as Rspress builds by default)',
  };
}

/** Docusaurus from the registry with the classic preset and the packages its own site template adds. */
function setUpDocusaurus(workDir: string): Generator {
  const dir = path.join(workDir, 'docusaurus');
  writePages(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-docusaurus', private: true }));
  const packages = [
    `@docusaurus/core@${DOCUSAURUS_VERSION}`,
    `@docusaurus/preset-classic@${DOCUSAURUS_VERSION}`,
    '@mdx-js/react@3',
    'clsx@2',
    'prism-react-renderer@2',
    'react@19',
    'react-dom@19',
  ];
  console.log(`compare: npm install ${packages.join(' ')} in ${dir}`);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packages], dir);
  // Docs at the site root with an autogenerated sidebar, no blog: the same pages at the same URLs as the others.
  writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Generated site',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
  );
  const version = JSON.parse(readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
  return {
    name: 'Docusaurus',
    version,
    dir,
    coldPaths: ['build', '.docusaurus', 'node_modules/.cache'],
    build: [process.execPath, path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    outDir: 'build',
    setup: 'classic preset defaults (webpack; Docusaurus Faster off), docs at the root, no blog; no search index (local search is a community plugin)',
  };
}

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

/** One cold build: output and caches removed first; wall time in ms. The log goes to bench/tmp/compare-<name>-<run>.log. */
async function coldBuild(generator: Generator, runIndex: number): Promise<number> {
  for (const relative of generator.coldPaths) rmSync(path.join(generator.dir, relative), { recursive: true, force: true });
  const logFile = path.join(ROOT, 'bench/tmp', `compare-${generator.name.toLowerCase()}-${runIndex + 1}.log`);
  const log = createWriteStream(logFile);
  const [command, ...args] = generator.build;
  const start = performance.now();
  const child = spawn(command, args, { cwd: generator.dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const elapsed = performance.now() - start;
  if (code !== 0) throw new Error(`${generator.name} build exited with ${code}: see ${path.relative(ROOT, logFile)}`);
  return elapsed;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

mkdirSync(path.join(ROOT, 'bench/tmp'), { recursive: true });
const workDir = mkdtempSync(path.join(os.tmpdir(), 'rspress-compare-'));
try {
  const generators = [setUpRspress(workDir), setUpVitePress(workDir), ...(values.docusaurus ? [setUpDocusaurus(workDir)] : [])];
  const samples = new Map<Generator, number[]>(generators.map((generator) => [generator, []]));
  const release = await acquireBuildLock();
  const loadAverage = os.loadavg();
  try {
    // Interleaved, so that a change in the machine's load during the bench falls on both generators alike.
    for (let runIndex = 0; runIndex < runCount; runIndex++) {
      for (const generator of generators) {
        const elapsed = await coldBuild(generator, runIndex);
        samples.get(generator)!.push(elapsed);
        console.log(`compare: ${generator.name} cold build ${runIndex + 1}/${runCount}: ${seconds(elapsed)} s`);
      }
    }
  } finally {
    release();
  }
  const results: CompareResults = {
    date: new Date().toISOString(),
    machine: { ...describeMachine(), loadAverage },
    pages: pageCount,
    runs: runCount,
    generators: generators.map((generator) => ({
      name: generator.name,
      version: generator.version,
      setup: generator.setup,
      htmlFiles: countHtml(path.join(generator.dir, generator.outDir)),
      cold: summarize(samples.get(generator)!),
    })),
  };
  const outFile = path.join(ROOT, values.quick ? 'bench/tmp/compare-quick.json' : 'bench/compare.json');
  writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
  // A quick run checks the bench; only a full run's figures go into the pages and BENCHMARKS.md.
  if (!values.quick) writeCompareTables(results);
  console.log(`\n${renderCompareTable(results, 'en')}\n\nWritten to ${path.relative(ROOT, outFile)}${values.quick ? '' : ', the why-rspress pages and BENCHMARKS.md'}.`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
