// The deploy recipes agree with the project and with nginx: build command and output folder as package.json and
// Rspress have them, and the security headers that nginx sends for the build (for its Algolia variant, since the
// static hosts allow Algolia either way), all from deploy/headers.ts.
// Needs `npm run build` (and `npm run build:algolia` for the Algolia check) first, like the build-output tests.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  BUILD_COMMAND,
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  headersFile,
  OUTPUT_DIRECTORY,
  scanBuild,
  securityHeaders,
  staticHostHeaders,
  vercelConfig,
} from '../../deploy/headers';
import { nginxRedirectsConf, redirectsFile, vercelRedirects } from '../../deploy/redirects';
import { REDIRECTS } from '../../config/redirects';
import packageJson from '../../package.json';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'doc_build');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const facts = () => scanBuild(OUT);
const REGENERATE = 'stale: run `npx tsx scripts/generators/generate-csp.ts --recipes` after a build and commit the result';

/** `_headers` as rules: each unindented line is a path pattern, each indented `Name: value` line a header of it. */
function parseHeadersFile(text: string): Map<string, [string, string][]> {
  const rules = new Map<string, [string, string][]>();
  let current: [string, string][] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = [];
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    current.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The `key = "value"` and `key = 123` lines of each [section] or [[table]] of a flat TOML file; enough for
 * netlify.toml. A name that comes twice fails, since the map would keep only the last one.
 */
function parseTomlSections(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  sections.set('', current);
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\s+|\s+$/g, '');
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[+([^\]]+)\]+$/.exec(line);
    if (header) {
      if (sections.has(header[1])) throw new Error(`netlify.toml: [${header[1]}] comes twice; this parser reads one`);
      current = new Map();
      sections.set(header[1], current);
      continue;
    }
    const pair = /^([\w.-]+)\s*=\s*(?:"([^"]*)"|(\d+))$/.exec(line);
    if (!pair) throw new Error(`netlify.toml: cannot read "${line}"`);
    current.set(pair[1], pair[2] ?? pair[3]);
  }
  return sections;
}

