// Shard 3 of 4 of the accessibility engines on every page (tests/e2e/a11y-pages.ts); the shards run in parallel workers.
import { defineA11yPagesSuite } from './a11y-pages';

defineA11yPagesSuite(3, 4);
