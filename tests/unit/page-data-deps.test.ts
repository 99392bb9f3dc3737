// The patch of @rspress/core's page-data plugin (theme/README.md). The dev server computes the page data once per
// start, yet `virtual-page-data` depended on every page file, so each page edit rebuilt it, unchanged (about 60 ms of
// a settled hot update here; BENCHMARKS.md). A production build still rebuilds it when a page changes.
import { afterEach, expect, test } from '@rstest/core';
import { pageDataDependencies } from '@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js';

const pageFiles = ['/site/docs/en/index.md', '/site/docs/zh/guide/start.mdx'];
const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

test('a production build makes the page data depend on every page file', () => {
  process.env.NODE_ENV = 'production';
  expect(pageDataDependencies(pageFiles)).toEqual(pageFiles);
});

test('the dev server leaves the page data alone when a page is edited', () => {
  process.env.NODE_ENV = 'development';
  expect(pageDataDependencies(pageFiles)).toEqual([]);
});
