// The inventory of every message Rspress can print to a user, read from the installed packages (no network).
// Run: npx tsx scripts/checks/check-docs/error-inventory.ts [--all]
//      prints one line per message (package, file:line, kind, pattern); --all also lists the excluded ones.
//
// It parses each JavaScript file of @rspress/core/dist (node, runtime, theme, CLI, config loader and the chunks of
// bundled libraries; not eject-theme/, the TSX copy of theme/), the plain modules of @rspress/shared/dist and the
// dist of every @rspress/plugin-* that this site documents and installs, with TypeScript's parser, and keeps:
//   - calls to `logger.error` / `logger.warn` and `console.error` / `console.warn`: every argument joined by a space,
//     as the logger prints them;
//   - `new Error(...)`, `Error(...)`, `new TypeError(...)` (any `*Error`) and `createError(...)`: the first argument;
//   - `throw` of a string;
//   - any `logger` / `console` call in the statements just before a `process.exit(<non-zero>)`.
// A template literal becomes a pattern: `Dead link ${url}` gives `Dead link <url>`, the placeholder named after the
// expression. A message is known by its headline, the first non-empty line of its pattern: the lines after it are
// code samples or stack traces. Messages made of placeholders only (`logger.error(err)`) relay another message and are
// counted, not listed. ./error-exclusions.json names the messages no configuration or content can trigger.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../lib/pages';

export type MessageKind = 'error' | 'warn' | 'throw' | 'exit';

export interface Message {
  /** The package that prints it, e.g. `@rspress/core`. */
  pkg: string;
  /** The file inside the package, e.g. `dist/node/mdx/remarkPlugins/link.js`. */
  file: string;
  line: number;
  kind: MessageKind;
  /** The whole message, placeholders as `<name>`. */
  pattern: string;
  /** The first non-empty line of the pattern, trimmed: what the reference quotes and the check compares. */
  headline: string;
}

/** The packages the site documents and installs. Playground and TypeDoc are not installed (see CONTRIBUTING), so no dist here. */
export const INVENTORIED_PACKAGES = [
  '@rspress/core',
  '@rspress/shared',
  '@rspress/plugin-algolia',
  '@rspress/plugin-api-docgen',
  '@rspress/plugin-client-redirects',
  '@rspress/plugin-preview',
  '@rspress/plugin-rss',
  '@rspress/plugin-sitemap',
  '@rspress/plugin-twoslash',
];

/**
 * Libraries whose messages reach the reader through Rspress's own output, which an entry may quote although the
 * reference does not cover every message they print: Shiki stops a page's compile on a code block's language.
 */
export const QUOTED_LIBRARIES = ['@shikijs/core'];

/** Folders of a package's dist that are not code Rspress runs: the ejectable TSX copy of the theme. */
const SKIPPED_DIRS = new Set(['eject-theme']);
/** Files of @rspress/shared that are whole third-party libraries, bundled. */
const SKIPPED_FILES = new Set(['gray-matter.js', 'lodash-es.js', 'github-slugger.js']);

function jsFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : jsFiles(full);
      return /\.(c|m)?js$/.test(name) && !SKIPPED_FILES.has(name) ? [full] : [];
    });
}

/** What messages are logged through: the logger, the console, and loggers a plugin makes (`previewLogger`). */
const LOG_OBJECTS = /^(logger|console|\w+Logger)$/;
/** What a colouring call is made on: `picocolors_default()`, `picocolors`, `pc`. */
const COLOR_CALL = /^(picocolors(_default)?(\(\))?|pc|chalk|colors)$/;
const COLOR_NAMES = new Set(['bold', 'dim', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'gray', 'grey', 'white']);
/** Methods whose result a placeholder names after the value they are called on: `names.join(', ')` → names. */
const SAME_VALUE_METHODS = new Set(['join', 'map', 'filter', 'slice', 'trim', 'toString', 'replace', 'split']);

/** The name of the value an expression stands for, for a placeholder: `config.base` → base, `relative(a, b)` → b. */
function placeholderName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text.replace(/_default$/, '');
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node)) return placeholderName(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node)) return placeholderName(node.expression);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee) && SAME_VALUE_METHODS.has(callee.name.text)) return placeholderName(callee.expression);
    // `relative(root, file)` → file, `join(dir, '_meta.json')` → dir: the last argument that is a value.
    const value = node.arguments.filter((arg) => !ts.isArrowFunction(arg) && !ts.isFunctionExpression(arg) && !ts.isStringLiteralLike(arg)).pop();
    return placeholderName(value ?? callee);
  }
  if (ts.isConditionalExpression(node)) return placeholderName(node.whenTrue);
  return 'value';
}

