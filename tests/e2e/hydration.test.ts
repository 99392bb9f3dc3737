import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page, Route } from 'playwright-core';
import { initialAssetUrls } from '../../scripts/lib/first-load';
import { BASE_URL, launchBrowser, openPage, visit, waitForHydration } from './site';

// theme/hydration.tsx: React hydrates the page content in later, small slices, not in the task that hydrates the
// rest of the page. The test listens to React's commits through the hook that React DevTools uses (production
// builds call it too), notes for each commit how many Suspense boundaries are still dehydrated, and tells tasks
// apart with a message posted at every commit: it runs only once the task that posted it has ended.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Commit {
  task: number;
  dehydratedBoundaries: number;
}

/** Installed before any page script: records, per commit, its task and how many boundaries are dehydrated. */
function installCommitRecorder() {
  const commits: Commit[] = [];
  (window as unknown as { __commits: Commit[] }).__commits = commits;
  let task = 0;
  const tasks = new MessageChannel();
  tasks.port1.onmessage = () => {
    task++;
  };
  // A fiber's tag 13 is a Suspense boundary; its memoizedState.dehydrated holds the server HTML until hydrated.
  const countDehydrated = (fiber: { tag: number; memoizedState: { dehydrated?: unknown } | null; child: unknown; sibling: unknown } | null): number => {
    let count = 0;
    for (let node = fiber; node; node = node.sibling as typeof fiber) {
      if (node.tag === 13 && node.memoizedState?.dehydrated) count++;
      count += countDehydrated(node.child as typeof fiber);
    }
    return count;
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Parameters<typeof countDehydrated>[0] }) => {
      commits.push({ task, dehydratedBoundaries: countDehydrated(root.current) });
      tasks.port2.postMessage(null);
    },
  };
}

describe('hydration', () => {
  for (const path of ['/guide/start/getting-started', '/zh/guide/start/getting-started']) {
    test(`${path}: the content hydrates after the task that hydrates the page around it`, async () => {
      const { context, page } = await openPage(browser, { locale: path.startsWith('/zh/') ? 'zh-CN' : 'en-US' });
      await page.addInitScript(installCommitRecorder);
      await visit(page, path);
      // The page's lazy components (theme/page-only.tsx) are boundaries too, which hydrate once their chunk is in.
      await page.waitForFunction(() =>
        (window as unknown as { __commits: Commit[] }).__commits.some((commit) => commit.dehydratedBoundaries === 0),
      );
      const commits = await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
      // The first commit hydrates the shell and leaves the content's boundary dehydrated.
      expect(commits.length).toBeGreaterThan(1);
      expect(commits[0].dehydratedBoundaries).toBeGreaterThan(0);
      const hydratedAt = commits.findIndex((commit) => commit.dehydratedBoundaries === 0);
      expect(hydratedAt).toBeGreaterThan(0);
      expect(commits[hydratedAt].task).toBeGreaterThan(commits[0].task);
      await context.close();
    });
  }
});

