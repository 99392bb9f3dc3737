// The response headers of the deployed site, in one place: the nginx snippet, `_headers` and `vercel.json`
// are rendered from here (scripts/generators/generate-csp.ts), and the tests compare every host's headers with these.
// Not run on its own: imported by scripts/generators/generate-csp.ts, scripts/lib/nginx.ts and the tests.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vercelRedirects } from './redirects';

/** Files under /static/ carry a content hash in their names, so a URL there never changes its content. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, .md, .txt, .xml, public/ files) keeps its name across builds: revalidate every time. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Browser features the site never uses, denied to the page and to anything it might embed. Only names
 * Chromium recognises are listed: an unknown one makes it log an error on every page.
 * clipboard-write stays allowed for the page itself: the copy-Markdown and code-copy buttons use it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** DocSearch queries the app's `-dsn.algolia.net` host and falls back to `-N.algolianet.com` hosts. */
export const ALGOLIA_CONNECT_SOURCES = ['https://*.algolia.net', 'https://*.algolianet.com'];

/** What the CSP depends on, read from a finished build by `scanBuild`. */
export interface BuildFacts {
  /** `sha256-…` sources for every distinct inline script of every page, sorted. */
  scriptHashes: string[];
  /** The build searches with Algolia instead of its local index. */
  algolia: boolean;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function filesEndingWith(suffix: string, dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(suffix, full);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}
const htmlFiles = (dir: string) => filesEndingWith('.html', dir);
const jsFiles = (dir: string) => filesEndingWith('.js', dir);

// Scripts of other types (JSON data blocks) are never executed, so CSP does not check them.
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * Hashes every inline <script> body of every built page: Rspress inlines the theme-appearance, locale-redirect
 * and banner scripts into each page, and some plugins add their own. A script's text is raw in HTML, so the
 * bytes between the tags are exactly what the browser hashes.
 * Inline event handlers or `javascript:` URLs would need 'unsafe-hashes'; the build has none, and this
 * throws if one appears so that the CSP is never silently wrong.
 */
export function scanBuild(outDir: string): BuildFacts {
  const hashes = new Set<string>();
  const handlers: string[] = [];
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (EXECUTABLE_TYPE.test(type)) hashes.add(sha256Source(body));
    }
    if (/<[a-z][^>]*\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*javascript:/i.test(html)) {
      handlers.push(path.relative(outDir, file));
    }
  }
  if (handlers.length > 0) {
    throw new Error(`Inline event handlers or javascript: URLs in ${handlers.join(', ')}: the CSP cannot allow them without 'unsafe-hashes'.`);
  }
  // theme/AlgoliaSearch.tsx gets the app id inlined at build time: `appId:""` on a local-search build, the id
  // on an Algolia build. The DocSearch chunk itself ships in both, so its presence proves nothing.
  const algolia = jsFiles(path.join(outDir, 'static')).some((file) => /appId:"[^"]+"/.test(readFileSync(file, 'utf8')));
  return { scriptHashes: [...hashes].sort(), algolia };
}

/**
 * The site loads every script, style, image and font from its own origin, and fetches only its own
 * search index and .md files (plus Algolia on an Algolia build).
 * style-src keeps 'unsafe-inline': the build has tens of thousands of style attributes (Shiki token colours,
 * React style props), and the banner adds a <style> element. Hashing attributes needs 'unsafe-hashes' and one
 * hash per distinct value, far too many for a header, and any hash would switch 'unsafe-inline' off. Injected
 * CSS cannot run code, while script-src, where injection would, allows nothing inline but the hashed scripts.
 * No upgrade-insecure-requests: it would also rewrite same-origin requests of a plain-HTTP deployment.
 */
export function contentSecurityPolicy(facts: BuildFacts): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...facts.scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(facts.algolia ? ALGOLIA_CONNECT_SOURCES : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The security headers every response carries, in the order the hosts list them. */
export function securityHeaders(facts: BuildFacts): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(facts)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

const GENERATED = 'Generated by `npx tsx scripts/generators/generate-csp.ts` from deploy/headers.ts and the build; do not edit by hand.';

/**
 * The nginx snippet that deploy/nginx.conf includes at http level. Every add_header sits here, at one level,
 * because nginx drops inherited add_header lines in any block that has its own.
 */
export function nginxHeadersConf(facts: BuildFacts): string {
  // nginx has no escape for `$` in a string, so refuse what cannot be quoted instead of quoting it wrong.
  const quote = (value: string) => {
    if (/["\\$]/.test(value)) throw new Error(`Cannot quote ${value} for nginx.`);
    return `"${value}"`;
  };
  return [
    `# ${GENERATED}`,
    '# Hashed /static/ files are immutable; every other response is revalidated. $uri is the final URI, so a',
    '# missing /static/ file, answered by /404.html, is not cached either.',
    'map $uri $rspress_cache_control {',
    `    "~^/static/" ${quote(CACHE_IMMUTABLE)};`,
    `    default ${quote(CACHE_REVALIDATE)};`,
    '}',
    'add_header Cache-Control $rspress_cache_control always;',
    ...securityHeaders(facts).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

/**
 * The headers of the static hosts. Their files are committed before the host builds, with or without the
 * ALGOLIA_* variables, so connect-src allows Algolia either way; the inline scripts are the same in both builds.
 */
export function staticHostHeaders(facts: BuildFacts): [string, string][] {
  return securityHeaders({ ...facts, algolia: true });
}

/**
 * `_headers` for Netlify and Cloudflare Pages (docs/public/_headers, copied into the build root). Both hosts
 * join the values of a header that two matching rules set, so Cache-Control is set for /static/* only: their
 * default for everything else, `public, max-age=0, must-revalidate`, already revalidates.
 */
export function headersFile(facts: BuildFacts): string {
  return [
    `# ${GENERATED}`,
    '/*',
    ...staticHostHeaders(facts).map(([name, value]) => `  ${name}: ${value}`),
    '/static/*',
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    '',
  ].join('\n');
}

/** The site's build command and output folder, as every recipe names them. */
export const BUILD_COMMAND = 'npm run build';
export const OUTPUT_DIRECTORY = 'doc_build';

/**
 * vercel.json, with the server redirects. As with `_headers`, Vercel's own default already revalidates everything
 * outside /static/. No rule serves zh/404.html: Vercel answers every unknown path with the root 404.html, and a
 * rewrite to zh/404.html would answer 200. A missing path under /zh/ shows the Chinese texts once the page's
 * JavaScript runs.
 */
export function vercelConfig(facts: BuildFacts): object {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: BUILD_COMMAND,
    outputDirectory: OUTPUT_DIRECTORY,
    cleanUrls: true,
    redirects: vercelRedirects(),
    headers: [
      { source: '/(.*)', headers: staticHostHeaders(facts).map(([key, value]) => ({ key, value })) },
      { source: '/static/(.*)', headers: [{ key: 'Cache-Control', value: CACHE_IMMUTABLE }] },
    ],
  };
}
