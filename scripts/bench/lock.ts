// Holds the build lock that the team's builds on a shared machine take (`flock /tmp/rspress-build.lock …`), so
// that nobody rebuilds doc_build or the caches while the bench times builds and the dev server.
// Not run on its own: imported by scripts/bench/index.ts.
import { spawn, spawnSync } from 'node:child_process';

export const LOCK_FILE = process.env.BENCH_LOCK_FILE ?? '/tmp/rspress-build.lock';

/**
 * Waits for the lock and returns its release. `flock` holds it for as long as the `cat` it runs is alive, and
 * `cat` lives until its stdin closes: on release, or when this process dies, so a crash cannot leave it held.
 * Without `flock` (macOS) there is no one to wait for and nothing is held.
 */
export async function acquireBuildLock(): Promise<() => void> {
  if (spawnSync('flock', ['--version']).error) {
    console.warn(`bench: flock not found, running without ${LOCK_FILE}`);
    return () => {};
  }
  const holder = spawn('flock', [LOCK_FILE, 'sh', '-c', 'echo locked; exec cat'], { stdio: ['pipe', 'pipe', 'inherit'] });
  console.log(`bench: waiting for ${LOCK_FILE}…`);
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`flock ${LOCK_FILE} exited with ${code}`)));
  });
  return () => holder.stdin.end();
}
