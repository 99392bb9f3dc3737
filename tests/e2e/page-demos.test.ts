// The live demos that guide and plugin pages render next to their source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, openPage, visit } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('guide demos', () => {
  test('the Counter component on "Components in MDX" counts clicks', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/use-mdx/components');
    const counter = page.locator('.rp-doc button', { hasText: /^Clicks: \d+$/ }).first();
    await expect(counter.textContent()).resolves.toBe('Clicks: 0');
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicks: 2');
    await context.close();
  });

  test('BrowserOnly on the SSG page ships its fallback in HTML and renders in the browser', async () => {
    const html = readFileSync(path.resolve(__dirname, '../../doc_build/guide/basic/ssg.html'), 'utf8');
    expect(html).toContain('Looking up the host…');
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/basic/ssg');
    await expect(page.locator('div.rp-doc').first().innerText()).resolves.toContain(
      `This page is served from ${new URL(BASE_URL).host}.`,
    );
    await context.close();
  });

  test('Tabs that share a groupId switch together on the built-in components page', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/default-theme/components');
    const osTabs = page.locator('.rp-tabs', { hasText: 'Windows and Linux' });
    await osTabs.first().locator('.rp-tabs__label__item', { hasText: 'Windows and Linux' }).click();
    // Tabs hear about each other through an event listener added in an effect, so the second group may
    // switch a moment later; wait for it rather than read it once.
    await osTabs.nth(1).locator('.rp-tabs__content__item--active', { hasText: 'Ctrl Shift I' }).waitFor({ timeout: 10_000 });
    await context.close();
  });
});

describe('plugin demos', () => {
  test('preview: the live counter renders and counts', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/plugin/official-plugins/preview');
    const button = page.locator('.rp-preview button', { hasText: /^Count is/ }).first();
    await expect(button.textContent()).resolves.toBe('Count is 0');
    await button.click();
    await expect(button.textContent()).resolves.toBe('Count is 1');
    await context.close();
  });

  // The demo's code is not in the first load (config/lazy-modules.ts, lazyPreviewComponents): a navigation to the
  // page loads it, and the page must not show without its demo.
  test('preview: after a client-side navigation to the page, the live counter renders and counts', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/plugin/official-plugins/overview');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.locator('.rp-doc a[href="/plugin/official-plugins/preview"]').first().click();
    await page.waitForURL(`${BASE_URL}/plugin/official-plugins/preview`);
    const button = page.locator('.rp-preview button', { hasText: /^Count is/ }).first();
    await expect(button.textContent()).resolves.toBe('Count is 0');
    await button.click();
    await expect(button.textContent()).resolves.toBe('Count is 1');
    await expect(page.evaluate(() => 'notReloaded' in window)).resolves.toBe(true);
    await context.close();
  });

  test('twoslash: hovering an identifier shows its type', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/plugin/official-plugins/twoslash');
    const hover = page.locator('.twoslash-hover').first();
    await hover.hover();
    const popup = page.locator('.twoslash-popup-container:visible').first();
    await popup.waitFor();
    expect((await popup.innerText()).length).toBeGreaterThan(3);
    // The `// ^?` queries on the page ask for optional config fields.
    const types = await page
      .locator('.twoslash-popup-code')
      .evaluateAll((codes) => codes.map((code) => code.textContent ?? '').join('\n'));
    expect(types).toContain('string | undefined');
    await context.close();
  });

  test('api-docgen: the FeatureCard props table lists every documented prop', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/plugin/official-plugins/api-docgen');
    const table = page.locator('.rp-doc table', { hasText: 'details' }).first();
    const text = await table.innerText();
    for (const prop of ['title', 'details', 'icon', 'link']) expect(text).toContain(prop);
    await context.close();
  });

  test('last updated: doc pages show the git date, with the label in each language', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/plugin/official-plugins/last-updated');
    await expect(page.locator('.rp-last-updated').innerText()).resolves.toMatch(/Last updated.*\d/);
    const { page: zhPage } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    await visit(zhPage, '/zh/plugin/official-plugins/last-updated');
    await expect(zhPage.locator('.rp-last-updated').innerText()).resolves.toMatch(/最后更新于.*\d/);
    await zhPage.context().close();
    await context.close();
  });

  test('rss: both feeds are well-formed XML listing the dated plugin pages, each channel pointing at itself and at its language', async () => {
    const { context, page } = await openPage(browser);
    await visit(page, '/');
    for (const [feed, prefix] of [
      ['/rss/plugins.rss', '/plugin/'],
      ['/rss/plugins-zh.rss', '/zh/plugin/'],
    ]) {
      const result = await page.evaluate(async (url) => {
        const xml = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent ?? ''),
          channelLink: doc.querySelector('channel > link')?.textContent ?? '',
          self: [...doc.querySelectorAll('channel > *')].find((node) => node.localName === 'link' && node.getAttribute('rel') === 'self')?.getAttribute('href') ?? '',
        };
      }, feed);
      expect(new URL(result.channelLink).pathname.startsWith(prefix)).toBe(true);
      expect(new URL(result.self).pathname).toBe(feed);
      expect(result.error).toBeNull();
      expect(result.links.length).toBeGreaterThanOrEqual(12);
      for (const link of result.links) expect(new URL(link).pathname.startsWith(prefix)).toBe(true);
      expect(result.links.map((link) => new URL(link).pathname)).toContain(`${prefix}official-plugins/rss`);
    }
    await context.close();
  });
});
