// A short, bounded load run against the production build behind deploy/nginx.conf: wrk with 2 threads and
// 10 connections for 5 seconds on one page, gzip accepted as a browser would, loopback only.
// Run: npm run bench:nginx   (after `npm run build`; NGINX_DOC_BUILD serves another copy of the build,
//      BENCH_NGINX_PORT moves it off port 4334)
// Prints the URL, requests/s and the errors (non-2xx/3xx answers and socket errors); exits 1 on any error.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startNginx } from '../lib/nginx';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = process.env.NGINX_DOC_BUILD ?? path.join(ROOT, 'doc_build');
// Clear of the test servers (4321, 4322, 4330, 4331), so the bench can run beside the tests.
const PORT = Number(process.env.BENCH_NGINX_PORT ?? 4334);
const PAGE = '/guide/start/introduction';
const [THREADS, CONNECTIONS, SECONDS] = [2, 10, 5];

/** The counts of wrk's summary: `Requests/sec:`, the total line, and the optional error lines. */
function parseWrk(output: string): { requestsPerSecond: number; requests: number; non2xx3xx: number; socketErrors: number } {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in /),
    non2xx3xx: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

async function main() {
  const server = await startNginx(BUILD, PORT);
  try {
    const url = `${server.baseUrl}${PAGE}`;
    const output = execFileSync(
      'wrk',
      [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--timeout', '2s', '-H', 'Accept-Encoding: gzip', url],
      // wrk stops by itself after -d; the time limit only guards against a wedged run.
      { encoding: 'utf8', timeout: (SECONDS + 15) * 1_000 },
    );
    const result = parseWrk(output);
    const errors = result.non2xx3xx + result.socketErrors;
    console.log(`nginx bench: GET ${url} (gzip), wrk ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s`);
    console.log(`requests/s: ${result.requestsPerSecond.toFixed(0)}`);
    console.log(`requests: ${result.requests}, errors: ${errors} (non-2xx/3xx: ${result.non2xx3xx}, socket: ${result.socketErrors})`);
    if (errors > 0 || result.requests === 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
