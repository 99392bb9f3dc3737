// The browser tests' harness: Chromium and the page helpers of scripts/lib/browser.ts (which the bench shares), and
// the address of the Algolia build's server.
import { E2E_PORT } from '../../scripts/lib/browser';

export * from '../../scripts/lib/browser';

/** The same site built with Algolia search (`npm run build:algolia`). */
export const ALGOLIA_PORT = E2E_PORT + 1;
export const ALGOLIA_BASE_URL = `http://127.0.0.1:${ALGOLIA_PORT}`;
export const ALGOLIA_TEST_APP_ID = 'TESTAPPID';
