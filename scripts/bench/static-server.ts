// A static server of a build for the browser measurements, behaving as the production host does
// (deploy/nginx.conf): clean URLs, 404.html with status 404 for unknown paths, gzip at nginx's level 5 for text when
// the client accepts it, and the cache headers of deploy/headers.ts. Lighthouse's simulated network then sees the
// transfer sizes a reader gets; the page-weight figures read decoded bodies and gzip them at level 9 themselves.
// `transformHtml` rewrites every HTML body before it is compressed (the Lighthouse floor strips the scripts with it).
// Not run on its own: imported by scripts/bench/index.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../deploy/headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** What nginx compresses: its gzip_types, gzip_comp_level and gzip_min_length. */
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg', '.md', '.txt', '.xml']);
const GZIP_LEVEL = 5;
const GZIP_MIN_LENGTH = 512;

/** The file for a URL path, or undefined; never a file outside `root`. */
function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, path.normalize(candidate));
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export function serveStatic(
  root: string,
  port: number,
  transformHtml?: (html: string) => string,
): Promise<{ close: () => Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(root, urlPath);
    const served = file ?? path.join(root, '404.html');
    const extension = path.extname(served);
    let body: Buffer = readFileSync(served);
    if (transformHtml && extension === '.html') body = Buffer.from(transformHtml(body.toString('utf8')));
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': file && urlPath.startsWith('/static/') ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSED.has(extension) && body.length >= GZIP_MIN_LENGTH && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      if (!gzipped.has(served)) gzipped.set(served, gzipSync(body, { level: GZIP_LEVEL }));
      body = gzipped.get(served) ?? body;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(file ? 200 : 404, headers);
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
