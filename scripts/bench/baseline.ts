// The commit the cold build is measured against (the goal is half its time), installed beside the repo so
// that the bench can build it cold in the same run, alternating with this commit: build times move with the load of
// the machine, so only a ratio taken in one run means anything.
// Not run on its own: imported by scripts/bench/index.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './builds';

/** The main of 2026-11-22, before the build and first-load cuts and before 17 later pages. */
export const BASELINE_COMMIT = 'a93d6ab';

const INSTALLED = '.bench-baseline-installed';

/**
 * Clones `ref` into a folder under the system temp folder (outside the repo, so that no check or editor of this repo
 * reads it) and installs its locked dependencies there, once per commit. Returns the folder.
 */
export function prepareBaseline(ref: string): string {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`bench: the baseline ${ref} is not in this clone's history (a shallow clone?): fetch it, or pass --baseline <ref> or --skip baseline`);
  }
  const dir = path.join(os.tmpdir(), `rspress-docs-bench-baseline-${commit.slice(0, 12)}`);
  if (existsSync(path.join(dir, INSTALLED))) return dir;
  console.log(`bench: installing the baseline ${ref} (${commit.slice(0, 12)}) into ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  // A clone rather than an export: the build asks git for each page's last commit (last-updated dates, sitemap), and
  // without a history that cost would be missing from the baseline's time.
  execFileSync('git', ['clone', '--quiet', '--no-checkout', ROOT, dir], { stdio: 'inherit' });
  execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: dir, stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  writeFileSync(path.join(dir, INSTALLED), `${commit}\n`);
  return dir;
}
