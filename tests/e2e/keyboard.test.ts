// The site from the keyboard: the skip link is the first Tab stop and lands in <main>; every Tab stop draws the 2 px
// brand-colour outline; Ctrl+K, typing, an arrow key and Enter open a search result, and the dialog keeps focus and gives
// it back on Escape; the appearance switch, mobile menu, tabs, page tabs, language menu, feature cards, page-actions
// menu and the banner's close button work.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { load, openAppearanceContext } from './a11y';
import { BASE_URL, launchBrowser } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A light-appearance tab; 1440 px wide shows the whole desktop nav (up to 1280 px it folds into a menu). */
async function openPage(width = 1440, height = 800) {
  const context = await openAppearanceContext(browser, 'light', { width, height });
  const page = await context.newPage();
  return { context, page };
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab did not reach ${selector} in ${max} presses`);
}

const activeMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('skip link', () => {
  test('is the first Tab stop, shows on focus, and moves focus to the main content', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/basic/deploy');
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, '.rp-skip-link')).toBe(true);
    await expect(page.locator('.rp-skip-link').textContent()).resolves.toBe('Skip to content');
    const box = await page.locator('.rp-skip-link').boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);

    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main-content');
    expect(await activeInside(page, 'main')).toBe(true);
    // The next stop is in the content, not back in the nav.
    await page.keyboard.press('Tab');
    expect(await activeInside(page, 'main')).toBe(true);
    await context.close();
  });

  test('is translated and lands in <main> on the Chinese home page and on a 404 page', async () => {
    const { context, page } = await openPage();
    for (const [path, text] of [
      ['/zh/', '跳到正文'],
      ['/no/such/page', 'Skip to content'],
    ]) {
      await load(page, path);
      await page.keyboard.press('Tab');
      await expect(page.locator('.rp-skip-link').textContent()).resolves.toBe(text);
      await page.keyboard.press('Enter');
      expect(await activeInside(page, 'main')).toBe(true);
    }
    await context.close();
  });
});

describe('visible focus', () => {
  test('every Tab stop of a doc page draws an outline in the brand colour', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/getting-started');
    const brand = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--rp-c-brand)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    const stops: string[] = [];
    for (let i = 0; i < 70; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`.slice(0, 60),
          outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
          color: style.outlineColor,
        };
      });
      stops.push(stop.name);
      expect({ stop: stop.name, outline: stop.outline, color: stop.color }).toEqual({
        stop: stop.name,
        outline: true,
        color: brand,
      });
    }
    // The walk went through the nav, the sidebar, the tabs and the content.
    const walked = stops.join(' ');
    for (const part of ['rp-skip-link', 'rp-search-button', 'rp-appearance-button', 'rp-sidebar-item', 'rp-tabs__label__item']) {
      expect(walked).toContain(part);
    }
    await context.close();
  });
});

describe('search with the keyboard', () => {
  test('Ctrl+K opens it; typing, an arrow key and Enter go to a result', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/introduction');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.rp-search-panel__input');
    expect(await activeMatches(page, '.rp-search-panel__input')).toBe(true);
    await page.keyboard.type('deploy');
    await page.waitForSelector('.rp-suggest-item');
    await page.keyboard.press('ArrowDown');
    const href = await page.locator('.rp-suggest-item--current').getAttribute('href');
    expect(href).toBeTruthy();
    await page.keyboard.press('Enter');
    const target = new URL(href ?? '/', BASE_URL).pathname;
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('.rp-search-panel__modal').count()).resolves.toBe(0);
    await expect(page.locator('.rp-doc h1').count()).resolves.toBe(1);
    await context.close();
  });

  test('the search button opens a dialog that keeps focus, closes on Escape and gives focus back', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/introduction');
    await tabTo(page, '.rp-search-button');
    await page.keyboard.press('Enter');
    const dialog = page.locator('.rp-search-panel__modal[role="dialog"][aria-modal="true"]');
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-label')).resolves.toBe('Search docs');
    expect(await activeMatches(page, '.rp-search-panel__input')).toBe(true);
    await page.keyboard.type('sidebar');
    await page.waitForSelector('.rp-suggest-item');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await activeInside(page, '.rp-search-panel__modal')).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeInside(page, '.rp-search-panel__modal')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-search-panel__modal').count()).resolves.toBe(0);
    expect(await activeMatches(page, '.rp-search-button')).toBe(true);
    await context.close();
  });

  test('on a phone the search icon is a button that Tab reaches and Enter opens', async () => {
    const { context, page } = await openPage(375, 740);
    await load(page, '/guide/start/introduction');
    await tabTo(page, '.rp-search-button');
    await expect(page.locator('.rp-search-button').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.rp-search-panel__input');
    expect(await activeMatches(page, '.rp-search-panel__input')).toBe(true);
    await context.close();
  });
});

