// The page widgets in Chromium against the production build: copy Markdown, code copy, package-manager tabs, the
// overview filter, and the redirect to the reader's locale.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, openPage, visit } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openWithClipboard(width = 1440) {
  const opened = await openPage(browser, { width });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  return opened;
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

type ClassChanges = Array<[present: boolean, at: number]>;

/**
 * Records in the page when `className` comes and goes on the element. Durations measured there do not
 * depend on how long the test's own round trips take on a loaded machine.
 */
async function recordClass(target: Locator, className: string): Promise<void> {
  await target.evaluate((element, name) => {
    const changes: ClassChanges = [];
    (element as Element & { classChanges?: ClassChanges }).classChanges = changes;
    new MutationObserver(() => changes.push([element.classList.contains(name), performance.now()])).observe(element, {
      attributes: true,
      attributeFilter: ['class'],
    });
  }, className);
}

/** How long the recorded class stayed on the element the first time, in ms. */
async function classShownFor(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const changes = (element as Element & { classChanges?: ClassChanges }).classChanges ?? [];
    const shown = changes.find(([present]) => present);
    const hidden = changes.find(([present, at]) => !present && shown !== undefined && at > shown[1]);
    return shown && hidden ? hidden[1] - shown[1] : Number.NaN;
  });
}

describe('copy Markdown button', () => {
  test('fetches the page .md, copies it, shows success, then returns to idle after 500 ms', async () => {
    const { context, page } = await openWithClipboard();
    await visit(page, '/guide/start/getting-started');
    const mdRequest = page.waitForRequest(`${BASE_URL}/guide/start/getting-started.md`);
    const button = page.locator('.rp-llms-copy-button').first();
    await recordClass(button, 'rp-llms-copy-button--success');
    await button.click();
    await mdRequest;
    await page.waitForSelector('.rp-llms-copy-button--success', { timeout: 5_000 });
    expect(await clipboardText(page)).toContain('# Quick start');
    await page.waitForSelector('.rp-llms-copy-button--success', { state: 'detached', timeout: 5_000 });
    const shown = await classShownFor(button);
    expect(shown).toBeGreaterThanOrEqual(450);
    expect(shown).toBeLessThan(1_500);
    await expect(button.getAttribute('class')).resolves.not.toContain('--loading');
    await context.close();
  });

  test('the open-in menu offers two AI chat services that link to the page', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/getting-started');
    await page.locator('.rp-llms-view-options__trigger, .rp-llms-container button').nth(1).click();
    const links = await page
      .locator('a[href^="https://"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((href) => /chatgpt|claude/.test(href)));
    expect(links).toHaveLength(2);
    for (const href of links) expect(decodeURIComponent(href)).toContain('/guide/start/getting-started');
    await context.close();
  });
});

describe('code copy button', () => {
  test('copies the code and shows success for 2 seconds', async () => {
    const { context, page } = await openWithClipboard();
    await visit(page, '/guide/start/introduction');
    const block = page.locator('.rp-codeblock', { hasText: 'defineConfig' }).first();
    await block.hover();
    const button = block.locator('.rp-code-copy-button');
    await recordClass(button, 'rp-code-copy-button--copied');
    await button.click();
    // The button turns green once the asynchronous clipboard write has finished.
    const copied = block.locator('.rp-code-copy-button--copied');
    await copied.waitFor({ timeout: 5_000 });
    expect(await clipboardText(page)).toContain("import { defineConfig } from '@rspress/core';");
    await copied.waitFor({ state: 'detached', timeout: 5_000 });
    const shown = await classShownFor(button);
    expect(shown).toBeGreaterThanOrEqual(1_950);
    expect(shown).toBeLessThan(3_000);
    await context.close();
  });

  // The icons are masks on ::before (at rest) and ::after (wrapped, copied): theme/overrides/CodeButtonGroup.
  test('draws each button icon, and swaps it for the done icon when wrapped or copied', async () => {
    const { context, page } = await openWithClipboard();
    await visit(page, '/guide/start/introduction');
    const block = page.locator('.rp-codeblock', { hasText: 'defineConfig' }).first();
    await block.hover();
    const icons = (button: Locator) =>
      button.evaluate((element) =>
        (['::before', '::after'] as const).map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return { mask: style.maskImage.startsWith('url("data:image/svg+xml'), size: `${style.width} ${style.height}`, opacity: style.opacity };
        }),
      );
    const rest = [
      { mask: true, size: '20px 20px', opacity: '1' },
      { mask: true, size: '20px 20px', opacity: '0' },
    ];
    const done = [
      { mask: true, size: '20px 20px', opacity: '0' },
      { mask: true, size: '20px 20px', opacity: '1' },
    ];
    for (const name of ['wrap', 'copy']) {
      const button = block.locator(`.rp-code-${name}-button`);
      await expect.poll(() => icons(button)).toEqual(rest);
      expect(await button.evaluate((element) => element.childElementCount)).toBe(0);
      await button.click();
      await expect.poll(() => icons(button)).toEqual(done);
    }
    await context.close();
  });
});

