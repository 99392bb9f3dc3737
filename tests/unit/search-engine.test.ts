import { describe, expect, test } from '@rstest/core';
import { createEngine } from '../../theme/search/engine';
import type { IndexedPage } from '../../theme/search/sections';

const page = (routePath: string, title: string, content: string): IndexedPage => ({ routePath, title, content, toc: [] });

const pages = [
  page('/guide/tailwind', 'Tailwind CSS', 'Change the primary color of a shadcn theme with a Tailwind class.'),
  page('/ui/vars', 'CSS variables', 'The brand colour is the primary colour of the theme.'),
  page('/guide/deploy', 'Deploy', 'Upload the output folder to any static host.'),
];

// theme/search/engine.ts: a Latin query needs every word in a section, unless that leaves fewer than three pages.
// A word matches as typed or by its stem (theme/search/stem.ts).
describe('search engine', () => {
  test('pages with every word come first, then pages with some of them', () => {
    const routes = createEngine(pages)
      .search('change primary color')
      .map((hit) => hit.section.route);
    expect(routes).toEqual(['/guide/tailwind', '/ui/vars']);
  });

  test('a word in no page does not empty the results', () => {
    const routes = createEngine(pages)
      .search('upload to netlify')
      .map((hit) => hit.section.route);
    expect(routes).toEqual(['/guide/deploy']);
  });

  test('another form of a word finds the page, and the form as typed ranks first', () => {
    const forms = [
      page('/guide/migration', 'Migration', 'Upgrade a site from Rspress 1.x to Rspress 2.'),
      page('/guide/versions', 'Versions', 'Upgrading the docs of each version you keep.'),
      page('/guide/theme', 'Custom theme', 'Customize the default theme with your own components.'),
    ];
    const routes = (query: string) =>
      createEngine(forms)
        .search(query)
        .map((hit) => hit.section.route);
    expect(routes('upgrading rspress')[0]).toBe('/guide/migration');
    expect(routes('customizing the theme')[0]).toBe('/guide/theme');
    expect(routes('upgrading')).toEqual(['/guide/versions', '/guide/migration']);
    // A word being typed still matches as the start of a longer word, which its stem ("custom") would not.
    expect(routes('customiz')).toEqual(['/guide/theme']);
  });
});