describe('deploy recipes', () => {
  test('the build command is the npm script that runs rspress build, and the output folder is the Rspress default', () => {
    expect(BUILD_COMMAND).toBe('npm run build');
    expect(packageJson.scripts.build).toBe('rspress build');
    // rspress.config.ts sets no outDir, so Rspress writes to its default, doc_build.
    expect(read('rspress.config.ts')).not.toMatch(/\boutDir\s*:/);
    expect(OUTPUT_DIRECTORY).toBe('doc_build');
    expect(existsSync(path.join(ROOT, OUTPUT_DIRECTORY, 'index.html'))).toBe(true);
  });

  test('vercel.json builds with the same command into the same folder, with clean URLs and the nginx headers', () => {
    const vercel = JSON.parse(read('vercel.json'));
    expect(vercel.buildCommand).toBe(BUILD_COMMAND);
    expect(vercel.outputDirectory).toBe(OUTPUT_DIRECTORY);
    expect(vercel.cleanUrls).toBe(true);
    const all = vercel.headers.find((rule: { source: string }) => rule.source === '/(.*)');
    expect(all.headers.map(({ key, value }: { key: string; value: string }) => [key, value])).toEqual(staticHostHeaders(facts()));
    const assets = vercel.headers.find((rule: { source: string }) => rule.source === '/static/(.*)');
    expect(assets.headers).toEqual([{ key: 'Cache-Control', value: CACHE_IMMUTABLE }]);
    expect({ vercel: vercel as object, state: REGENERATE }).toEqual({ vercel: vercelConfig(facts()), state: REGENERATE });
  });

  test('docs/public/_headers sends the nginx headers on every path and immutable caching on /static/*', () => {
    const text = read('docs/public/_headers');
    const rules = parseHeadersFile(text);
    expect([...rules.keys()]).toEqual(['/*', '/static/*']);
    expect(rules.get('/*')).toEqual(staticHostHeaders(facts()));
    expect(rules.get('/static/*')).toEqual([['Cache-Control', CACHE_IMMUTABLE]]);
    expect({ text, state: REGENERATE }).toEqual({ text: headersFile(facts()), state: REGENERATE });
    // Rspress copies docs/public into the build root, where Netlify and Cloudflare Pages read it.
    expect(readFileSync(path.join(OUT, '_headers'), 'utf8')).toBe(text);
  });

  test('every host recipe that can redirect carries the server redirects of config/redirects.ts, with and without a trailing slash', () => {
    const expected = REDIRECTS.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
    const redirects = read('docs/public/_redirects');
    expect(redirects.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual(expected);
    expect({ redirects, state: REGENERATE }).toEqual({ redirects: redirectsFile(), state: REGENERATE });
    // Netlify and Cloudflare Pages read it from the build root, where Rspress copies docs/public.
    expect(readFileSync(path.join(OUT, '_redirects'), 'utf8')).toBe(redirects);

    const vercel = JSON.parse(read('vercel.json'));
    expect(vercel.redirects.map(({ source, destination, statusCode }: { source: string; destination: string; statusCode: number }) => `${source} ${destination} ${statusCode}`)).toEqual(expected);
    expect(vercel.redirects).toEqual(vercelRedirects());

    const nginx = read('deploy/redirects.conf');
    expect({ nginx, state: REGENERATE }).toEqual({ nginx: nginxRedirectsConf(), state: REGENERATE });
    expect(read('deploy/nginx.conf')).toMatch(/^\s+include redirects\.conf;$/m);
  });

  test('netlify.toml builds with the same command into the same folder and leaves headers to _headers', () => {
    const text = read('netlify.toml');
    const sections = parseTomlSections(text);
    expect(sections.get('build')?.get('command')).toBe(BUILD_COMMAND);
    expect(sections.get('build')?.get('publish')).toBe(OUTPUT_DIRECTORY);
    expect(Number(sections.get('build.environment')?.get('NODE_VERSION'))).toBeGreaterThanOrEqual(20);
    // A header set in both places would reach the browser with both values joined.
    expect(sections.has('headers')).toBe(false);
  });

  test('the build writes a 404 page per language, and none of them is a page of the site', () => {
    const pages = { '404.html': ['en', 'PAGE NOT FOUND', 'Take me home', '/'], 'zh/404.html': ['zh', '页面不存在', '返回首页', '/zh/'] };
    for (const [file, [lang, title, home, homeHref]] of Object.entries(pages)) {
      const html = readFileSync(path.join(OUT, file), 'utf8');
      const found = {
        lang: /<html[^>]* lang="([^"]*)"/.exec(html)?.[1],
        title: html.includes(`>${title}</h1>`),
        home: html.includes(`href="${homeHref}"`) && html.includes(`>${home}</a>`),
      };
      expect({ file, ...found }).toEqual({ file, lang, title: true, home: true });
    }
    // Rendered by the SSG only (patches/@rspress+core+2.0.22+050+locale-404-pages.patch), not a route: no sitemap
    // entry, no Markdown copy, no line in llms.txt.
    expect(readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')).not.toMatch(/\/404</);
    expect(existsSync(path.join(OUT, 'zh/404.md'))).toBe(false);
    for (const file of ['llms.txt', 'zh/llms.txt', 'llms-full.txt', 'zh/llms-full.txt']) {
      expect({ file, has404: /\/404\.md/.test(readFileSync(path.join(OUT, file), 'utf8')) }).toEqual({ file, has404: false });
    }
  });

  test('netlify.toml serves zh/404.html, with status 404, for the missing paths under /zh/', () => {
    const rule = parseTomlSections(read('netlify.toml')).get('redirects');
    expect(Object.fromEntries(rule ?? [])).toEqual({ from: '/zh/*', to: '/zh/404.html', status: '404' });
    expect(existsSync(path.join(OUT, 'zh/404.html'))).toBe(true);
    // Not in _redirects: Cloudflare Pages reads that file too and has no 404 status for its rules.
    expect(read('docs/public/_redirects')).not.toMatch(/ 404$/m);
  });

  test('the GitHub Pages workflow installs from the lock, keeps the Git history, builds and deploys doc_build', () => {
    const lines = read('.github/workflows/deploy.yml').split('\n');
    const has = (pattern: RegExp) => lines.some((line) => pattern.test(line));
    expect(lines.some((line) => line.includes('\t'))).toBe(false);
    for (const pattern of [
      /^on:$/,
      /^ {4}branches: \[main\]$/,
      /^ {2}pages: write$/,
      /^ {2}id-token: write$/,
      /^ {10}fetch-depth: 0$/,
      /^ {6}- run: npm ci$/,
      new RegExp(`^ {6}- run: ${BUILD_COMMAND}$`),
      /^ {6}- uses: actions\/upload-pages-artifact@v\d+$/,
      new RegExp(`^ {10}path: ${OUTPUT_DIRECTORY}$`),
      /^ {8}uses: actions\/deploy-pages@v\d+$/,
    ]) {
      expect({ pattern: String(pattern), found: has(pattern) }).toEqual({ pattern: String(pattern), found: true });
    }
  });

  test('generate-csp.ts writes the nginx snippet with every header and the cache rule', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'generate-csp-'));
    try {
      const snippet = path.join(dir, 'headers.conf');
      const printed = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/generators/generate-csp.ts', '--build', OUT, '--nginx', snippet], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(printed).toContain(`Content-Security-Policy: ${contentSecurityPolicy(facts())}`);
      const conf = readFileSync(snippet, 'utf8');
      for (const [name, value] of securityHeaders(facts())) expect(conf).toContain(`add_header ${name} "${value}" always;`);
      expect(conf).toContain(`"~^/static/" "${CACHE_IMMUTABLE}";`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('nginx opens connect-src to Algolia on the Algolia build only; the static hosts send what nginx sends for it', () => {
    expect(facts().algolia).toBe(false);
    expect(contentSecurityPolicy(facts())).not.toContain('algolia');
    const algoliaOut = path.join(ROOT, 'doc_build_algolia');
    if (existsSync(path.join(algoliaOut, 'index.html'))) {
      const algoliaFacts = scanBuild(algoliaOut);
      expect(algoliaFacts.algolia).toBe(true);
      // The Algolia build has a few pages only (tests/e2e/algolia.rspress.config.ts): its inline scripts are the site's.
      expect(facts().scriptHashes).toEqual(expect.arrayContaining(algoliaFacts.scriptHashes));
      expect(staticHostHeaders(facts())).toEqual(securityHeaders({ ...facts(), algolia: algoliaFacts.algolia }));
    }
  });
});
