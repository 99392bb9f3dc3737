// Builds the site a second time, on the persistent cache the first build wrote (config/build-cache.ts), and
// checks that the warm build writes the same site as the cold one, file for file.
// Run: npm run build && npm run check:warm-build
// Two outputs differ by design and are compared with that part left out: the RSS feeds' <lastBuildDate>,
// and the order of the sitemap's <url> entries, which follows the order in which the pages were rendered.
// Prints the warm build time and the number of files compared; exits 1 on any difference, naming the files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUTPUT = path.join(ROOT, 'doc_build');
const CACHE = path.join(ROOT, 'node_modules/.cache/rspack');
const URL_ENTRY = /<url>[\s\S]*?<\/url>/g;

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The part of a file that must not change between two builds of the same sources. */
function stableContent(relative: string, content: Buffer): string | Buffer {
  if (relative.endsWith('.rss')) return content.toString('utf8').replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, '');
  if (relative === 'sitemap.xml') {
    const text = content.toString('utf8');
    const entries = text.match(URL_ENTRY) ?? [];
    return text.replace(URL_ENTRY, '') + entries.sort().join('');
  }
  return content;
}

function sameContent(a: string | Buffer, b: string | Buffer): boolean {
  return typeof a === 'string' || typeof b === 'string' ? String(a) === String(b) : a.equals(b);
}

function main(): void {
  if (!fs.existsSync(OUTPUT)) throw new Error('check:warm-build: doc_build/ is missing; run npm run build first');
  if (!fs.existsSync(CACHE)) {
    console.error('check:warm-build: the last build wrote no persistent cache (node_modules/.cache/rspack)');
    process.exitCode = 1;
    return;
  }
  const cold = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-build-'));
  fs.cpSync(OUTPUT, cold, { recursive: true });
  try {
    const start = performance.now();
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js'), 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seconds = (performance.now() - start) / 1000;
    const coldFiles = listFiles(cold);
    const warmFiles = new Set(listFiles(OUTPUT));
    const problems: string[] = [];
    for (const file of coldFiles) {
      if (!warmFiles.delete(file)) problems.push(`missing from the warm build: doc_build/${file}`);
      else if (
        !sameContent(
          stableContent(file, fs.readFileSync(path.join(cold, file))),
          stableContent(file, fs.readFileSync(path.join(OUTPUT, file))),
        )
      ) {
        problems.push(`differs from the cold build: doc_build/${file}`);
      }
    }
    for (const file of warmFiles) problems.push(`only in the warm build: doc_build/${file}`);
    console.log(`check:warm-build: warm build ${seconds.toFixed(1)} s; ${coldFiles.length} files compared`);
    for (const problem of problems) console.error(`  ${problem}`);
    if (problems.length > 0) {
      console.error(`check:warm-build: ${problems.length} file(s) differ; the persistent cache restored a different site`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(cold, { recursive: true, force: true });
  }
}

main();
