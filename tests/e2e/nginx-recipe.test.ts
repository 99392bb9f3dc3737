// The nginx recipe of CONTRIBUTING.md, run as a reader would run it: the bash block as written, from the
// repository root, in a folder that does not exist yet. Only the two values a reader chooses change: the folder
// (`site=`) and the port of `listen`. Nothing else is prepared, so a step the recipe forgets fails here.
// Needs `npm run build` and nginx (`bash scripts/setup/ensure-nginx.sh`); listens on NGINX_RECIPE_PORT (4336).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { REDIRECTS } from '../../config/redirects';
import { NGINX_BIN } from '../../scripts/lib/nginx';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.NGINX_RECIPE_PORT ?? 4336);
const SITE = path.join(os.tmpdir(), `rspress-nginx-recipe-${process.pid}`);

/** The bash block of CONTRIBUTING.md whose first line names it as the nginx recipe. */
function recipe(): string {
  const blocks = [...readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8').matchAll(/^```bash\n([\s\S]*?)^```$/gm)];
  const block = blocks.map((match) => match[1]).find((body) => body.startsWith('# nginx recipe'));
  if (!block) throw new Error('CONTRIBUTING.md has no ```bash block starting with "# nginx recipe"');
  return block;
}

/** Replaces exactly one occurrence, so that a reworded recipe fails loudly instead of running unchanged. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`The nginx recipe should hold ${pattern} once; found ${matches.length}`);
  return text.replace(pattern, replacement);
}

function get(urlPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: PORT, path: urlPath, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${urlPath} timed out`)));
    request.on('error', reject);
  });
}

const nginxPath = `${path.dirname(NGINX_BIN)}:${process.env.PATH ?? ''}`;

afterAll(() => {
  if (existsSync(path.join(SITE, 'nginx.pid'))) {
    execFileSync(NGINX_BIN, ['-s', 'stop', '-p', `${SITE}/`, '-c', path.join(SITE, 'nginx.conf')], { stdio: 'ignore' });
  }
  rmSync(SITE, { recursive: true, force: true });
});

describe('the nginx recipe of CONTRIBUTING.md', () => {
  test('runs as written in a fresh folder and serves the site with its headers, redirects and 404 pages', async () => {
    expect(existsSync(SITE)).toBe(false);
    let script = replaceOnce(recipe(), /^site=.*$/m, `site=${SITE}`);
    script = replaceOnce(script, /listen 80;/, `listen 127.0.0.1:${PORT};`);
    execFileSync('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: ROOT,
      env: { ...process.env, PATH: nginxPath },
      stdio: 'pipe',
      timeout: 120_000,
    });

    const page = await get('/guide/start/introduction');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);

    for (const { from, to } of REDIRECTS) {
      const answer = await get(from);
      expect({ from, status: answer.status, location: answer.headers.location }).toEqual({ from, status: 301, location: to });
    }
    const missing = await get('/no/such/page');
    expect({ status: missing.status, english: missing.body.includes('PAGE NOT FOUND') }).toEqual({ status: 404, english: true });
    // Under /zh/, the Chinese 404 page that the build writes beside the English one.
    const missingChinese = await get('/zh/no/such/page');
    expect({ status: missingChinese.status, chinese: missingChinese.body.includes('>页面不存在</h1>') }).toEqual({ status: 404, chinese: true });
  });
});
