// WCAG 2.2 criteria that no engine checks, measured in the browser on the built site.
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { load, openAppearanceContext } from './a11y';
import { launchBrowser } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openPage(width: number, height = 800) {
  const context = await openAppearanceContext(browser, 'light', { width, height });
  return { context, page: await context.newPage() };
}

/** Pages with wide code blocks, tables, tabs and long text. */
const LONG_PAGES = ['/guide/start/getting-started', '/api/config/config-basic', '/zh/guide/use-mdx/code-blocks'];

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('1.4.10 reflow at 320 CSS px', () => {
  for (const path of LONG_PAGES) {
    test(`${path} does not scroll sideways; every box that does can take focus`, async () => {
      const { context, page } = await openPage(320, 640);
      await load(page, path);
      expect(await pageScrollsSideways(page)).toBe(false);
      const unreachable = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main pre, main .rp-table-scroll-container')]
          .filter((box) => box.scrollWidth > box.clientWidth && box.tabIndex < 0)
          .map((box) => box.outerHTML.slice(0, 80)),
      );
      expect(unreachable).toEqual([]);
      await context.close();
    });
  }

  test('200% zoom of a 640 px window (the same 320 CSS px) keeps the page in its width', async () => {
    const { context, page } = await openPage(640, 800);
    await load(page, '/guide/start/getting-started');
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 800, deviceScaleFactor: 2, mobile: false });
    await page.evaluate(() => {
      document.documentElement.style.zoom = '2';
    });
    expect(await pageScrollsSideways(page)).toBe(false);
    await context.close();
  });
});

describe('1.4.12 text spacing', () => {
  test('with the WCAG spacing applied, no text is cut off by its box', async () => {
    const { context, page } = await openPage(1280);
    await load(page, '/guide/start/introduction');
    await page.addStyleTag({
      content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main p, main li, .rp-nav a, .rp-sidebar-item, .rp-toc-item')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const clips = style.overflow !== 'visible' || style.textOverflow === 'ellipsis';
          return clips && element.checkVisibility() && element.scrollHeight > element.clientHeight + 1;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(clipped).toEqual([]);
    await context.close();
  });
});

describe('2.4.11 focus not obscured', () => {
  test('tabbing through a long page never leaves focus under the sticky nav', async () => {
    const { context, page } = await openPage(1440, 700);
    await load(page, '/api/config/config-basic');
    const hidden: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const nav = document.querySelector('.rp-nav');
        if (!active || !nav || nav.contains(active) || !active.closest('main')) return null;
        const box = active.getBoundingClientRect();
        return box.bottom <= nav.getBoundingClientRect().bottom ? active.outerHTML.slice(0, 80) : null;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
    await context.close();
  });
});

describe('2.5.8 target size', () => {
  for (const [path, width] of [
    ['/guide/start/getting-started', 1440],
    ['/', 375],
  ] as const) {
    test(`every control on ${path} at ${width} px is 24 x 24 or has 24 px of room`, async () => {
      const { context, page } = await openPage(width);
      await load(page, path);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], input, select, .rp-nav a, .rp-social-links a')]
          .filter((element) => element.checkVisibility({ checkVisibilityCSS: true }))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width >= 24 && box.height >= 24) return false;
            // The spacing exception: a 24 px circle centred on the target reaches no other target.
            const x = box.left + box.width / 2;
            const y = box.top + box.height / 2;
            return [...document.querySelectorAll<HTMLElement>('a, button, [role="button"], [role="tab"], input')]
              .filter((other) => other !== element && !other.contains(element) && !element.contains(other))
              .some((other) => {
                const b = other.getBoundingClientRect();
                const dx = Math.max(b.left - x, 0, x - b.right);
                const dy = Math.max(b.top - y, 0, y - b.bottom);
                return b.width > 0 && Math.hypot(dx, dy) < 12;
              });
          })
          .map((element) => element.outerHTML.slice(0, 100)),
      );
      expect(small).toEqual([]);
      await context.close();
    });
  }
});

describe('forced colors (Windows high contrast)', () => {
  test('focus rings, the current sidebar item and the selected tab stay visible', async () => {
    const { context, page } = await openPage(1440);
    await page.emulateMedia({ forcedColors: 'active' });
    await load(page, '/guide/start/getting-started');
    const outline = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('main a[href]');
      link?.focus({ focusVisible: true } as FocusOptions);
      const style = getComputedStyle(link as HTMLElement);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(outline.style).not.toBe('none');
    const marks = await page.evaluate(() =>
      ['.rp-sidebar-item--active', '.rp-tabs__label__item--selected'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        // In forced colours, backgrounds and colours flatten; a border, outline or underline must mark it.
        const marked =
          style.borderBottomStyle !== 'none' ||
          style.borderLeftStyle !== 'none' ||
          style.outlineStyle !== 'none' ||
          style.textDecorationLine.includes('underline');
        return `${selector}: ${marked ? 'marked' : 'not marked'}`;
      }),
    );
    expect(marks).toEqual(['.rp-sidebar-item--active: marked', '.rp-tabs__label__item--selected: marked']);
    await context.close();
  });
});
