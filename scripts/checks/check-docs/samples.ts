// check:docs `samples`: every ts, tsx, js and jsx block of docs/{en,zh}, fragments included, compiles as a module of
// its own against the installed packages (one TypeScript program, strict, jsx: react-jsx). Twoslash markers such as
// `// ^?` are comments and pass; blocks marked `rspress=1` are the migration guide's 1.x samples (check:migration).
// To fix a failure, fix the code at the reported line (the line in the .mdx file). A block that cannot stand alone
// gets `check=false` in its meta: Rspress ignores the word, and only the .md copies keep it. Keep those rare.
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../lib/pages';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

const EXTENSIONS: Record<string, string> = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' };

/** The meta word that exempts a block that cannot stand alone; Rspress ignores meta words it does not know. */
const OPT_OUT = 'check=false';

/** The meta word of a migration guide's "before" sample: `npm run check:migration` compiles it against Rspress 1.x. */
export const RSPRESS_1 = 'rspress=1';

/**
 * A reader's Rspress 2 project: strict TypeScript, the React 17+ JSX transform, bundler resolution.
 * Every block is a module of its own (`moduleDetection: Force` is the compiler's `export {}`), so
 * two blocks that declare the same name do not collide.
 */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
  typeRoots: [path.join(ROOT, 'node_modules/@types')],
};

export interface Sample {
  fileName: string;
  code: string;
  places: Array<{ file: string; line: number }>;
}

function isOptedOut(meta: string): boolean {
  return meta.split(/\s+/).includes(OPT_OUT);
}

export function isRspress1(meta: string): boolean {
  return meta.split(/\s+/).includes(RSPRESS_1);
}

/**
 * Blocks with the same language and code are compiled once (the Chinese page repeats the English
 * blocks), and an error is reported at every place the block appears.
 */
function collectSamples(files: DocFile[]) {
  const samples = new Map<string, Sample>();
  let blocks = 0;
  let optOuts = 0;
  let rspress1 = 0;
  for (const doc of files) {
    for (const block of doc.page.blocks) {
      const extension = EXTENSIONS[block.lang];
      if (!extension) continue;
      blocks++;
      if (isOptedOut(block.meta)) {
        optOuts++;
        continue;
      }
      if (isRspress1(block.meta)) {
        rspress1++;
        continue;
      }
      const key = `${extension}\0${block.code}`;
      let sample = samples.get(key);
      if (!sample) {
        // Under the project root, so that imports resolve from its node_modules as in a reader's project.
        sample = { fileName: path.join(ROOT, '.doc-samples', `block-${samples.size}${extension}`), code: block.code, places: [] };
        samples.set(key, sample);
      }
      sample.places.push({ file: doc.display, line: block.line });
    }
  }
  return { samples: [...samples.values()], blocks, optOuts, rspress1 };
}

function compile(samples: Sample[]): ts.Program {
  const byName = new Map(samples.map((sample) => [sample.fileName, sample]));
  const host = ts.createCompilerHost(OPTIONS, true);
  const readFromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const sample = byName.get(fileName);
    return sample ? ts.createSourceFile(fileName, sample.code, languageVersion, true) : readFromDisk(fileName, languageVersion, ...rest);
  };
  host.fileExists = (fileName) => byName.has(fileName) || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => byName.get(fileName)?.code ?? ts.sys.readFile(fileName);
  return ts.createProgram([...byName.keys()], OPTIONS, host);
}

/** Compiles the samples as one program and reports each error at every place its block appears. */
export function sampleFailures(samples: Sample[]): Finding[] {
  const program = compile(samples);
  const failures: Finding[] = [];
  for (const sample of samples) {
    const sourceFile = program.getSourceFile(sample.fileName);
    if (!sourceFile) throw new Error(`The compiler lost ${sample.fileName}`);
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const offset = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
      const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      for (const place of sample.places) failures.push({ file: place.file, line: place.line + offset, message });
    }
  }
  return failures;
}

export function checkSamples(files: DocFile[]): CheckResult {
  const { samples, blocks, optOuts, rspress1 } = collectSamples(files);
  const failures = sampleFailures(samples);
  return {
    name: 'samples',
    summary: `${blocks} ts/tsx/js/jsx blocks (${samples.length} distinct) type-checked against the installed packages, ${optOuts} opted out with ${OPT_OUT}, ${rspress1} left to check:migration (${RSPRESS_1})`,
    failures,
    warnings: [],
  };
}
