import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { GUIDE, missingItems, rspress1SampleFailures } from '../../scripts/checks/check-migration';
import { readMigrationItems } from '../../scripts/lib/migration-surface';

const FIXTURES = path.resolve(__dirname, '../fixtures/migration');
const guide = (locale: string) => readFileSync(path.join(FIXTURES, locale, GUIDE), 'utf8');

describe('check:migration', () => {
  // The real diff of the installed rspress@1.47.2 and @rspress/core 2, against two tiny guides.
  const items = readMigrationItems();
  const missing = (locale: string) => missingItems(items, guide(locale)).map((item) => item.name);

  test('finds removed and changed items in every area', () => {
    const named = (area: string) => items.filter((item) => item.area === area).map((item) => item.name);
    expect(named('packages')).toEqual(expect.arrayContaining(['rspress/config', '@rspress/plugin-medium-zoom']));
    expect(named('config')).toEqual(expect.arrayContaining(['builderPlugins', 'markdown.mdxRs']));
    expect(named('themeConfig')).toContain('themeConfig.locales[].outlineTitle');
    expect(named('plugin API')).toContain('RspressPlugin.addSSGRoutes');
    expect(named('CLI')).toEqual(['rspress update']);
    expect(items.find((item) => item.name === 'builderConfig')?.change).toBe('changed type');
    // Keys that 2.x kept with a compatible type are not items.
    expect(items.map((item) => item.name)).not.toContain('title');
    expect(items.map((item) => item.name)).not.toContain('mediumZoom');
  });

  test('reports a removed item that the page does not name, per locale', () => {
    expect(missing('en')).toContain('markdown.mdxRs');
    expect(missing('en')).not.toContain('rspress/config');
    expect(missing('zh')).not.toContain('markdown.mdxRs');
    expect(missing('zh')).toContain('rspress/config');
  });

  test('fails a before sample that does not compile against Rspress 1.x, at its line', () => {
    const { blocks, failures } = rspress1SampleFailures(FIXTURES);
    expect(blocks).toBe(2);
    expect(failures).toHaveLength(1);
    expect(failures[0].file).toBe('tests/fixtures/migration/en/guide/migration/rspress-1-x.mdx');
    expect(failures[0].line).toBe(19);
    expect(failures[0].message).toContain("'llms' does not exist");
  });
});
