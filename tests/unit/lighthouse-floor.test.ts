// The Lighthouse bench's floor (scripts/bench/lighthouse.ts): a page with every script removed and nothing else,
// served by the bench's static server exactly as the page itself. No build needed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@rstest/core';
import { stripScripts } from '../../scripts/bench/lighthouse';
import { serveStatic } from '../../scripts/bench/static-server';

// Long enough for the server to compress even without its scripts (nginx's gzip_min_length, 512 B).
const TEXT = `<p>${'Some prose. '.repeat(60)}</p>`;
const PAGE = `<!doctype html><html><head>
<link href="/static/css/styles.1.css" rel="stylesheet">
<link rel="preload" href="/static/js/async/route.2.js" as="script">
<link rel="preload" href="/font.woff2" as="font" crossorigin>
<link rel="modulepreload" href="/static/js/mod.js">
<script>document.documentElement.classList.add('dark')</script>
<script type="application/ld+json">{"@type":"WebPage"}</script>
<script defer src="/static/js/index.3.js"></script>
</head><body><div id="root"><h1>Title</h1><pre><code>&lt;script src="x.js"&gt;&lt;/script&gt;</code></pre>${TEXT}</div>
<SCRIPT>late()</SCRIPT></body></html>`;

test('the floor has no script, no script preload, and everything else of the page', () => {
  expect(stripScripts(PAGE)).toBe(`<!doctype html><html><head>
<link href="/static/css/styles.1.css" rel="stylesheet">

<link rel="preload" href="/font.woff2" as="font" crossorigin>




</head><body><div id="root"><h1>Title</h1><pre><code>&lt;script src="x.js"&gt;&lt;/script&gt;</code></pre>${TEXT}</div>
</body></html>`);
});

test('the floor server sends the stripped page with the headers and compression of the page itself', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  writeFileSync(path.join(root, 'page.html'), PAGE);
  const port = Number(process.env.E2E_PORT ?? 4800) + 5;
  const site = await serveStatic(root, port);
  const floor = await serveStatic(root, port + 1, stripScripts);
  try {
    const [siteResponse, floorResponse] = await Promise.all(
      [port, port + 1].map((p) => fetch(`http://127.0.0.1:${p}/page`, { headers: { 'Accept-Encoding': 'gzip' } })),
    );
    const headers = (response: Response) => ['content-type', 'cache-control', 'content-encoding'].map((name) => response.headers.get(name));
    expect(headers(floorResponse)).toEqual(headers(siteResponse));
    expect(floorResponse.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the gzip body itself; the floor's body is the stripped page.
    expect(await floorResponse.text()).toBe(stripScripts(PAGE));
    expect(await siteResponse.text()).toBe(PAGE);
  } finally {
    await site.close();
    await floor.close();
  }
});
