import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { measureCoverage, staleExclusions } from '../../scripts/checks/check-api-coverage';
import { readApiItems } from '../../scripts/lib/api-items';

const FIXTURES = path.resolve(__dirname, '../fixtures/api-coverage');

describe('check:api-coverage', () => {
  // The real items of the installed packages, measured against a tiny page set.
  const items = readApiItems();
  const coverage = measureCoverage(items, [], FIXTURES);
  const missing = (locale: string, area: string) =>
    coverage.find((row) => row.locale === locale && row.area === area)?.missing ?? [];

  test('reports a key that no heading names, per locale, and not one that a heading names', () => {
    expect(missing('en', 'UserConfig')).toContain('base');
    expect(missing('en', 'UserConfig')).not.toContain('root');
    expect(missing('zh', 'UserConfig')).not.toContain('base');
  });

  test('does not count headings inside code blocks', () => {
    expect(missing('en', 'UserConfig')).toContain('outDir');
  });

  test('finds a flag only in its own command section or before the first command', () => {
    expect(missing('en', 'CLI')).not.toContain('rspress build --base');
    expect(missing('en', 'CLI')).not.toContain('rspress preview --config');
    expect(missing('en', 'CLI')).toContain('rspress preview --base');
    expect(missing('en', 'CLI')).toContain('rspress dev');
  });

  test('finds an `export *` in a section of its own that shows the module', () => {
    expect(missing('en', '@rspress/core/runtime')).not.toContain('usePage');
    expect(missing('en', '@rspress/core/runtime')).toContain('react-router-dom');
    expect(missing('zh', '@rspress/core/runtime')).not.toContain('react-router-dom');
  });

  test('lists value exports only, and each `export *` as one item', () => {
    const names = (area: string) => items.filter((item) => item.area === area).map((item) => item.name);
    expect(names('@rspress/core/theme')).toContain('Badge');
    expect(names('@rspress/core/theme')).toContain('icons');
    expect(names('@rspress/core/theme')).not.toContain('BadgeProps');
    expect(names('@rspress/core/theme')).not.toContain('IconCopy');
    expect(names('@rspress/core/runtime')).toContain('react-router-dom');
    expect(names('@rspress/core/runtime')).not.toContain('useNavigate');
  });

  test('takes excluded items out of the count and flags exclusions that match nothing', () => {
    const exclusions = [
      { area: 'UserConfig', name: 'base', reason: 'test' },
      { area: 'UserConfig', name: 'noSuchKey', reason: 'test' },
    ];
    const row = measureCoverage(items, exclusions, FIXTURES).find((r) => r.locale === 'en' && r.area === 'UserConfig');
    expect(row?.missing).not.toContain('base');
    expect(row?.excluded).toBe(2 - 1);
    expect(staleExclusions(items, exclusions).map((e) => e.name)).toEqual(['noSuchKey']);
  });
});
