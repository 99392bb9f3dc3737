// What every page's HTML must hold before any script runs, for a reader without JavaScript and for a crawler: a
// heading, the text, the nav links and, off the home page, the sidebar with the page marked as current. The a11y
// shards (a11y-pages.ts) check it on the load their engines use, while the page's scripts are held, so that no page is
// loaded once more for it; the links that must work by plain page loads are no-js.test.ts.
import type { Page } from 'playwright-core';

/** The nav links every page's header carries, before the locale prefix. */
const NAV_LINKS = ['/guide/start/introduction', '/plugin/system/introduction', '/ui/vars', '/api/'];

/** What the page at `path` lacks in its HTML, one line each; empty when it has it all. */
export async function staticContentProblems(page: Page, path: string): Promise<string[]> {
  const prefix = path.startsWith('/zh/') ? '/zh' : '';
  const isHome = path === `${prefix}/`;
  const found = await page.evaluate(() => ({
    h1: (document.querySelector('h1')?.textContent ?? '').replace('#', '').trim(),
    mainText: (document.querySelector('main') as HTMLElement | null)?.innerText ?? '',
    navLinks: [...document.querySelectorAll('header.rp-nav a[href]')].map((a) => a.getAttribute('href')),
    sidebarLinks: document.querySelectorAll('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href]').length,
    activeLink: document.querySelector('a.rp-sidebar-item--active')?.getAttribute('href') ?? null,
  }));
  const problems: string[] = [];
  if (found.h1 === '') problems.push('no <h1> text');
  if (found.mainText.length <= 200) problems.push(`<main> holds ${found.mainText.length} characters of text, 200 or fewer`);
  for (const link of NAV_LINKS) {
    if (!found.navLinks.includes(`${prefix}${link}`)) problems.push(`no nav link to ${prefix}${link}`);
  }
  if (!isHome) {
    if (found.sidebarLinks <= 1) problems.push(`${found.sidebarLinks} sidebar links`);
    if (found.activeLink !== path) problems.push(`the current sidebar item links to ${found.activeLink}, not to ${path}`);
  }
  return problems;
}