/** Whether a call only colours its argument: `picocolors_default().green(x)`, `picocolors.dim(x)`. */
function isColorCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  // `const cyan = picocolors_default().cyan; cyan(key)`
  if (ts.isIdentifier(callee)) return COLOR_NAMES.has(callee.text);
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const owner = callee.expression.getText().replace(/\s/g, '');
  return COLOR_CALL.test(owner);
}

class FileReader {
  constructor(private source: ts.SourceFile) {}

  /** The initializer of the `const` an identifier names, looked up from the innermost enclosing block outwards. */
  private constantOf(name: ts.Identifier): ts.Expression | undefined {
    for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
      if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
        if (statement.getStart(this.source) > name.getStart(this.source)) continue;
        const declaration = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name.text);
        if (declaration?.initializer) return declaration.initializer;
      }
    }
    return undefined;
  }

  /** The text an expression prints, with `<name>` where a value goes in. */
  text(node: ts.Expression, depth = 0): string {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return node.head.text + node.templateSpans.map((span) => this.text(span.expression, depth) + span.literal.text).join('');
    }
    if (ts.isParenthesizedExpression(node)) return this.text(node.expression, depth);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return this.text(node.left, depth) + this.text(node.right, depth);
    }
    if (ts.isCallExpression(node) && isColorCall(node) && node.arguments.length === 1) return this.text(node.arguments[0], depth);
    // `cond ? '' : ` in ${file}``: the branch with text is what the command line prints.
    if (ts.isConditionalExpression(node)) {
      const empty = (branch: ts.Expression) => ts.isStringLiteralLike(branch) && branch.text === '';
      if (empty(node.whenTrue) && !empty(node.whenFalse)) return this.text(node.whenFalse, depth);
      if (empty(node.whenFalse) && !empty(node.whenTrue)) return this.text(node.whenTrue, depth);
    }
    if (ts.isIdentifier(node) && depth < 3) {
      const value = this.constantOf(node);
      if (value && this.isText(value)) return this.text(value, depth + 1);
    }
    return `<${placeholderName(node)}>`;
  }

  /** Whether an expression is text that can be read without running the code. */
  private isText(node: ts.Expression): boolean {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
    if (ts.isCallExpression(node)) return isColorCall(node) && node.arguments.length === 1 && this.isText(node.arguments[0]);
    if (ts.isBinaryExpression(node)) return this.isText(node.left) || this.isText(node.right);
    return false;
  }

  line(node: ts.Node): number {
    return this.source.getLineAndCharacterOfPosition(node.getStart(this.source)).line + 1;
  }
}

/** `logger.warn` → ['logger', 'warn'] */
function logCall(node: ts.Node): { object: string; method: string } | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const object = node.expression.expression;
  if (!ts.isIdentifier(object) || !LOG_OBJECTS.test(object.text)) return undefined;
  return { object: object.text, method: node.expression.name.text };
}

function isNonZeroExit(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'process.exit') return false;
  const [code] = node.arguments;
  return code !== undefined && !(ts.isNumericLiteral(code) && code.text === '0');
}

export function headlineOf(pattern: string): string {
  return (pattern.split('\n').find((line) => line.trim() !== '') ?? '').trim();
}

/** Messages with no text of their own: `<error>`, `<prefix> <error>`. */
export function isRelay(headline: string): boolean {
  return headline.replace(/<[\w.$]+>/g, '').replace(/[\s:.,\-[\]()]/g, '') === '';
}

export interface FileMessages {
  messages: Message[];
  relays: number;
}

