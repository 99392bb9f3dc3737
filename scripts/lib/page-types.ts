// The page types whose weight the bench measures and the budgets limit, one page of each.
// Not run on its own: imported by scripts/checks/check-budgets.ts and scripts/bench/.

import type { Locale } from './pages';

export type PageType = 'home' | 'doc' | 'overview' | '404';

/** One representative page per type, without the locale prefix; 404 is any unmatched path. */
export const PAGE_TYPES: { type: PageType; path: string }[] = [
  { type: 'home', path: '/' },
  { type: 'doc', path: '/guide/start/getting-started' },
  { type: 'overview', path: '/api/' },
  { type: '404', path: '/no-such-page' },
];

export function localePath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/**
 * The HTML file a static host with clean URLs serves for a path. Every unmatched path, in either locale,
 * gets the one 404.html: Rspress renders the 404 page once and picks the locale at run time.
 */
export function builtHtmlFile(type: PageType, path: string): string {
  if (type === '404') return '404.html';
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}
