// With prefers-reduced-motion: reduce, no transition or animation runs (sidebar groups, nav screen, hover menus,
// appearance switch) and scroll to top jumps.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { load } from './a11y';
import { launchBrowser, openPage, waitForHydration } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The collapsible body that follows a sidebar group's header. */
const groupBody = (page: Page, text: string) =>
  page.locator('.rp-sidebar-group', { hasText: text }).first().locator('xpath=following-sibling::div[1]');
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('prefers-reduced-motion', () => {
  test('without the preference the sidebar collapse animates (0.2 s)', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await load(page, '/api/config/config-theme');
    await expect(groupBody(page, 'Client API').evaluate((element) => getComputedStyle(element).transitionDuration)).resolves.toBe('0.2s');
    await context.close();
  });

  test('with reduce, the sidebar collapse, nav screen, outline and hover menus do not animate', async () => {
    const { context, page } = await openPage(browser, { width: 1440, reducedMotion: 'reduce' });
    await load(page, '/api/config/config-theme');
    await expect(groupBody(page, 'Client API').evaluate((element) => getComputedStyle(element).transitionDuration)).resolves.toBe('0s');
    expect(await style(page, '.rp-hover-group', 'transition-duration')).toMatch(/^0s(, 0s)*$/);
    expect(await style(page, '.rp-search-button', 'transition-duration')).toBe('0s');

    // A group opens at once: its full height is there in the same frame.
    await page.locator('.rp-sidebar-group', { hasText: 'Client API' }).click();
    const height = await groupBody(page, 'Client API').evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(40);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator('.rp-nav-hamburger__sm').click();
    await page.waitForSelector('.rp-nav-screen--open');
    expect(await style(page, '.rp-nav-screen', 'transition-duration')).toMatch(/^0s(, 0s)*$/);
    expect(await style(page, '.rp-doc-layout__sidebar', 'transition-duration')).toMatch(/^0s(, 0s)*$/);
    expect(await style(page, 'html', 'scroll-behavior')).toBe('auto');
    await context.close();
  });

  test('with reduce, the appearance switch and the content do not animate', async () => {
    const { context, page } = await openPage(browser, { width: 1440, reducedMotion: 'reduce' });
    await load(page, '/guide/start/introduction');
    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    const running = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    expect(running).toBe(0);
    await context.close();
  });

  test('with reduce, scrolling to the top from the outline jumps instead of gliding', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    const scrollYAfterClick = async () => {
      await load(page, '/api/config/config-theme');
      // Once the content has hydrated: a long hydration task after the click would let the glide end within a frame.
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.locator('.rp-scroll-to-top').click();
      return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))));
    };
    expect(await scrollYAfterClick()).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollYAfterClick()).toBe(0);
    await context.close();
  });
});
