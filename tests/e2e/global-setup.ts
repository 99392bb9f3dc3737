import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, E2E_PORT } from './site';

const root = path.resolve(__dirname, '../..');

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The preview server did not answer at ${url} within ${timeoutMs} ms.`);
}

/** Serves the production build with `rspress preview` for the whole test run. */
export default async function setup(): Promise<() => void> {
  if (!existsSync(path.join(root, 'doc_build', 'index.html'))) {
    throw new Error('doc_build/index.html is missing: run `npm run build` before the browser tests.');
  }
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'preview', '--port', String(E2E_PORT), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // `rspress preview` prefers PORT and HOST from the environment over its flags.
      env: { ...process.env, PORT: String(E2E_PORT), HOST: '127.0.0.1' },
    },
  );
  try {
    await waitForServer(`${BASE_URL}/`, 120_000);
  } catch (error) {
    server.kill();
    throw error;
  }
  return () => {
    server.kill();
  };
}
