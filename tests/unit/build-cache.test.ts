import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { type BuildCacheInputs, localImportClosure, siteBuildCache } from '../../config/build-cache';

let root: string;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function inputs(overrides: Partial<BuildCacheInputs> = {}): BuildCacheInputs {
  return {
    docsRoot: path.join(root, 'docs'),
    configFile: path.join(root, 'rspress.config.ts'),
    otherFiles: [path.join(root, 'i18n.json')],
    environment: undefined,
    production: true,
    ...overrides,
  };
}

function digest(overrides: Partial<BuildCacheInputs> = {}): string {
  const cache = siteBuildCache(inputs(overrides));
  if (cache === false) throw new Error('expected the cache to be on');
  return cache.cacheDigest.join('|');
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  write('rspress.config.ts', "import { SITE } from './theme/constants';\nexport default { title: SITE };\n");
  write('theme/constants.ts', "export const SITE = 'Rspress';\n");
  write('theme/index.tsx', 'export const Layout = () => null;\n');
  write('i18n.json', '{}\n');
  write('docs/en/guide.mdx', '# Guide\n\nSome prose.\n\n## Options {#options}\n');
  write('docs/zh/guide.mdx', '# 指南\n\n一些内容。\n\n## 选项 {#options}\n');
  write('docs/en/_meta.json', '["guide"]\n');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('siteBuildCache', () => {
  test('a production build gets a new key for any change under docs/, so every page is compiled and link-checked again', () => {
    const before = digest();
    write('docs/en/guide.mdx', '# Guide\n\nSome prose.\n\n## Options {#renamed}\n');
    expect(digest()).not.toBe(before);
    const afterHeading = digest();
    write('docs/en/guide.mdx', '# Guide\n\nOther prose.\n\n## Options {#renamed}\n');
    expect(digest()).not.toBe(afterHeading);
  });

  test('a dev build keeps its key when a page changes, and gets a new one when a page is added or removed', () => {
    const before = digest({ production: false });
    write('docs/en/guide.mdx', '# Guide\n\nOther prose.\n');
    expect(digest({ production: false })).toBe(before);
    write('docs/en/new-page.mdx', '# New page\n');
    const added = digest({ production: false });
    expect(added).not.toBe(before);
    fs.rmSync(path.join(root, 'docs/en/new-page.mdx'));
    expect(digest({ production: false })).toBe(before);
  });

  test('the key follows the config and the modules it imports, not the rest of the theme', () => {
    const before = digest();
    write('theme/index.tsx', 'export const Layout = () => "changed";\n');
    expect(digest()).toBe(before);
    write('theme/constants.ts', "export const SITE = 'Rspress docs';\n");
    expect(digest()).not.toBe(before);
  });

  test('the key follows i18n.json and the environment the config reads', () => {
    const before = digest();
    expect(digest({ environment: { appId: 'APP' } })).not.toBe(before);
    write('i18n.json', '{ "editLinkText": { "en": "Edit", "zh": "编辑" } }\n');
    expect(digest()).not.toBe(before);
  });

  test('stays off when a page has an iframe demo, which @rspress/plugin-preview only finds by compiling the page', () => {
    write('docs/en/demo.mdx', '# Demo\n\n```tsx preview="iframe-follow"\nexport default () => <p>Hi</p>;\n```\n');
    expect(siteBuildCache(inputs())).toBe(false);
    write('docs/en/demo.mdx', '# Demo\n\n```tsx preview\nexport default () => <p>Hi</p>;\n```\n');
    expect(siteBuildCache(inputs())).not.toBe(false);
    // A Markdown sample that shows the syntax inside a longer fence is not a demo.
    write('docs/en/demo.mdx', '# Demo\n\n````mdx\n```tsx preview="iframe-follow"\nexport default () => <p>Hi</p>;\n```\n````\n');
    expect(siteBuildCache(inputs())).not.toBe(false);
  });
});

describe('localImportClosure', () => {
  test('follows relative imports through modules, with or without the extension', () => {
    write('theme/seo.ts', "import { SITE } from './constants.ts';\nexport const seo = SITE;\n");
    write('rspress.config.ts', "import { seo } from './theme/seo';\nimport path from 'node:path';\nexport default { seo, path };\n");
    const closure = localImportClosure(path.join(root, 'rspress.config.ts')).map((file) => path.relative(root, file));
    expect(closure).toEqual(['rspress.config.ts', 'theme/constants.ts', 'theme/seo.ts']);
  });
});