/** The messages of one JavaScript file. */
export function messagesOfSource(code: string, pkg: string, file: string): FileMessages {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const reader = new FileReader(source);
  const messages: Message[] = [];
  let relays = 0;
  const seenCalls = new Set<ts.Node>();
  const add = (node: ts.Node, kind: MessageKind, pattern: string) => {
    const headline = headlineOf(pattern);
    if (isRelay(headline)) {
      relays++;
      return;
    }
    messages.push({ pkg, file, line: reader.line(node), kind, pattern, headline });
  };
  const joined = (args: readonly ts.Expression[]) => args.map((arg) => reader.text(arg)).join(' ');

  const visit = (node: ts.Node) => {
    const log = logCall(node);
    if (log && (log.method === 'error' || log.method === 'warn') && ts.isCallExpression(node) && !seenCalls.has(node)) {
      seenCalls.add(node);
      add(node, log.method, joined(node.arguments));
    }
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments?.length) {
      const callee = node.expression.getText();
      // A bundler renames a class it meets twice (`ShikiError$1`).
      if (/^(createError|([A-Z]\w*)?Error(\$\d+)?)$/.test(callee)) {
        add(node, 'throw', reader.text(node.arguments[0]));
      }
    }
    if (ts.isThrowStatement(node) && node.expression && (ts.isStringLiteralLike(node.expression) || ts.isTemplateExpression(node.expression))) {
      add(node, 'throw', reader.text(node.expression));
    }
    if (isNonZeroExit(node)) {
      // The statements before the exit in its block, back to the previous exit or the block's start.
      let statement: ts.Node = node;
      while (statement.parent && !ts.isBlock(statement.parent) && !ts.isSourceFile(statement.parent)) statement = statement.parent;
      const block = statement.parent as ts.Block;
      const index = block.statements.indexOf(statement as ts.Statement);
      for (const before of block.statements.slice(0, index)) {
        const collect = (inner: ts.Node) => {
          const call = logCall(inner);
          if (call && ts.isCallExpression(inner) && !seenCalls.has(inner)) {
            seenCalls.add(inner);
            add(inner, call.method === 'error' || call.method === 'warn' ? call.method : 'exit', joined(inner.arguments));
          }
          ts.forEachChild(inner, collect);
        };
        collect(before);
      }
    }
    ts.forEachChild(node, visit);
  };
  // Exits first, so that a call before an exit is not taken for a plain error first and its kind lost.
  const exits = (node: ts.Node) => {
    if (isNonZeroExit(node)) visit(node);
    ts.forEachChild(node, exits);
  };
  exits(source);
  visit(source);
  return { messages: messages.sort((a, b) => a.line - b.line), relays };
}

export interface Inventory {
  /** Every message with text, excluded ones included, one per headline. */
  messages: Message[];
  /** Where each headline is printed, when more than one place prints it. */
  alsoAt: Map<string, Message[]>;
  relays: number;
}

/** The key a headline is compared by: placeholders and runs of spaces count as one, whatever their names. */
export function messageKey(headline: string): string {
  return headline.replace(/<[A-Za-z_$][\w.$-]*>/g, '<>').replace(/\s+/g, ' ').trim();
}

export function readInventory(nodeModules = path.join(ROOT, 'node_modules'), packages = INVENTORIED_PACKAGES): Inventory {
  const byKey = new Map<string, Message>();
  const alsoAt = new Map<string, Message[]>();
  let relays = 0;
  for (const pkg of packages) {
    const root = path.join(nodeModules, pkg);
    for (const absolute of jsFiles(path.join(root, 'dist'))) {
      const file = path.relative(root, absolute).split(path.sep).join('/');
      const found = messagesOfSource(readFileSync(absolute, 'utf8'), pkg, file);
      relays += found.relays;
      for (const message of found.messages) {
        const key = messageKey(message.headline);
        const first = byKey.get(key);
        if (!first) byKey.set(key, message);
        else alsoAt.set(key, [...(alsoAt.get(key) ?? [first]), message]);
      }
    }
  }
  return { messages: [...byKey.values()], alsoAt, relays };
}

export interface Exclusion {
  /** The message's headline as the inventory prints it. */
  message: string;
  reason: string;
}

export interface ExclusionFile {
  /** Short names of the reasons, each explained once. */
  categories: Record<string, string>;
  exclusions: (Exclusion & { category: string })[];
}

export const EXCLUSIONS_FILE = path.join(import.meta.dirname, 'error-exclusions.json');

export function readExclusions(file = EXCLUSIONS_FILE): ExclusionFile {
  return JSON.parse(readFileSync(file, 'utf8')) as ExclusionFile;
}

function main() {
  const inventory = readInventory();
  const excluded = new Map(readExclusions().exclusions.map((exclusion) => [messageKey(exclusion.message), exclusion]));
  const all = process.argv.includes('--all');
  let listed = 0;
  for (const message of inventory.messages) {
    const exclusion = excluded.get(messageKey(message.headline));
    if (exclusion && !all) continue;
    listed++;
    const mark = exclusion ? `excluded (${exclusion.category})` : message.kind;
    console.log(`${message.pkg}/${message.file}:${message.line}\t${mark}\t${JSON.stringify(message.pattern)}`);
  }
  console.log(
    `${inventory.messages.length} messages, ${excluded.size} excluded, ${inventory.messages.length - excluded.size} to document; ${inventory.relays} relays of other messages; ${listed} listed`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
