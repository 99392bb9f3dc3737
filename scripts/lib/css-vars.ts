// Lists the `--rp-*` custom properties that the default theme's stylesheets define (not the ones they only read).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A declaration `--rp-x:`; `var(--rp-x)` has no colon after the name, so reads do not match. */
const DEFINITION = /(?<![\w-])(--rp-[\w-]+)\s*:/g;

export function definedCssVars(dir: string): string[] {
  const sheets = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.s?css$/.test(file));
  const names = sheets.flatMap((file) => {
    const css = readFileSync(path.join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return [...css.matchAll(DEFINITION)].map((match) => match[1]);
  });
  return [...new Set(names)].sort();
}