describe('home feature cards with the keyboard', () => {
  test('every card with a link is a Tab stop named by its text, and Enter follows its link', async () => {
    const { context, page } = await openPage();
    await load(page, '/');
    const cards = page.locator('.rp-home-feature__item-wrapper[role="link"][tabindex="0"]');
    await expect(cards.count()).resolves.toBe(6);
    await tabTo(page, '.rp-home-feature__item-wrapper[role="link"]');
    await expect(activeText(page)).resolves.toContain('Fast builds');
    await page.keyboard.press('Tab');
    await expect(activeText(page)).resolves.toContain('MDX content');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/guide/use-mdx/components`);
    await context.close();
  });
});

describe('page actions menu with the keyboard', () => {
  const menu = '.rp-llms-view-options__menu';
  const trigger = '.rp-llms-view-options__trigger';

  test('Tab reaches "Copy Markdown link" in the open menu, Enter copies the link, Escape closes the menu', async () => {
    const { context, page } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await load(page, '/guide/start/introduction');
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(page.locator(menu).count()).resolves.toBe(1);
    await tabTo(page, `${menu} [role="button"]`, 5);
    await expect(page.locator(`${menu} [role="button"]`).textContent()).resolves.toBe('Copy Markdown link');

    await page.keyboard.press('Enter');
    // The clipboard write is asynchronous; read until it has landed.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 5_000 })
      .toBe(`${BASE_URL}/guide/start/introduction.md`);
    await expect(page.locator(menu).count()).resolves.toBe(0);
    expect(await activeMatches(page, trigger)).toBe(true);

    await page.keyboard.press('Enter');
    await expect(page.locator(menu).count()).resolves.toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator(menu).count()).resolves.toBe(0);
    expect(await activeMatches(page, trigger)).toBe(true);
    await context.close();
  });
});

describe('appearance switch with the keyboard', () => {
  const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

  test('Tab reaches it; Enter and Space toggle it, and it says whether dark mode is on', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/introduction');
    await tabTo(page, '.rp-nav__others .rp-appearance-button');
    const button = page.locator('.rp-nav__others .rp-appearance-button');
    await expect(button.getAttribute('aria-label')).resolves.toBe('Dark mode');
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');

    await page.keyboard.press('Enter');
    expect(await isDark(page)).toBe(true);
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');

    await page.keyboard.press('Space');
    expect(await isDark(page)).toBe(false);
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false');
    await context.close();
  });
});

describe('mobile menu with the keyboard', () => {
  test('Enter on the hamburger opens it with focus inside; Tab stays in it; Escape closes it', async () => {
    const { context, page } = await openPage(375, 740);
    await load(page, '/guide/start/introduction');
    await tabTo(page, '.rp-nav-hamburger__sm');
    const hamburger = page.locator('.rp-nav-hamburger__sm');
    await expect(hamburger.getAttribute('aria-label')).resolves.toBe('Menu');
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('false');

    await page.keyboard.press('Enter');
    await page.waitForSelector('.rp-nav-screen--open');
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await activeInside(page, '.rp-nav-screen')).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect((await activeInside(page, '.rp-nav-screen')) || (await activeMatches(page, '.rp-nav-hamburger__sm'))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-nav-screen--open').count()).resolves.toBe(0);
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await activeMatches(page, '.rp-nav-hamburger__sm')).toBe(true);
    await context.close();
  });

  test('Enter on the hamburger closes the open menu too, and a menu link is followed with Enter', async () => {
    const { context, page } = await openPage(375, 740);
    await load(page, '/guide/start/introduction');
    await tabTo(page, '.rp-nav-hamburger__sm');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.rp-nav-screen--open');
    // Shift+Tab from the first menu item goes back to the hamburger, which closes the menu.
    await page.keyboard.press('Shift+Tab');
    expect(await activeMatches(page, '.rp-nav-hamburger__sm')).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-nav-screen--open').count()).resolves.toBe(0);

    await page.keyboard.press('Enter');
    await page.waitForSelector('.rp-nav-screen--open');
    await tabTo(page, '.rp-nav-screen a[href="/plugin/system/introduction"]', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/plugin/system/introduction`);
    // The URL changes a render before the menu closes.
    await page.locator('.rp-nav-screen--open').waitFor({ state: 'detached', timeout: 2_000 });
    await context.close();
  });
});

