// The community-plugins pages show exactly the committed registry data (scripts/generators/community-plugins/registry.json),
// rendered by the same code as `npm run update:community-plugins`, so the build needs no network and a hand edit of a
// table, or a package added to the list without reading the registry, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { pagePath, readPackages, readRegistry, renderPage } from '../../scripts/generators/community-plugins/render';
import { LOCALES } from '../../scripts/lib/pages';

describe('community plugins page', () => {
  test('every listed package has registry data with a verdict and the date it was read', () => {
    const registry = readRegistry();
    expect(registry.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(registry.packages.map(({ name }) => name)).toEqual(readPackages().map(({ name }) => name));
  });

  for (const locale of LOCALES) {
    test(`the ${locale} tables match the registry data`, () => {
      const page = readFileSync(pagePath(locale), 'utf8');
      expect(page).toBe(renderPage(locale, page, readPackages(), readRegistry()));
    });
  }
});
