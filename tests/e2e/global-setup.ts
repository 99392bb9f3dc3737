import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ALGOLIA_BASE_URL, ALGOLIA_PORT, BASE_URL, E2E_PORT } from './site';

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

/** Whether something already answers at url: the tests would then run against that server instead of this build. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

function startPreview(port: number, configFile?: string): ChildProcess {
  const args = [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'preview', '--port', String(port)];
  if (configFile) args.push('--config', configFile);
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // `rspress preview` prefers PORT and HOST from the environment over its flags.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
}

/** Serves the production build, and the Algolia variant of it, for the whole test run. */
export default async function setup(): Promise<() => void> {
  for (const [outDir, command] of [
    ['doc_build', 'npm run build'],
    ['doc_build_algolia', 'npm run build:algolia'],
  ]) {
    if (!existsSync(path.join(root, outDir, 'index.html'))) {
      throw new Error(`${outDir}/index.html is missing: run \`${command}\` before the browser tests.`);
    }
  }
  for (const [url, port] of [
    [BASE_URL, E2E_PORT],
    [ALGOLIA_BASE_URL, ALGOLIA_PORT],
  ] as const) {
    if (await answers(url)) {
      throw new Error(
        `Port ${port} is already in use (another test run, or a preview left running): stop it, or run the tests with another E2E_PORT.`,
      );
    }
  }
  const servers = [startPreview(E2E_PORT), startPreview(ALGOLIA_PORT, 'tests/e2e/algolia.rspress.config.ts')];
  const stopAll = () => {
    for (const server of servers) server.kill();
  };
  try {
    await Promise.all([waitForServer(`${BASE_URL}/`, 120_000), waitForServer(`${ALGOLIA_BASE_URL}/`, 120_000)]);
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}
