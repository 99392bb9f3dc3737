// The short paths readers and old links use, and the page each one leads to. One list for every layer: the
// client-redirects plugin (rspress.config.ts) and the server rules of each host (deploy/redirects.ts).
// Imported by rspress.config.ts and deploy/redirects.ts; not run on its own.

export interface Redirect {
  /** A path without a trailing slash; the same path with one redirects too. */
  from: string;
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  { from: '/api/config', to: '/api/config/config-basic' },
  { from: '/zh/api/config', to: '/zh/api/config/config-basic' },
  { from: '/guide', to: '/guide/start/introduction' },
  { from: '/zh/guide', to: '/zh/guide/start/introduction' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths that answer with a redirect: each `from`, with and without a trailing slash. */
export function redirectSources(redirect: Redirect): [string, string] {
  return [redirect.from, `${redirect.from}/`];
}

/** A pattern for `@rspress/plugin-client-redirects` and nginx: the whole path, with an optional trailing slash. */
export function redirectPattern(redirect: Redirect): string {
  return `^${escapeRegExp(redirect.from)}/?$`;
}
