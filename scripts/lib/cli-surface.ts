// Reads the commands of the installed `rspress` CLI and the flags of each from its own `--help` output,
// so that the list follows the installed version rather than a copy.
import { execFileSync } from 'node:child_process';

export interface CliCommand {
  /** As the docs write it, e.g. `rspress build`. */
  name: string;
  /** Long flag names, e.g. `--port`. */
  flags: string[];
}

/** The lines of one `Title:` block of cac's help output, up to the next blank line. */
function block(help: string, title: string): string[] {
  const start = help.split('\n').findIndex((line) => line.trim() === `${title}:`);
  if (start < 0) return [];
  const lines = help.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.trim() === '');
  return lines.slice(0, end < 0 ? undefined : end);
}

/** Command words of the `Commands:` block; the default command shows as `[root]` and is run as its alias `dev`. */
export function commandsOf(help: string): string[] {
  return block(help, 'Commands').map((line) => {
    const word = line.trim().split(/\s+/)[0];
    return word.startsWith('[') ? 'dev' : word;
  });
}

export function flagsOf(help: string): string[] {
  return block(help, 'Options').flatMap((line) => /(--[\w-]+)/.exec(line)?.[1] ?? []);
}

export function readCli(bin: string): CliCommand[] {
  const help = (...args: string[]) => execFileSync(process.execPath, [bin, ...args, '--help'], { encoding: 'utf8' });
  return commandsOf(help()).map((command) => ({ name: `rspress ${command}`, flags: flagsOf(help(command)) }));
}
