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
});
