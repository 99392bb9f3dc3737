// Runs deploy/nginx.conf against a build, as a child process on a loopback port, for the tests and the bench.
// Not run on its own: tests/e2e/nginx.test.ts and scripts/bench/nginx.ts call startNginx().
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { nginxHeadersConf, scanBuild } from '../../deploy/headers';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxServer {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Starts nginx with deploy/nginx.conf and deploy/redirects.conf in a fresh temporary folder, with a site.conf that listens on
 * 127.0.0.1:`port` and serves `buildDir`, and the headers.conf that scripts/generators/generate-csp.ts would write for it.
 */
export async function startNginx(buildDir: string, port: number): Promise<NginxServer> {
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: run \`bash scripts/setup/ensure-nginx.sh\`.`);
  if (!existsSync(path.join(buildDir, '404.html'))) throw new Error(`${buildDir} holds no finished build.`);
  // Otherwise another server's answer would pass for ours while nginx fails to bind.
  if (await answers(port)) throw new Error(`Port ${port} is already in use on 127.0.0.1.`);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'rspress-nginx-'));
  // nginx's workers run as another user when the master is root; they only read buildDir, but keep this readable.
  chmodSync(runDir, 0o755);
  for (const file of ['nginx.conf', 'redirects.conf']) copyFileSync(path.join(ROOT, 'deploy', file), path.join(runDir, file));
  writeFileSync(path.join(runDir, 'site.conf'), `listen 127.0.0.1:${port};\nroot ${path.resolve(buildDir)};\n`);
  writeFileSync(path.join(runDir, 'headers.conf'), nginxHeadersConf(scanBuild(buildDir)));

  // In the foreground so that it is our child; as the current user, so that its workers can read a build
  // under a private home folder (nginx ignores `user` with a warning when it is not started as root).
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', `${runDir}/`, '-c', path.join(runDir, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; user ${os.userInfo().username};`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  // A test worker that exits without its afterAll must not leave nginx holding the port. SIGTERM, not SIGKILL:
  // the master then stops its workers, which a killed master would leave behind.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => {
    running = false;
    process.off('exit', killOnExit);
  });

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (running) child.kill('SIGKILL');
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!(await answers(port))) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, port, stop };
}
