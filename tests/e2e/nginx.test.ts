// The production build served by deploy/nginx.conf, as a host would: routes and their variants, the 404 page,
// cache and security headers, gzip, hostile URLs, and Chromium running the site under the generated CSP.
// nginx listens on 127.0.0.1:4330 (NGINX_PORT) for doc_build and on the next port for doc_build_algolia;
// NGINX_DOC_BUILD and NGINX_DOC_BUILD_ALGOLIA point it at copies of the builds instead.
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page, Route } from 'playwright-core';
import { REDIRECTS } from '../../config/redirects';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, PERMISSIONS_POLICY, scanBuild, securityHeaders } from '../../deploy/headers';
import { type NginxServer, startNginx } from '../../scripts/lib/nginx';
import { siteRoutes } from '../spec-routes';
import { launchBrowser, openPage, visit } from './site';

const ROOT = path.resolve(__dirname, '../..');
const SITE_DIR = process.env.NGINX_DOC_BUILD ?? path.join(ROOT, 'doc_build');
const ALGOLIA_SITE_DIR = process.env.NGINX_DOC_BUILD_ALGOLIA ?? path.join(ROOT, 'doc_build_algolia');
// Not on Chromium's list of blocked ports, and clear of the preview servers on 4321 and 4322.
const PORT = Number(process.env.NGINX_PORT ?? 4330);

let site: NginxServer;
let algoliaSite: NginxServer;
let browser: Browser;

