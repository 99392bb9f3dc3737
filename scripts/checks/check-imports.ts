// Keeps imports going one way: the product (rspress.config.ts, config/, theme/, components/, deploy/) never imports
// scripts/ or tests/, and scripts/ never imports tests/. scripts/ and tests/ may import the product, and tests may
// import scripts/lib/ (shared test helpers and query sets live there for that reason).
// Run: npm run check:imports   (prints each wrong import as file:line, exits 1 if there is one; about a second)
//
// Why a small script and not dependency-cruiser or madge (both installable): every import here is a relative path or a
// package name, with no path aliases to resolve, so the whole rule is "which top-level folder does the resolved path
// start with". TypeScript's own scanner (ts.preProcessFile) finds every import, export-from, dynamic import() and
// require() of a file, which is what the libraries would parse for us, without a new dependency and its config.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const PRODUCT = ['rspress.config.ts', 'config', 'theme', 'components', 'deploy'];

/** The top-level folders (or root file) that code in `area` must not import. */
function forbiddenFrom(area: string): string[] {
  if (PRODUCT.includes(area)) return ['scripts', 'tests'];
  if (area === 'scripts') return ['tests'];
  return [];
}

export interface WrongImport {
  /** The importing file, relative to the root. */
  file: string;
  line: number;
  specifier: string;
  /** The imported path, relative to the root. */
  target: string;
}

/** The first segment of a path relative to the root: the area it belongs to (`theme`, `rspress.config.ts`, …). */
function areaOf(relative: string): string {
  return relative.split(path.sep)[0];
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(root, relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every import of the product and of scripts/ under `root` that goes the wrong way. */
export function findWrongImports(root = ROOT): WrongImport[] {
  const files = [...PRODUCT, 'scripts'].flatMap((area) => {
    try {
      return area.includes('.') ? (readdirSync(root).includes(area) ? [area] : []) : sourceFiles(root, area);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  });
  return files.flatMap((file) => {
    const forbidden = forbiddenFrom(areaOf(file));
    const source = readFileSync(path.join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(source, true, true);
    return importedFiles.flatMap(({ fileName: specifier, pos }): WrongImport[] => {
      if (!specifier.startsWith('.')) return [];
      const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
      if (!forbidden.includes(areaOf(target))) return [];
      const line = source.slice(0, pos).split('\n').length;
      return [{ file, line, specifier, target }];
    });
  });
}

function main(): void {
  const wrong = findWrongImports();
  for (const { file, line, specifier, target } of wrong) {
    const area = areaOf(file);
    console.error(`${file}:${line} imports '${specifier}' (${target}): ${area}/ must not import ${areaOf(target)}/`);
  }
  if (wrong.length > 0) {
    console.error(
      `\ncheck:imports: ${wrong.length} import(s) go the wrong way. Move what both sides need to where both may import it:` +
        ' the product (config/, theme/) for what the site uses, scripts/lib/ for what scripts and tests share.',
    );
    process.exit(1);
  }
  console.log('check:imports: the product imports neither scripts/ nor tests/, and scripts/ does not import tests/.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
