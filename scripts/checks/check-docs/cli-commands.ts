// check:docs `cli`: rspress commands in bash, sh and shell blocks and in <PackageManagerTabs command="...">, also
// through npx, pnpm, yarn or bunx, use only the commands and flags that `rspress --help` and `rspress <command> --help`
// print at check time. A bare word after `rspress` reads as an unknown command: write `rspress dev docs`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../lib/pages';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

const RSPRESS_BIN = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/** How a flag reads its value: `--base <base>` needs one, `--host [host]` may take one. */
type FlagValue = 'required' | 'optional' | 'none';

interface CliSpec {
  /** Flags per command name; the dev server, which the help lists as `[root]`, is under `dev`. */
  commands: Map<string, Map<string, FlagValue>>;
  aliases: Map<string, string>;
}

const run = promisify(execFile);

async function help(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [RSPRESS_BIN, ...args, '--help'], { cwd: ROOT });
  return stdout;
}

function section(helpText: string, title: string): string[] {
  const lines = helpText.split('\n');
  const start = lines.findIndex((line) => line.trim() === title);
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

function parseFlags(helpText: string): Map<string, FlagValue> {
  const flags = new Map<string, FlagValue>();
  for (const line of section(helpText, 'Options:')) {
    const match = /^\s+((?:-[\w-]+,\s*)*-[\w-]+)(?:\s+(<|\[))?/.exec(line);
    if (!match) continue;
    const value: FlagValue = match[2] === '<' ? 'required' : match[2] === '[' ? 'optional' : 'none';
    for (const name of match[1].split(/,\s*/)) flags.set(name, value);
  }
  return flags;
}

/** The command a help text describes, from its `$ rspress <command>` usage line; `[root]` for the dev server. */
function usageCommand(helpText: string): string | undefined {
  return /\$ rspress (\S+)/.exec(section(helpText, 'Usage:').join('\n'))?.[1];
}

/**
 * The commands and flags of the installed CLI, read from its help at check time so the check follows the package.
 * `rspress dev --help` prints the same text as `rspress anything --help` (the word is taken as the root
 * folder), so the help cannot name the dev server; `dev` is the alias the CLI registers for it.
 * Other aliases (`serve`) are probed only for words the pages use: their help names the real command.
 */
async function readCliSpec(wordsToProbe: Iterable<string>): Promise<CliSpec> {
  const rootHelp = await help([]);
  const names = section(rootHelp, 'Commands:').map((line) => line.trim().split(/\s+/)[0]);
  const commands = new Map(
    await Promise.all(
      names.map(async (name): Promise<[string, Map<string, FlagValue>]> =>
        name === '[root]' ? ['dev', parseFlags(rootHelp)] : [name, parseFlags(await help([name]))],
      ),
    ),
  );
  const aliases = new Map<string, string>();
  const unknown = [...new Set(wordsToProbe)].filter((word) => !commands.has(word));
  await Promise.all(
    unknown.map(async (word) => {
      const command = usageCommand(await help([word]));
      if (command && command !== word && commands.has(command)) aliases.set(word, command);
    }),
  );
  return { commands, aliases };
}

const RUNNERS = [['npx'], ['pnpm', 'exec'], ['pnpm', 'dlx'], ['pnpm'], ['yarn', 'dlx'], ['yarn'], ['bunx'], ['bun', 'x'], ['npm', 'exec']];

/** The words after `rspress` when a shell command runs the CLI, directly or through a package runner. */
function rspressArgs(command: string): string[] | undefined {
  const words = command.trim().split(/\s+/).filter(Boolean);
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) words.shift();
  const runner = RUNNERS.find((prefix) => prefix.every((word, i) => words[i] === word));
  if (runner) {
    words.splice(0, runner.length);
    while (words[0]?.startsWith('-')) words.shift();
  }
  if (!/^rspress(@\S+)?$/.test(words[0] ?? '')) return undefined;
  return words.slice(1);
}

/** What is wrong with one invocation's arguments, or undefined when the CLI accepts them. */
function cliProblem(args: string[], spec: CliSpec): string | undefined {
  let command = 'dev';
  let rest = args;
  const first = args[0];
  if (first !== undefined && !first.startsWith('-')) {
    const named = spec.commands.has(first) ? first : spec.aliases.get(first);
    if (named) {
      command = named;
      rest = args.slice(1);
    } else if (!/[/.]/.test(first)) {
      // A bare word is taken as the dev server's root folder; a typo like `buidl` would start a server.
      return `unknown rspress command "${first}" (commands: ${[...spec.commands.keys()].join(', ')})`;
    }
  }
  const flags = spec.commands.get(command) ?? new Map<string, FlagValue>();
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i];
    if (token === '--') break;
    if (!token.startsWith('-')) continue;
    const [name, inlineValue] = token.split('=', 2);
    const value = flags.get(name);
    if (!value) return `unknown flag "${name}" for rspress ${command} (flags: ${[...flags.keys()].join(' ')})`;
    if (inlineValue !== undefined) continue;
    if (value === 'required' || (value === 'optional' && rest[i + 1] !== undefined && !rest[i + 1].startsWith('-'))) i++;
  }
  return undefined;
}

interface Invocation {
  file: string;
  line: number;
  args: string[];
}

/** Shell commands of a block with their line offsets: comments, prompts and line continuations removed. */
function shellCommands(code: string): Array<{ offset: number; command: string }> {
  const commands: Array<{ offset: number; command: string }> = [];
  let pending: { offset: number; command: string } | undefined;
  code.split('\n').forEach((raw, offset) => {
    const text = raw.replace(/^\s*\$\s+/, '').replace(/(^|\s)#.*$/, '');
    const continued = text.trimEnd().endsWith('\\');
    const piece = continued ? text.trimEnd().slice(0, -1) : text;
    pending = pending ? { offset: pending.offset, command: `${pending.command} ${piece}` } : { offset, command: piece };
    if (continued) return;
    for (const command of pending.command.split(/&&|\|\||;|\|/)) commands.push({ offset: pending.offset, command });
    pending = undefined;
  });
  return commands;
}

function invocationsOf(doc: DocFile): Invocation[] {
  const found: Invocation[] = [];
  for (const block of doc.page.blocks) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    for (const { offset, command } of shellCommands(block.code)) {
      const args = rspressArgs(command);
      if (args) found.push({ file: doc.display, line: block.line + offset, args });
    }
  }
  // The component prints the command for each package manager, so its string is a command too; samples of it count.
  for (const match of doc.source.matchAll(/<PackageManagerTabs\b[^>]*?\bcommand="([^"]*)"/g)) {
    const args = rspressArgs(match[1]);
    const line = doc.source.slice(0, match.index).split('\n').length;
    if (args) found.push({ file: doc.display, line, args });
  }
  return found;
}

export async function checkCliCommands(files: DocFile[]): Promise<CheckResult> {
  const invocations = files.flatMap(invocationsOf);
  const firstWords = invocations.map(({ args }) => args[0]).filter((word) => word !== undefined && /^[a-z]/.test(word));
  const spec = await readCliSpec(firstWords);
  const failures: Finding[] = invocations.flatMap(({ file, line, args }) => {
    const problem = cliProblem(args, spec);
    return problem ? [{ file, line, message: `\`rspress ${args.join(' ')}\`: ${problem}` }] : [];
  });
  return {
    name: 'cli',
    summary: `${invocations.length} rspress invocations in shell blocks and PackageManagerTabs checked against the help of ${spec.commands.size} commands (${[...spec.commands.keys()].join(', ')})`,
    failures,
    warnings: [],
  };
}
