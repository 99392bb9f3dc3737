// check:docs `staleness` (a warning): Chinese pages whose English page changed later in git, uncommitted changes
// counting as now. Bring the translation up to date and commit both pages.
//
// Kept home-made: none of the kept libraries (cspell, markdownlint, autocorrect) compares two files' histories, and
// @lunariajs/core, the one dedicated tool installable here (0.1.1), is a translation dashboard with its own config and
// git walk; this is one `git log` and one `git status` in under fifty lines, and only a warning.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * When each file last changed, in seconds: its last commit, or now when it has uncommitted changes
 * (or is untracked). One `git log` and one `git status` for the whole folder.
 */
function lastChanged(docsDir: string): Map<string, number> {
  const top = git(docsDir, ['rev-parse', '--show-toplevel']).trim();
  const times = new Map<string, number>();
  let commitTime = 0;
  for (const line of git(docsDir, ['log', '--format=%x00%ct', '--name-only', '--', '.']).split('\n')) {
    if (line.startsWith('\0')) commitTime = Number(line.slice(1));
    else if (line && !times.has(path.join(top, line))) times.set(path.join(top, line), commitTime);
  }
  const now = Math.floor(Date.now() / 1000);
  for (const line of git(docsDir, ['status', '--porcelain', '--untracked-files=all', '--', '.']).split('\n')) {
    if (line.length > 3) times.set(path.join(top, line.slice(3).replace(/^.* -> /, '')), now);
  }
  return times;
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** Warns, without failing, about Chinese pages whose English source changed after them: they may need translating again. */
export function checkStaleness(files: DocFile[], docsDir: string): CheckResult {
  const times = lastChanged(docsDir);
  const zhByFile = new Map(files.filter((doc) => doc.locale === 'zh').map((doc) => [doc.file, doc]));
  const warnings: Finding[] = [];
  for (const en of files.filter((doc) => doc.locale === 'en')) {
    const zh = zhByFile.get(en.file);
    const enTime = times.get(en.absolutePath);
    const zhTime = zh && times.get(zh.absolutePath);
    if (!zh || enTime === undefined || zhTime === undefined || enTime <= zhTime) continue;
    warnings.push({ file: zh.display, line: 1, message: `WARNING may be stale: ${en.display} changed ${day(enTime)}, this page ${day(zhTime)}` });
  }
  return {
    name: 'staleness',
    summary: `${warnings.length} Chinese page(s) older than their English source (warning only)`,
    failures: [],
    warnings,
  };
}
