import path from 'node:path';
import { ROOT } from '../../lib/pages';

/** One problem at one place; `line` is 1-based in the page file. */
export interface Finding {
  file: string;
  line: number;
  message: string;
}

export interface CheckResult {
  name: string;
  /** One line: what was checked and how it went. */
  summary: string;
  failures: Finding[];
  warnings: Finding[];
}

/** The form every check reports a place in, e.g. `docs/en/guide/x.mdx`, so a failure can be opened from the terminal. */
export function displayPath(absolutePath: string): string {
  return path.relative(ROOT, absolutePath).split(path.sep).join('/');
}

export function formatFinding({ file, line, message }: Finding): string {
  return `${file}:${line} ${message}`;
}