describe('package manager tabs', () => {
  const commandIn = async (page: Page, widget: number, tool: string) => {
    const tabs = page.locator('.rp-tabs').nth(widget);
    await tabs.locator('.rp-tabs__label__item', { hasText: new RegExp(`^${tool}$`) }).click();
    return (await tabs.locator('.rp-tabs__content__item--active code').textContent())?.trim();
  };

  test('converts install to add, prefixes npm: for deno and drops @latest for yarn create', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/getting-started');
    expect(await commandIn(page, 0, 'npm')).toBe('npm install @rspress/core -D');
    expect(await commandIn(page, 0, 'yarn')).toBe('yarn add @rspress/core -D');
    expect(await commandIn(page, 0, 'pnpm')).toBe('pnpm add @rspress/core -D');
    expect(await commandIn(page, 0, 'bun')).toBe('bun add @rspress/core -D');
    expect(await commandIn(page, 0, 'deno')).toBe('deno add npm:@rspress/core -D');

    const createWidget = (await page.locator('.rp-tabs').count()) - 1;
    expect(await commandIn(page, createWidget, 'npm')).toBe('npm create rspress@latest');
    expect(await commandIn(page, createWidget, 'yarn')).toBe('yarn create rspress');
    await context.close();
  });

  test("shows each tool's icon as one element, not a zoomable image, Deno's in the text colour of either appearance", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openPage(browser, { width: 1440, colorScheme });
      await visit(page, '/guide/start/getting-started');
      const icons = await page
        .locator('.rp-tabs')
        .first()
        .locator('.rp-tabs__label__item')
        .evaluateAll((labels) =>
          Promise.all(
            labels.map(async (label) => {
              const tool = label.textContent?.trim();
              const icon = label.querySelector('[aria-hidden="true"]') as HTMLElement;
              const style = getComputedStyle(icon);
              // Deno's is a mask over the text colour; the others a background image.
              const image = tool === 'deno' ? style.maskImage : style.backgroundImage;
              const file = /url\("?([^")]+)"?\)/.exec(image)?.[1] ?? '';
              return {
                tool,
                svgParts: label.querySelectorAll('svg, path, g').length,
                // The image zoom (`.rspress-doc img`) would make an <img> zoomable.
                tag: icon.tagName.toLowerCase(),
                drawn: file.endsWith(`/icons/package-managers/${tool}.svg`) && (await fetch(file)).ok,
                size: `${style.width} ${style.height}`,
                inTextColour: tool !== 'deno' || style.backgroundColor === style.color,
              };
            }),
          ),
        );
      const oneElement = { svgParts: 0, tag: 'span', drawn: true, inTextColour: true };
      expect(icons).toEqual([
        { tool: 'npm', size: '15px 15px', ...oneElement },
        { tool: 'yarn', size: '15px 15px', ...oneElement },
        { tool: 'pnpm', size: '15px 15px', ...oneElement },
        { tool: 'bun', size: '18px 18px', ...oneElement },
        { tool: 'deno', size: '15px 15px', ...oneElement },
      ]);
      await context.close();
    }
  });

  test('the chosen tool is shared by every widget of the page and remembered under rspress.tabs.*', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/guide/start/getting-started');
    await page.locator('.rp-tabs').first().locator('.rp-tabs__label__item', { hasText: /^pnpm$/ }).click();
    // The other widgets follow through an event each one listens to, so on a loaded machine they can catch up a
    // render or two after the one clicked.
    const selectedTools = async () =>
      new Set(
        await page
          .locator('.rp-tabs .rp-tabs__label__item--selected')
          .evaluateAll((items) => items.map((item) => item.textContent?.trim())),
      );
    await expect.poll(selectedTools, { timeout: 5_000 }).toEqual(new Set(['pnpm']));
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('rspress.tabs.')),
    );
    expect(stored.length).toBe(1);

    // The server-rendered page shows npm; the widget reads the stored choice once it has hydrated.
    await visit(page, '/guide/start/getting-started');
    await expect.poll(selectedTools, { timeout: 5_000 }).toEqual(new Set(['pnpm']));
    await context.close();
  });
});