/** Installed before any page script: counts the outline items that leave the page, and the nodes removed inside one. */
function countRemovedOutlineItems() {
  const counter = { removed: 0, removedInItems: 0 };
  (window as unknown as { __outline: typeof counter }).__outline = counter;
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const inItem = mutation.target instanceof Element && mutation.target.closest('.rp-toc-item') !== null;
      for (const node of mutation.removedNodes) {
        if (node instanceof Element && (node.matches('.rp-toc-item') || node.querySelector('.rp-toc-item'))) counter.removed++;
        if (inItem) counter.removedInItems++;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

// theme/overrides/toc-hooks.ts: once hydrated, the outline reads the page's headings; when they are the page's toc,
// React keeps the items the server rendered instead of replacing every one of them. (On a page whose toc misses
// headings, such as those a component renders, the outline still changes to list them.)
// theme/overrides/renderInlineMarkdown.ts: an item's text (its `<code>`) stays too, after hydration and when the
// active heading changes as the reader scrolls.
describe('outline', () => {
  for (const path of ['/api/config/config-theme', '/zh/api/config/config-theme']) {
    test(`${path}: the outline keeps the items the server rendered and their text, and lists every heading`, async () => {
      const { context, page } = await openPage(browser, { width: 1440, locale: path.startsWith('/zh/') ? 'zh-CN' : 'en-US' });
      await page.addInitScript(countRemovedOutlineItems);
      await visit(page, path);
      // The headings are read once the frame after hydration has painted: wait two more frames and a task.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
      const links = await page.locator('.rp-outline a.rp-toc-item').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const headingIds = await page.locator('.rp-doc :is(h2, h3, h4)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      expect(links).toEqual(headingIds);
      expect(links.length).toBeGreaterThan(3);
      const outline = () => page.evaluate(() => (window as unknown as { __outline: { removed: number; removedInItems: number } }).__outline);
      expect(await outline()).toEqual({ removed: 0, removedInItems: 0 });
      expect(await page.locator('.rp-outline .rp-toc-item code').count()).toBeGreaterThan(3);
      // Scroll to a heading far down: the outline marks another item active and re-renders.
      const active = () => page.evaluate(() => document.querySelector('.rp-outline .rp-toc-item--active')?.getAttribute('href') ?? null);
      const before = await active();
      await page.locator('.rp-doc h2[id]').nth(-2).scrollIntoViewIfNeeded();
      await expect.poll(active).not.toBe(before);
      expect(await outline()).toEqual({ removed: 0, removedInItems: 0 });
      await context.close();
      // The heaviest pages of the site: on a busy machine, loading one takes most of the default minute.
    }, 120_000);
  }

  // config/toc-steps-headings.ts: the steps of a <Steps> block are in the outline the build writes, so the outline
  // lists the same headings without JavaScript and after hydration (before, 4 items on the server, 11 once hydrated).
  for (const path of ['/guide/start/getting-started', '/zh/guide/start/getting-started']) {
    test(`${path}: the outline the build wrote lists the steps of <Steps>, as the hydrated page does`, async () => {
      const outlineLinks = (page: Page) => page.locator('.rp-outline a.rp-toc-item').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const locale = path.startsWith('/zh/') ? 'zh-CN' : 'en-US';
      const noScript = await openPage(browser, { width: 1440, locale, javaScriptEnabled: false });
      await noScript.page.goto(`${BASE_URL}${path}`);
      const serverLinks = await outlineLinks(noScript.page);
      const stepIds = await noScript.page.locator('.rp-doc .rp-steps :is(h2, h3, h4)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      await noScript.context.close();
      expect(stepIds.length).toBeGreaterThan(3);
      for (const id of stepIds) expect(serverLinks).toContain(id);

      const { context, page } = await openPage(browser, { width: 1440, locale });
      await visit(page, path);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
      expect(await outlineLinks(page)).toEqual(serverLinks);
      await context.close();
    });
  }
});

/** The lazy chunks a page's HTML loads at first: its route chunk, which Rspress preloads. */
async function preloadedScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(`${BASE_URL}${path}`)).text();
  const preloaded = new Set(initialAssetUrls(html).map(({ url }) => url).filter((url) => url.startsWith('/static/js/async/')));
  expect(preloaded.size).toBeGreaterThan(0);
  return preloaded;
}

/** Whether React owns the last element of the content area (the content's boundary has hydrated). */
function contentHydrated(): boolean | null {
  const last = document.querySelector('div.rp-doc')?.lastElementChild;
  return last ? Object.keys(last).some((key) => key.startsWith('__reactFiber$')) : null;
}

// theme/lazy-page-content.ts: a page's content is a chunk of its own, which the first load does not wait for, and
// which a client-side navigation waits for before it shows the next page.
describe('page content chunk', () => {
  const path = '/zh/api/client-api/api-components';

  test(`${path}: the page hydrates while its content chunk is held, and the content hydrates once it arrives`, async () => {
    const { context, page } = await openPage(browser, { locale: 'zh-CN' });
    const preloaded = await preloadedScripts(page, path);
    // Every chunk the HTML neither loads nor preloads: the content chunk, and the page's lazy components.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/static\/js\/async\/[^?]+\.js$/, (route) => {
      const pathname = new URL(route.request().url()).pathname;
      if (holding && !preloaded.has(pathname)) held.push(route);
      else route.continue();
    });
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('hydrateRoot recoverable error')) hydrationErrors.push(message.text().slice(0, 200));
    });
    // Not `load`: the held chunks' script elements keep it from firing.
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' });
    // The appearance button announces its state once the shell has hydrated.
    await page.waitForSelector('.rp-appearance-button[aria-pressed]', { state: 'attached' });
    expect(held.length).toBeGreaterThan(0);
    // The reader sees the whole content, the server's HTML, which React has not taken over yet.
    const headings = await page.locator('div.rp-doc h2').count();
    expect(headings).toBeGreaterThan(5);
    expect(await page.evaluate(contentHydrated)).toBe(false);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await waitForHydration(page);
    expect(await page.locator('div.rp-doc h2').count()).toBe(headings);
    expect(hydrationErrors).toEqual([]);
    await context.close();
  }, 120_000);

  // theme/page-only.tsx: the overview is a lazy component, which DocLayout re-renders while the page hydrates; the
  // page's content, inside it, is another (theme/lazy-page-content.ts).
  test('/api/: the overview keeps its server HTML while its chunk loads, for a reader who chose an appearance', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    // A stored choice is a state update in the first effects: DocLayout renders again before the overview hydrates.
    await context.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'light'));
    const preloaded = await preloadedScripts(page, '/api/');
    const held = new Map<Route, string>();
    let holding = true;
    await page.route(/\/static\/js\/async\/[^?]+\.js$/, async (route) => {
      if (!holding || preloaded.has(new URL(route.request().url()).pathname)) return route.continue();
      const response = await route.fetch();
      held.set(route, await response.text());
    });
    const release = async (which: (source: string) => boolean) => {
      for (const [route, source] of [...held]) {
        if (!which(source)) continue;
        held.delete(route);
        await route.fulfill({ body: source, contentType: 'text/javascript' });
      }
    };
    await page.goto(`${BASE_URL}/api/`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.rp-appearance-button[aria-pressed]', { state: 'attached' });
    const links = await page.locator('.rp-overview a:visible').count();
    expect(links).toBeGreaterThan(10);
    // The overview's chunk (the one that draws the filter) first, the rest still held.
    await expect.poll(() => [...held.values()].some((source) => source.includes('rp-overview'))).toBe(true);
    await release((source) => source.includes('rp-overview'));
    await page.waitForTimeout(1_000);
    expect(held.size).toBeGreaterThan(0);
    expect(await page.locator('.rp-overview a:visible').count()).toBe(links);
    await expect(page.locator('main h1').count()).resolves.toBe(1);
    holding = false;
    await release(() => true);
    await waitForHydration(page);
    // Hydrated: the filter answers.
    await page.locator('#api-filter').fill('sidebar');
    await expect.poll(() => page.locator('.rp-overview a:visible').count()).toBeLessThan(links);
    await context.close();
  }, 120_000);

  test(`${path}: when its content chunk fails to load, the page keeps the server's content and the rest still works`, async () => {
    const { context, page } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    // The content chunk: the one chunk the route chunk loads (`__webpack_require__.e("<id>")`).
    const [routeChunk] = await preloadedScripts(page, path);
    const contentChunkIds = [...(await (await page.request.get(`${BASE_URL}${routeChunk}`)).text()).matchAll(/\.e\("([^"]+)"\)/g)];
    expect(contentChunkIds).toHaveLength(1);
    const contentChunk = `/static/js/async/${contentChunkIds[0][1]}.`;
    await page.route(/\/static\/js\/async\/[^?]+\.js$/, (route) =>
      new URL(route.request().url()).pathname.startsWith(contentChunk) ? route.abort() : route.continue(),
    );
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' });
    // The nav's appearance switch announces its state once the shell has hydrated.
    const appearance = page.locator('.rp-nav__others .rp-switch-appearance[aria-pressed]').first();
    await appearance.waitFor();
    // Give the failed request time to settle, then check that nothing took the content away.
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await page.locator('div.rp-doc h2').count()).toBeGreaterThan(5);
    expect(await page.locator('#__rspress_root main').count()).toBe(1);
    // The shell is React's: the switch still answers.
    const pressed = await appearance.getAttribute('aria-pressed');
    await appearance.click();
    await expect.poll(() => appearance.getAttribute('aria-pressed')).not.toBe(pressed);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  test("a client-side navigation waits for the next page's content, then shows the page whole", async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/guide/start/getting-started');
    const target = '/guide/basic/ssg';
    const routeChunks = await preloadedScripts(page, target);
    // The next page's route chunk goes through; its content chunk (and any other) waits.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/static\/js\/async\/[^?]+\.js$/, (route) => {
      if (holding && !routeChunks.has(new URL(route.request().url()).pathname)) held.push(route);
      else route.continue();
    });
    const before = await page.locator('div.rp-doc h1').textContent();
    await page.evaluate(() => {
      const titles: string[] = [];
      (window as unknown as { __titles: string[] }).__titles = titles;
      new MutationObserver(() => titles.push(document.querySelector('div.rp-doc h1')?.textContent ?? '')).observe(document.body, {
        childList: true,
        subtree: true,
      });
      // A click without a hover first, so that nothing was prefetched.
      document.querySelector<HTMLAnchorElement>('.rp-doc-layout__sidebar a[href="/guide/basic/ssg"]')?.click();
    });
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    // The route chunk is in and the content is not: the reader still has the page they were on, at its address.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/guide/start/getting-started');
    expect(await page.locator('div.rp-doc h1').textContent()).toBe(before);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForURL(`${BASE_URL}${target}`);
    await page.waitForFunction((old) => {
      const title = document.querySelector('div.rp-doc h1')?.textContent;
      return Boolean(title) && title !== old;
    }, before);
    await waitForHydration(page);
    const titles = await page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);
    expect(titles.filter((title) => title === '')).toEqual([]);
    await context.close();
  }, 120_000);
});
