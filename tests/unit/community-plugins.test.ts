// The community-plugins pages show exactly the committed data (scripts/generators/community-plugins/registry.json, and
// repositories.json for the packages npm had no metadata for), rendered by the same code as
// `npm run update:community-plugins`, so the build needs no network and a hand edit of a
// table, or a package added to the list without reading the registry, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { pagePath, readPackages, readRegistry, readRepositories, renderPage } from '../../scripts/generators/community-plugins/render';
import { LOCALES } from '../../scripts/lib/pages';

describe('community plugins page', () => {
  test('every listed package has registry data with a verdict and the date it was read', () => {
    const registry = readRegistry();
    expect(registry.readAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(registry.packages.map(({ name }) => name)).toEqual(readPackages().map(({ name }) => name));
  });

  test('every package npm had no metadata for has a repository entry with its source and the date it was read', () => {
    const repositories = new Map(readRepositories().map((entry) => [entry.name, entry]));
    for (const { name, verdict } of readRegistry().packages.filter(({ verdict }) => verdict === 'not-found')) {
      const entry = repositories.get(name);
      expect({ name, verdict, readAt: entry?.readAt, source: entry?.source }).toEqual({
        name,
        verdict,
        readAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        source: expect.stringMatching(/^https:\/\/github\.com\/.+\/blob\/[0-9a-f]{40}\/.*package\.json$/),
      });
    }
  });

  test('a package npm had no metadata for and no repository entry fails to render', () => {
    const page = readFileSync(pagePath('en'), 'utf8');
    expect(() => renderPage('en', page, readPackages(), readRegistry(), [])).toThrow(/npm had no metadata for rspress-plugin-translate/);
  });

  for (const locale of LOCALES) {
    test(`the ${locale} tables match the registry data`, () => {
      const page = readFileSync(pagePath(locale), 'utf8');
      expect(page).toBe(renderPage(locale, page, readPackages(), readRegistry(), readRepositories()));
    });
  }
});
