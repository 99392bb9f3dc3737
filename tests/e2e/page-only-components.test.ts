// theme/page-only.tsx: PackageManagerTabs loads with the pages that render it, not with every page. Its markup is in
// the static HTML, and once the page has hydrated its tabs switch the command (they could not if the lazy component
// never hydrated).
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

const PAGE = '/guide/start/getting-started';

describe('PackageManagerTabs, loaded with its page', () => {
  test('is in the static HTML of the page', async () => {
    const html = await (await fetch(`${BASE_URL}${PAGE}`)).text();
    expect(html).toMatch(/class="rp-tabs__label__item rp-tabs__label__item--not-selected" data-index="1"/);
    expect(html).toMatch(/class="rp-tabs__content__item rp-tabs__content__item--hidden" aria-hidden="true"[^>]* data-index="1"/);
  });

  test('switches the command after hydration, without a hydration error', async () => {
    const { context, page } = await openPage(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, PAGE);
    const tabs = page.locator('.rp-tabs').first();
    await tabs.locator('.rp-tabs__label__item[data-index="1"]').click();
    await expect
      .poll(() => tabs.locator('.rp-tabs__content__item--active').textContent())
      .toMatch(/^(?:yarn|pnpm|bun|deno) /);
    expect(errors).toEqual([]);
    await context.close();
  });
});
