// The site built with Algolia search, for tests/e2e/algolia.test.ts. `npm run build:algolia` sets the
// ALGOLIA_* variables to fake values; the test intercepts every request, so nothing leaves the machine.
import siteConfig from '../../rspress.config';

export default {
  ...siteConfig,
  outDir: 'doc_build_algolia',
};
