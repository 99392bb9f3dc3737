// Compares a plugin reference page with a committed copy of the plugin's options type, for plugins that cannot be
// installed here (@rspress/plugin-playground and @rspress/plugin-typedoc 2.x): the copies in
// tests/fixtures/upstream-plugin-options/ come from upstream's source, and this module reports every option the page
// documents or passes in a sample that the copy lacks, every option of the copy the page leaves out, and every type or
// default that differs. Not run on its own: tests/unit/upstream-plugin-pages.test.ts runs it on both locales.
//
// What a page must look like: an `## Options` section (any heading text, id `options`) whose `###` headings are an
// option name in a code span, each followed by a `- Type: `…`` line (`- 类型：`…`` in Chinese) and a `- Default:` line
// (`- 默认值：`) that contains the default in a code span. Samples are the `ts`/`tsx`/`js` blocks anywhere on the page;
// each call of the plugin's function in them (`pluginTypeDoc({ … })`) is checked for its keys.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface CopiedOption {
  name: string;
  /** The type as the source writes it, whitespace collapsed. */
  type: string;
  /** The code part of the `@default` tag (before any parenthesised note). */
  defaultValue: string;
}

export interface PluginUnderCheck {
  /** The function a sample calls, such as `pluginTypeDoc`. */
  functionName: string;
  /** The committed `.d.ts` copy with the options interface. */
  optionsFile: string;
  /** The interface name in that file. */
  interfaceName: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The members of the options interface, with the type text and `@default` tag of each. */
export function readOptionsCopy(file: string, interfaceName: string): CopiedOption[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`${file}: no interface ${interfaceName}`);
  return declaration.members.map((member) => {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isIdentifier(member.name)) {
      throw new Error(`${file}: ${interfaceName} has a member that is not a plain property: ${member.getText(source)}`);
    }
    const tag = ts.getJSDocTags(member).find((jsDocTag) => jsDocTag.tagName.text === 'default');
    const comment = typeof tag?.comment === 'string' ? tag.comment : '';
    if (!comment) throw new Error(`${file}: ${interfaceName}.${member.name.text} has no @default tag`);
    return {
      name: member.name.text,
      type: collapse(member.type.getText(source)),
      defaultValue: collapse(comment.replace(/\s\(.*$/s, '')),
    };
  });
}

interface DocumentedOption {
  name: string;
  line: number;
  type: string | null;
  defaultLine: string | null;
}

const TYPE_LINE = /^- (?:Type: |类型：)`(.+)`\s*$/;
const DEFAULT_LINE = /^- (?:Default: |默认值：)(.+)$/;

/** The `###` entries of the page's options section, with their type and default lines. */
function documentedOptions(lines: string[]): DocumentedOption[] {
  const start = lines.findIndex((line) => /^## .*\{#options\}\s*$/.test(line));
  if (start === -1) return [];
  const options: DocumentedOption[] = [];
  for (let index = start + 1; index < lines.length && !/^## /.test(lines[index]); index += 1) {
    const heading = /^### `([^`]+)`/.exec(lines[index]);
    if (heading) {
      options.push({ name: heading[1], line: index + 1, type: null, defaultLine: null });
      continue;
    }
    const current = options.at(-1);
    const type = TYPE_LINE.exec(lines[index]);
    if (current && type && current.type === null) current.type = collapse(type[1]);
    const defaultLine = DEFAULT_LINE.exec(lines[index]);
    if (current && defaultLine && current.defaultLine === null) current.defaultLine = defaultLine[1];
  }
  return options;
}

interface SampleCall {
  keys: string[];
  line: number;
}

/** The keys of the object literal passed to each call of `functionName` in the page's code blocks. */
function sampleCalls(lines: string[], functionName: string): SampleCall[] {
  const calls: SampleCall[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^(\s*)(`{3,})(ts|tsx|js|jsx)\b/.exec(lines[index]);
    if (!fence) continue;
    const close = lines.findIndex((line, at) => at > index && line.trim() === fence[2]);
    const end = close === -1 ? lines.length : close;
    const code = lines.slice(index + 1, end).join('\n');
    const source = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === functionName) {
        const [argument] = node.arguments;
        if (argument && ts.isObjectLiteralExpression(argument)) {
          const keys = argument.properties.flatMap((property) =>
            property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : [],
          );
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          calls.push({ keys, line: index + 2 + line });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    index = end;
  }
  return calls;
}

/** Every difference between the page and the copied options, as `file:line: problem`; empty when they agree. */
export function checkPluginPage(pageFile: string, plugin: PluginUnderCheck): string[] {
  const copied = readOptionsCopy(plugin.optionsFile, plugin.interfaceName);
  const byName = new Map(copied.map((option) => [option.name, option]));
  const lines = readFileSync(pageFile, 'utf8').split('\n');
  const documented = documentedOptions(lines);
  const problems: string[] = [];
  if (documented.length === 0) problems.push(`${pageFile}: no options section (a heading with {#options} and ### \`name\` entries)`);

  for (const option of documented) {
    const source = byName.get(option.name);
    const at = `${pageFile}:${option.line}`;
    if (!source) {
      problems.push(`${at}: documents \`${option.name}\`, which upstream's ${plugin.interfaceName} does not have`);
      continue;
    }
    if (option.type !== source.type) {
      problems.push(`${at}: \`${option.name}\` has type \`${option.type ?? '(no type line)'}\` on the page, \`${source.type}\` upstream`);
    }
    if (!option.defaultLine?.includes(`\`${source.defaultValue}\``)) {
      problems.push(`${at}: the default of \`${option.name}\` should show \`${source.defaultValue}\`, the page says: ${option.defaultLine ?? '(no default line)'}`);
    }
  }
  const documentedNames = new Set(documented.map(({ name }) => name));
  for (const option of copied) {
    if (!documentedNames.has(option.name)) problems.push(`${pageFile}: does not document \`${option.name}\``);
  }
  for (const call of sampleCalls(lines, plugin.functionName)) {
    for (const key of call.keys) {
      if (!byName.has(key)) {
        problems.push(`${pageFile}:${call.line}: a sample passes \`${key}\` to ${plugin.functionName}(), which upstream's ${plugin.interfaceName} does not have`);
      }
    }
  }
  return problems;
}