describe('overview filter', () => {
  const visibleItems = (page: Page) =>
    page.locator('.rp-overview a:visible').evaluateAll((as) => as.map((a) => a.textContent?.trim() ?? ''));

  test('matches case-insensitively and treats dashes as spaces', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/api/');
    const input = page.locator('#api-filter');
    await expect(page.locator('label[for="api-filter"]').textContent()).resolves.toBe('Filter');
    await expect(input.getAttribute('placeholder')).resolves.toBe('Enter keyword');

    await input.fill('THEME CONFIG');
    const upper = await visibleItems(page);
    expect(upper.some((text) => text.includes('Theme config'))).toBe(true);
    expect(upper.some((text) => text.includes('Runtime API'))).toBe(false);

    await input.fill('theme-config');
    expect(await visibleItems(page)).toEqual(upper);
    await context.close();
  });

  test('shows the no-result text with the query in English and in Chinese', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await visit(page, '/api/');
    await page.locator('#api-filter').fill('qqqzzz');
    await expect(page.locator('.rp-overview__empty').textContent()).resolves.toBe('No matching API found: qqqzzz');

    const { page: zhPage } = await openPage(browser, { width: 1440, locale: 'zh-CN' });
    await visit(zhPage, '/zh/api/');
    await expect(zhPage.locator('label[for="api-filter"]').textContent()).resolves.toBe('筛选');
    await expect(zhPage.locator('#api-filter').getAttribute('placeholder')).resolves.toBe('输入关键词');
    await zhPage.locator('#api-filter').fill('qqqzzz');
    await expect(zhPage.locator('.rp-overview__empty').textContent()).resolves.toBe('没有匹配的 API: qqqzzz');
    await zhPage.context().close();
    await context.close();
  });
});

describe('locale redirect', () => {
  test('a Chinese browser landing on / goes to /zh/ once, recorded under rspress-visited', async () => {
    const { context, page } = await openPage(browser, { locale: 'zh-CN' });
    await page.goto(`${BASE_URL}/`);
    await page.waitForURL(`${BASE_URL}/zh/`);
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');

    await page.goto(`${BASE_URL}/guide/start/introduction`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/guide/start/introduction');
    await context.close();
  });

  test('an English browser landing on a Chinese page goes to the English page', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await page.goto(`${BASE_URL}/zh/guide/start/introduction`);
    await page.waitForURL(`${BASE_URL}/guide/start/introduction`);
    await context.close();
  });

  test('a browser in another language stays where it lands', async () => {
    const { context, page } = await openPage(browser, { locale: 'fr-FR' });
    await page.goto(`${BASE_URL}/zh/guide/start/introduction`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/zh/guide/start/introduction');
    await context.close();
  });
});
