import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../lib/pages';
import type { DocFile } from './doc-files';
import { checkPunctuation } from './punctuation';
import { displayPath, type CheckResult, type Finding } from './result';
import { checkTerminology } from './terminology';
import { checkTypography } from './typography';

/**
 * The Chinese texts of the interface around the pages, held to the rules of the pages: the typography, terminology
 * and punctuation checks run on them unchanged. The texts are
 * - the `zh` texts of `i18n.json`;
 * - Rspress's own `zh` texts (`DEFAULT_I18N_TEXT`) that `i18n.json` does not replace, which the theme renders too:
 *   a failure there is fixed by adding the key to `i18n.json`;
 * - every string literal, template and JSX text with a Han character in `theme/`, `config/` and `rspress.config.ts`,
 *   comments aside, except in SEARCH_VOCABULARY.
 * Each text becomes one line of a virtual page, so that no rule matches across two texts, and each failure is
 * reported at the file and line the text is written on.
 */

const HAN = /[\u3400-\u9fff]/;

/** Files whose Chinese strings are never shown: the words the search reads, not text it renders. */
const SEARCH_VOCABULARY = new Set([
  // The words readers type but the pages do not write; they are the banned renderings of the terminology table.
  'theme/search/reader-words.ts',
  // Stop words of the tokenizer.
  'theme/search/tokenize.ts',
]);

const DEFAULT_TEXTS = 'node_modules/@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js';

export interface UiText {
  /** As the repository displays it, e.g. `i18n.json`. */
  file: string;
  /** 1-based. */
  line: number;
  text: string;
  /** Added to a failure's message, to say how to fix a text this repository does not own. */
  note?: string;
}

/** The `zh` text of each key of an i18n.json-shaped file, at the line its `"zh"` is written on. */
export function i18nJsonTexts(file: string, root = ROOT): UiText[] {
  const absolute = path.join(root, file);
  const source = readFileSync(absolute, 'utf8');
  const texts: UiText[] = [];
  let key = '';
  source.split('\n').forEach((line, index) => {
    const opened = /^\s*"([^"]+)":\s*\{/.exec(line);
    if (opened) key = opened[1];
    const zh = /^\s*"zh":\s*("(?:[^"\\]|\\.)*")/.exec(line);
    if (zh && key) texts.push({ file: displayPath(absolute), line: index + 1, text: JSON.parse(zh[1]) });
  });
  return texts;
}

/** A template's text with each `${…}` as `x`, so that the spacing rules see a Latin word where a value goes. */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
}

/** Every string literal, template and JSX text of a TypeScript or JavaScript file that holds a Han character. */
export function sourceStringTexts(absolute: string, filter: (node: ts.Node) => boolean = () => true): UiText[] {
  const source = readFileSync(absolute, 'utf8');
  const kind = absolute.endsWith('x') ? ts.ScriptKind.TSX : absolute.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(absolute, source, ts.ScriptTarget.Latest, true, kind);
  const texts: UiText[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = templateText(node);
    else if (ts.isJsxText(node)) text = node.text.trim();
    if (text !== undefined && HAN.test(text) && filter(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      texts.push({ file: displayPath(absolute), line: line + 1, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The key of a `zh` text in an object of texts by key (`DEFAULT_I18N_TEXT`), or undefined for any other node. */
function keyOfZhText(node: ts.Node): string | undefined {
  const zh = node.parent;
  if (!ts.isPropertyAssignment(zh) || zh.initializer !== node || zh.name.getText() !== 'zh') return undefined;
  const entry = zh.parent.parent;
  return ts.isPropertyAssignment(entry) && (ts.isIdentifier(entry.name) || ts.isStringLiteral(entry.name)) ? entry.name.text : undefined;
}

/** Rspress's `zh` texts, as installed, for the keys that `i18n.json` leaves to it. */
function defaultTexts(replacedKeys: Set<string>): UiText[] {
  const isKept = (node: ts.Node) => {
    const key = keyOfZhText(node);
    return key !== undefined && !replacedKeys.has(key);
  };
  return sourceStringTexts(path.join(ROOT, DEFAULT_TEXTS), isKept).map((text) => ({
    ...text,
    note: 'Rspress’s default text: replace it in i18n.json',
  }));
}

function sourceFiles(root: string, folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => !SEARCH_VOCABULARY.has(file));
}

/** Every Chinese text of the interface of the site at `root`, as listed in this module's header. */
export function readUiTexts(root = ROOT): UiText[] {
  const own = i18nJsonTexts('i18n.json', root);
  const replacedKeys = new Set(
    Object.entries(JSON.parse(readFileSync(path.join(root, 'i18n.json'), 'utf8')) as Record<string, { zh?: string }>)
      .filter(([, texts]) => texts.zh)
      .map(([key]) => key),
  );
  const defaults = defaultTexts(replacedKeys);
  const code = ['theme', 'config']
    .flatMap((folder) => sourceFiles(root, folder))
    .concat(existsSync(path.join(root, 'rspress.config.ts')) ? ['rspress.config.ts'] : [])
    .flatMap((file) => sourceStringTexts(path.join(root, file)));
  return [...own, ...defaults, ...code];
}

/** The texts of one file as a Chinese page of one prose line per text, with the source line of each. */
function asPage(file: string, texts: UiText[]): { doc: DocFile; lines: UiText[] } {
  const lines = texts.map((text) => text.text.replaceAll('\n', ' '));
  const doc: DocFile = {
    locale: 'zh',
    file,
    absolutePath: path.join(ROOT, file),
    display: file,
    source: lines.join('\n'),
    page: { lines, kinds: lines.map(() => 'prose'), blocks: [] },
  };
  return { doc, lines: texts };
}

/** The typography, terminology and punctuation checks of the pages, run on every Chinese interface text. */
export function checkUiTexts(texts = readUiTexts()): CheckResult {
  const files = [...new Set(texts.map((text) => text.file))];
  const pages = files.map((file) => asPage(file, texts.filter((text) => text.file === file)));
  const docs = pages.map((page) => page.doc);
  const failures: Finding[] = [checkTypography(docs), checkTerminology(docs), checkPunctuation(docs)]
    .flatMap((result) => result.failures)
    .map((finding) => {
      const text = pages.find((page) => page.doc.display === finding.file)!.lines[finding.line - 1];
      return { file: text.file, line: text.line, message: text.note ? `${finding.message} (${text.note})` : finding.message };
    });
  return {
    name: 'ui texts',
    summary: `${texts.length} Chinese interface texts (i18n.json, Rspress's defaults it keeps, theme/, config/, rspress.config.ts) checked for typography, terminology and punctuation`,
    failures,
    warnings: [],
  };
}
