// The site built with Algolia search, for tests/e2e/algolia-search.test.ts. `npm run build:algolia` sets the
// ALGOLIA_* variables to fake values; the test intercepts every request, so nothing leaves the machine.
// Only the pages that test opens are built (the home and the introduction, in both locales): Algolia changes the
// search UI and the headers, which those pages show as well as any, and a full build cost a minute of CI's longest
// lane. With the other pages left out, their links are dead here, so this build does not check links: the site's
// own build does.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import siteConfig from '../../rspress.config';

const DOCS_ROOT = path.resolve(__dirname, '../../docs');
const KEPT_PAGES = ['index.md', 'guide/start/introduction.mdx'];

/** Every page of both locales, relative to the docs root, but the kept ones. */
const leftOut = ['en', 'zh'].flatMap((locale) =>
  readdirSync(path.join(DOCS_ROOT, locale), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !KEPT_PAGES.includes(file))
    .map((file) => `${locale}/${file}`),
);

export default {
  ...siteConfig,
  outDir: 'doc_build_algolia',
  route: { ...siteConfig.route, exclude: [...(siteConfig.route?.exclude ?? []), ...leftOut] },
  markdown: { ...siteConfig.markdown, link: { ...siteConfig.markdown?.link, checkDeadLinks: false, checkAnchors: false } },
};