// One after the other, so that afterAll stops whatever started before a failure.
beforeAll(async () => {
  site = await startNginx(SITE_DIR, PORT);
  algoliaSite = await startNginx(ALGOLIA_SITE_DIR, PORT + 1);
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all([site?.stop(), algoliaSite?.stop(), browser?.close()]);
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One GET with the path sent byte for byte (fetch and URL would normalise `%2e%2e` and dot segments away),
 * no decompression, and a time limit, so that a hang fails the test instead of stalling it.
 */
function get(rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: site.port, path: rawPath, headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${rawPath.slice(0, 80)} timed out`)));
    request.on('error', reject);
  });
}

/** Follows redirects (at most three) and returns the last answer with the path that gave it. */
async function follow(rawPath: string): Promise<Answer & { path: string; hops: number[] }> {
  const hops: number[] = [];
  let current = rawPath;
  for (let hop = 0; hop < 4; hop++) {
    const answer = await get(current);
    if (answer.status !== 301) return { ...answer, path: current, hops };
    hops.push(answer.status);
    current = answer.headers.location ?? '';
  }
  throw new Error(`${rawPath} redirects more than three times`);
}

/** The texts of the 404 page in the language of a path: Chinese under /zh/, English elsewhere. */
function notFoundTexts(rawPath: string): { lang: string; title: string; home: string; homeHref: string } {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape stays as written; nginx reads its path the same way.
  }
  return /^\/zh(?:\/|$)/.test(decoded)
    ? { lang: 'zh', title: '页面不存在', home: '返回首页', homeHref: '/zh/' }
    : { lang: 'en', title: 'PAGE NOT FOUND', home: 'Take me home', homeHref: '/' };
}

/** The answer is the 404 page of the path's language, with status 404, read as UTF-8. */
function expectNotFoundPage(rawPath: string, answer: Answer): void {
  const expected = notFoundTexts(rawPath);
  const html = Buffer.from(answer.body, 'latin1').toString('utf8');
  const found = {
    status: answer.status,
    lang: /<html[^>]* lang="([^"]*)"/.exec(html)?.[1],
    title: html.includes(`>${expected.title}</h1>`),
    home: html.includes(`href="${expected.homeHref}"`) && html.includes(`>${expected.home}</a>`),
  };
  expect({ rawPath, ...found }).toEqual({ rawPath, status: 404, lang: expected.lang, title: true, home: true });
}

const allRoutes = siteRoutes();
const pageRoutes = allRoutes.filter((route) => !route.endsWith('/'));
const folderRoutes = allRoutes.filter((route) => route.endsWith('/'));

describe('nginx: routes', () => {
  test('every page answers 200 with HTML in both locales', async () => {
    const failures: string[] = [];
    for (const route of allRoutes) {
      const answer = await get(route);
      if (answer.status !== 200 || !String(answer.headers['content-type']).startsWith('text/html')) {
        failures.push(`${route}: ${answer.status} ${answer.headers['content-type']}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('.html, a trailing slash and /index redirect once, with 301, to the clean URL', async () => {
    const variants = [
      ...pageRoutes.flatMap((route) => [[`${route}.html`, route], [`${route}/`, route]]),
      ...folderRoutes.flatMap((route) => [
        [`${route}index`, route],
        [`${route}index.html`, route],
        ...(route === '/' ? [] : [[route.slice(0, -1), route]]),
      ]),
    ];
    const failures: string[] = [];
    for (const [variant, canonical] of variants) {
      const answer = await follow(variant);
      if (answer.status !== 200 || answer.path !== canonical || answer.hops.length !== 1) {
        failures.push(`${variant}: ${answer.hops.join(' → ')} → ${answer.status} at ${answer.path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('a redirect keeps the query string', async () => {
    const answer = await get('/zh/guide/start/introduction.html?utm=1&x=%3C');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/zh/guide/start/introduction?utm=1&x=%3C');
  });

  test('the short paths of config/redirects.ts answer 301 to their pages, with or without a slash, keeping the query', async () => {
    const failures: string[] = [];
    for (const { from, to } of REDIRECTS) {
      for (const source of [from, `${from}/`]) {
        const answer = await get(`${source}?ref=old`);
        if (answer.status !== 301 || answer.headers.location !== `${to}?ref=old`) {
          failures.push(`${source}: ${answer.status} ${answer.headers.location}`);
        }
        const landed = await follow(source);
        if (landed.status !== 200 || landed.path !== to) failures.push(`${source} lands on ${landed.status} at ${landed.path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('unknown paths, /404 and /404.html answer 404 with the site 404 page', async () => {
    for (const unknown of ['/no-such-page', '/guide/no-such-page', '/static/js/missing.js', '/404', '/404.html', '/plugin/', '/api/client-api', '/zhx/no-such-page']) {
      expectNotFoundPage(unknown, await get(unknown));
    }
  });

  test('unknown paths under /zh/, /zh/404 and /zh/404.html answer 404 with the Chinese 404 page', async () => {
    for (const unknown of ['/zh/no-such-page', '/zh/no-such-page/', '/zh/guide/no-such-page', '/zh/static/missing.js', '/zh/404', '/zh/404.html', '/zh/plugin/', '/zh/api/client-api']) {
      expectNotFoundPage(unknown, await get(unknown));
    }
  });

  test('the Markdown copies, llms.txt, sitemap and feeds are served with their types in UTF-8', async () => {
    const expected: [string, string][] = [
      ['/guide/start/introduction.md', 'text/markdown; charset=utf-8'],
      ['/zh/guide/start/introduction.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
      ['/rss/plugins.rss', 'application/rss+xml; charset=utf-8'],
    ];
    for (const [file, type] of expected) {
      const answer = await get(file);
      expect({ file, status: answer.status, type: answer.headers['content-type'] }).toEqual({ file, status: 200, type });
    }
  });
});

describe('nginx: headers', () => {
  const expectedHeaders = () => securityHeaders(scanBuild(SITE_DIR));

  test('the CSP allows the inline scripts by hash only and forbids framing', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('algolia');
  });

  test('HTML, assets, 404s and redirects all carry the security headers of deploy/headers.ts', async () => {
    for (const file of ['/', '/zh/guide/start/introduction', '/static/css/', '/no-such-page', '/api', '/llms.txt']) {
      const answer = await get(file);
      for (const [name, value] of expectedHeaders()) {
        expect({ file, name, value: answer.headers[name.toLowerCase()] }).toEqual({ file, name, value });
      }
    }
    expect((await get('/')).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  test('hashed /static/ files are immutable for a year; HTML, .md, .txt and .xml are revalidated', async () => {
    const home = (await get('/')).body;
    const assets = [...home.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const answer = await get(asset);
      expect({ asset, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({ asset, status: 200, cache: CACHE_IMMUTABLE });
    }
    for (const file of ['/', '/zh/', '/guide/start/introduction', '/guide/start/introduction.md', '/llms.txt', '/sitemap.xml', '/no-such-page', '/static/js/missing.js']) {
      expect({ file, cache: (await get(file)).headers['cache-control'] }).toEqual({ file, cache: CACHE_REVALIDATE });
    }
  });

  test('text is gzipped when the client asks for it, and only then', async () => {
    const home = (await get('/')).body;
    const script = /src="(\/static\/js\/index\.[^"]+\.js)"/.exec(home)?.[1] ?? '';
    const style = /href="(\/static\/css\/[^"]+\.css)"/.exec(home)?.[1] ?? '';
    for (const file of ['/', '/guide/start/introduction.md', script, style, '/no-such-page']) {
      const zipped = await get(file, { 'accept-encoding': 'gzip, deflate, br' });
      expect({ file, encoding: zipped.headers['content-encoding'], vary: zipped.headers.vary }).toEqual({
        file,
        encoding: 'gzip',
        vary: 'Accept-Encoding',
      });
      const plain = await get(file);
      expect({ file, encoding: plain.headers['content-encoding'] }).toEqual({ file, encoding: undefined });
    }
  });
});

describe('nginx: hostile URLs', () => {
  // nginx cannot map some paths below the root (dot segments above it, NUL bytes) and refuses paths over its
  // header buffer; deploy/nginx.conf answers those with the 404 page too, like everything that matches no file.
  const unknownPaths = [
    '/guide%2Fstart%2Fintroduction',
    '/zh%2fguide%2fstart%2fintroduction',
    '/guide/start/introduction%2F',
    '/<script>alert(1)</script>',
    '/%3Cimg%20src=x%20onerror=alert(1)%3E',
    '/guide/%E2%80%AEevil',
    '/%ff%fe%fd',
    '/guide/start/introduction;.html',
    '/guide/start/introduction%20',
    "/'\"`{}|^",
    '/.git/config',
    '/..%5c..%5cetc%5cpasswd',
  ];
  const refusedPaths = ['/%2e%2e/%2e%2e/etc/passwd', '/static/../../../../etc/passwd', '/guide/start/introduction%00.html', '/%00'];

  test('odd characters and encoded slashes get the 404 page', async () => {
    for (const unknown of unknownPaths) {
      // `…;.html` first loses its .html through a redirect.
      expectNotFoundPage(unknown, await follow(unknown));
    }
  });

  test('paths that climb above the root or hold NUL get the 404 page and never serve a file', async () => {
    for (const refused of refusedPaths) {
      const answer = await get(refused);
      expect({ refused, status: answer.status }).toEqual({ refused, status: 404 });
      expect(answer.body).toContain('PAGE NOT FOUND');
      expect(answer.body).not.toContain('root:');
    }
  });

  test('an encoded CR/LF stays encoded in the Location of a redirect', async () => {
    const answer = await get('/guide%0d%0aSet-Cookie:%20injected=1.html');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/guide%0d%0aSet-Cookie:%20injected=1');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  test('paths of 8 KB and more get the 404 page, and the server keeps answering', async () => {
    for (const length of [8 * 1024, 9_000, 64 * 1024]) {
      const answer = await get(`/${'a'.repeat(length)}`);
      expect({ length, status: answer.status }).toEqual({ length, status: 404 });
      expect(answer.body).toContain('PAGE NOT FOUND');
    }
    expect((await get('/')).status).toBe(200);
  });
});

/** Collects CSP and Permissions-Policy reports of a page: console messages and securitypolicyviolation events. */
async function watchPolicies(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions Policy/i.test(message.text())) reports.push(message.text());
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return reports;
}

async function openUnderCsp(baseUrl = site.baseUrl) {
  const opened = await openPage(browser, { width: 1440, height: 900 });
  const reports = await watchPolicies(opened.page);
  const go = (route: string) => visit(opened.page, route, baseUrl);
  return { ...opened, reports, go };
}

describe('Chromium under the generated CSP', () => {
  test('a sample of pages in both locales loads and hydrates with no policy violation', async () => {
    const { context, page, reports, go } = await openUnderCsp();
    for (const route of ['/', '/zh/', '/guide/start/getting-started', '/guide/default-theme/components', '/plugin/official-plugins/preview', '/guide/use-mdx/code-blocks', '/zh/api/', '/ui/vars', '/no-such-page']) {
      await go(route);
      await expect(page.locator('#__rspress_root > *').count()).resolves.toBeGreaterThan(0);
    }
    // A client-side navigation loads the next page's chunk through the page's own script loader.
    await go('/guide/start/why-rspress');
    await page.locator('.rp-prev-next-page a[href="/guide/start/getting-started"]').click();
    await page.waitForURL('**/guide/start/getting-started');
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
    await context.close();
  });

  test('without JavaScript, a missing path shows the 404 page of its language', async () => {
    for (const [missing, locale] of [
      ['/zh/no/such/page', 'zh-CN'],
      ['/no/such/page', 'en-US'],
    ]) {
      const { context, page } = await openPage(browser, { javaScriptEnabled: false, locale });
      const response = await page.goto(`${site.baseUrl}${missing}`, { waitUntil: 'load' });
      const expected = notFoundTexts(missing);
      const shown = {
        status: response?.status(),
        lang: await page.locator('html').getAttribute('lang'),
        title: (await page.locator('main h1').innerText()).trim(),
        home: await page.locator('main a', { hasText: expected.home }).getAttribute('href'),
      };
      expect({ missing, ...shown }).toEqual({ missing, status: 404, lang: expected.lang, title: expected.title, home: expected.homeHref });
      await context.close();
    }
  });

  test('the 404 page of each language hydrates without an error and keeps its language', async () => {
    for (const [missing, locale] of [
      ['/zh/no/such/page', 'zh-CN'],
      ['/no/such/page', 'en-US'],
    ]) {
      const { context, page } = await openPage(browser, { locale });
      const reports = await watchPolicies(page);
      page.on('console', (message) => {
        if (message.text().startsWith('hydrateRoot recoverable error')) reports.push(message.text().slice(0, 200));
      });
      await visit(page, missing, site.baseUrl);
      const expected = notFoundTexts(missing);
      await expect(page.locator('main h1').innerText()).resolves.toBe(expected.title);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(expected.lang);
      expect({ missing, reports }).toEqual({ missing, reports: [] });
      await context.close();
    }
  });

  test('a path in the wrong case gets the 404 status and then the page in the client', async () => {
    const { context, page, reports, go } = await openUnderCsp();
    for (const [entered, landed] of [
      ['/guide/Start/Introduction', '/guide/start/introduction'],
      ['/ZH/guide/start/introduction', '/zh/guide/start/introduction'],
    ]) {
      expect({ entered, status: (await get(entered)).status }).toEqual({ entered, status: 404 });
      await go(entered);
      await page.waitForURL(`${site.baseUrl}${landed}`);
      await expect(page.locator('.rp-doc h1').first().textContent()).resolves.toMatch(/Introduction|介绍/);
    }
    expect(reports).toEqual([]);
    await context.close();
  });

  test('local search finds pages, and HTML or script in a query shows as text', async () => {
    const { context, page, reports, go } = await openUnderCsp();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await go('/guide/start/introduction');
    const search = async (query: string) => {
      await page.locator('.rp-nav .rp-search-button').first().click();
      const input = page.locator('.rp-search-panel__input');
      await input.fill(query);
      return input;
    };

    await search('plugin');
    await page.waitForSelector('.rp-suggest-item__link', { timeout: 10_000 });
    await expect(page.locator('.rp-suggest-item__link').count()).resolves.toBeGreaterThan(0);

    for (const payload of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>']) {
      const input = page.locator('.rp-search-panel__input');
      await input.fill(payload);
      await expect(input.inputValue()).resolves.toBe(payload);
      // The panel searches as the reader types; let it render its answer.
      await page.waitForTimeout(1_000);
      // With no match the panel repeats the query, which must come out as text.
      const shown = page.locator('.rp-no-search-result__text b');
      if ((await shown.count()) > 0) await expect(shown.textContent()).resolves.toBe(payload);
      const injected = await page.evaluate(() => document.querySelectorAll('img[src="x"], .rp-search-panel script').length);
      expect(injected).toBe(0);
    }
    expect(dialogs).toBe(0);
    expect(reports).toEqual([]);
    await context.close();
  });

  test('copy Markdown fetches the .md and writes the clipboard', async () => {
    const { context, page, reports, go } = await openUnderCsp();
    // clipboard-read stays denied by Permissions-Policy, so the test checks the button's success state.
    await context.grantPermissions(['clipboard-write'], { origin: site.baseUrl });
    await go('/guide/start/getting-started');
    const markdown = page.waitForResponse(`${site.baseUrl}/guide/start/getting-started.md`);
    await page.locator('.rp-llms-copy-button').first().click();
    expect((await markdown).status()).toBe(200);
    await page.waitForSelector('.rp-llms-copy-button--success', { timeout: 5_000 });
    expect(reports).toEqual([]);
    await context.close();
  });

  test('the appearance switch turns the page dark', async () => {
    const { context, page, reports, go } = await openUnderCsp();
    await go('/guide/start/introduction');
    await page.locator('.rp-nav__others .rp-switch-appearance').first().click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    // The inline appearance script applies the stored choice before the page paints on the next load.
    await page.reload({ waitUntil: 'load' });
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    expect(reports).toEqual([]);
    await context.close();
  });

  test('a click on a doc image opens the zoom overlay', async () => {
    const { context, page, reports, go } = await openUnderCsp();
    await go('/plugin/official-plugins/medium-zoom');
    // Image zoom attaches 100 ms after navigation.
    await page.waitForTimeout(300);
    await page.locator('.rp-doc img').first().click();
    await page.waitForSelector('.medium-zoom-overlay', { state: 'visible', timeout: 5_000 });
    expect(reports).toEqual([]);
    await context.close();
  });

  test('on the Algolia build, the CSP lets DocSearch query Algolia (answered by the test, not the network)', async () => {
    const { context, page, reports, go } = await openUnderCsp(algoliaSite.baseUrl);
    const queried: string[] = [];
    await page.route(/algolia\.net|algolianet\.com/, (route: Route) => {
      queried.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'deploy', params: '' }] }),
      });
    });
    await go('/guide/start/introduction');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('deploy');
    await page.waitForSelector('.DocSearch-NoResults', { timeout: 10_000 });
    expect(queried.length).toBeGreaterThan(0);
    // DocSearch 4 bundles zod, which probes `Function("")` in a try/catch when it loads and takes its
    // eval-free path when CSP blocks it: that one blocked eval is the policy working, not a breakage.
    expect(reports.filter((report) => !/^script-src blocked eval \(.*\/static\/js\/async\/[^/]+\.js:\d+\)$/.test(report))).toEqual([]);
    await context.close();
  });
});
