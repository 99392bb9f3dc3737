// The order of config `head` tags that docs/{en,zh}/guide/basic/head-tags.mdx states ("Order and duplicates"),
// checked on a real build: the Tailwind fixture (npm run build:tailwind-fixture) has a config `head` with an
// inline script and a meta tag. Unhead sorts a config script right after `<title>`, before the theme's own
// inline script and the site's stylesheet and scripts; config `meta` and `link` tags come after those.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';

const PAGE = path.resolve(__dirname, '../fixtures/tailwind-site/doc_build/index.html');

describe('config head order in the built HTML', () => {
  if (!existsSync(PAGE)) throw new Error(`${PAGE} is missing: run \`npm run build:tailwind-fixture\` first`);
  const html = readFileSync(PAGE, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const at = (needle: string) => {
    const index = head.indexOf(needle);
    if (index < 0) throw new Error(`${PAGE}: no ${needle} in <head>`);
    return index;
  };

  test('a config script comes right after <title>, before the site stylesheet and scripts', () => {
    const configScript = at('<script>document.documentElement.dataset.configHead');
    expect(head.slice(at('</title>') + '</title>'.length, configScript).trim()).toBe('');
    expect(configScript).toBeLessThan(at("<script>{;const saved = localStorage.getItem('rspress-theme-appearance')"));
    expect(configScript).toBeLessThan(at('rel="stylesheet"'));
    expect(configScript).toBeLessThan(at('<script defer src='));
  });

  test('a config meta tag comes after the site stylesheet and scripts', () => {
    const configMeta = at('<meta name="config-head" content="meta">');
    expect(configMeta).toBeGreaterThan(at('rel="stylesheet"'));
    expect(configMeta).toBeGreaterThan(head.lastIndexOf('<script defer src='));
  });
});
