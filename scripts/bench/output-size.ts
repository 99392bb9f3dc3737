// The size of a build: pages, bytes on disk, the gzip of its text assets, and the search index per locale.
// Not run on its own: imported by scripts/bench/index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSize, searchIndexFiles } from '../lib/first-load';

/** Files a host would serve compressed; images other than SVG are already compressed. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.md', '.txt', '.xml', '.svg']);

export interface OutputSize {
  pages: number;
  files: number;
  bytes: number;
  textBytes: number;
  textGzip: number;
  searchIndex: Record<string, { file: string; raw: number; gzip: number }>;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full) : [full];
  });
}

export function measureOutput(buildDir: string): OutputSize {
  const size: OutputSize = { pages: 0, files: 0, bytes: 0, textBytes: 0, textGzip: 0, searchIndex: {} };
  for (const file of filesOf(buildDir)) {
    const bytes = statSync(file).size;
    size.files += 1;
    size.bytes += bytes;
    if (file.endsWith('.html')) size.pages += 1;
    if (TEXT_EXTENSIONS.has(path.extname(file))) {
      size.textBytes += bytes;
      size.textGzip += gzipSize(readFileSync(file));
    }
  }
  for (const [locale, file] of Object.entries(searchIndexFiles(buildDir))) {
    const body = readFileSync(path.join(buildDir, file));
    size.searchIndex[locale] = { file, raw: body.length, gzip: gzipSize(body) };
  }
  return size;
}