describe('other controls with the keyboard', () => {
  test('a sidebar group without a page opens with Enter, and Tab skips the links of a closed group', async () => {
    const { context, page } = await openPage();
    await load(page, '/api/config/config-theme');
    const group = page.locator('div.rp-sidebar-group', { hasText: 'Client API' });
    await tabTo(page, 'div.rp-sidebar-group[aria-expanded="false"]');
    await expect(group.getAttribute('role')).resolves.toBe('button');
    // Closed: the next stop is past the group, not its hidden first link.
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, 'a[href="/api/client-api/api-runtime"]')).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    expect(await activeMatches(page, 'a[href="/api/client-api/api-runtime"]')).toBe(true);
    await context.close();
  });

  test('package-manager tabs take focus and switch with the arrow keys', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/getting-started');
    const tabs = page.locator('.rp-tabs').first();
    await tabTo(page, '.rp-tabs__label__item[aria-selected="true"]');
    await expect(tabs.locator('[role="tablist"] [role="tab"]').count()).resolves.toBe(5);
    const before = await tabs.locator('.rp-tabs__content__item--active').textContent();
    await page.keyboard.press('ArrowRight');
    expect(await activeMatches(page, '.rp-tabs__label__item[aria-selected="true"]')).toBe(true);
    const after = await tabs.locator('.rp-tabs__content__item--active').textContent();
    expect(after).not.toBe(before);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.locator('.rp-tabs__content__item--active').textContent()).resolves.toBe(before);
    await context.close();
  });

  test('page tabs are links that Tab reaches and Enter follows, and the open one is marked current', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/default-theme/components');
    // A click on the section's heading starts the Tab order there, as a reader's click would.
    await page.locator('h2', { hasText: 'PageTabs' }).click();
    await tabTo(page, '.rp-page-tabs__label__item', 10);
    expect(await activeText(page)).toBe('Overview');
    await expect(page.locator('.rp-page-tabs__label__item').first().getAttribute('aria-current')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Details');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?page=1$/);
    const second = page.locator('.rp-page-tabs__content__item[data-index="1"]');
    await second.waitFor({ state: 'visible' });
    await expect(second.textContent()).resolves.toContain('Each file becomes a route');
    await expect(page.locator('.rp-page-tabs__content__item[data-index="0"]').isVisible()).resolves.toBe(false);
    await expect(page.locator('.rp-page-tabs__label__item[aria-current="true"]').textContent()).resolves.toBe('Details');
    expect(pathOf(page)).toBe('/guide/default-theme/components');
    await context.close();
  });

  test('the language menu opens when Tab reaches its links, and Enter switches the language', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/getting-started');
    await tabTo(page, '.rp-nav__others a[hreflang="zh"]');
    // Playwright counts opacity 0 as visible, so the menu's opacity is read directly.
    await page.waitForFunction(
      () => getComputedStyle(document.activeElement?.closest('.rp-hover-group') as Element).opacity === '1',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/zh/guide/start/getting-started`);
    await context.close();
  });

  test('the banner closes with the keyboard', async () => {
    const { context, page } = await openPage();
    await load(page, '/guide/start/introduction');
    await tabTo(page, '.rp-banner__close');
    await expect(page.locator('.rp-banner__close').getAttribute('aria-label')).resolves.toBe('Close the announcement');
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-banner').count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('rp-banner-closed'))).toBe('true');
    expect(pathOf(page)).toBe('/guide/start/introduction');
    await context.close();
  });
});
