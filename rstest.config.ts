import { defineConfig } from '@rstest/core';

/** Node tests that read build output (doc_build/, doc_build_algolia/, the Tailwind fixture's), so they run after the builds. */
const BUILD_OUTPUT_TESTS = [
  'tests/unit/build-output.test.ts',
  'tests/unit/check-budgets.test.ts',
  'tests/unit/deploy-recipes.test.ts',
  'tests/unit/head-order.test.ts',
  'tests/unit/seo.test.ts',
];

// Three projects, so that CI runs each as soon as what it needs exists (scripts/test-all.sh):
//   npx rstest run --project unit           no build; tests/unit/check-migration.test.ts needs scripts/rspress-v1 installed
//   npx rstest run --project build-output   after `npm run build`, `build:algolia` and `build:tailwind-fixture`
//   npx rstest run --project browser        the same builds, served by tests/e2e/global-setup.ts for the whole run
// `npm test` runs all three.
// A project does not inherit the root's test options, so each one spreads these.
const shared = { testEnvironment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  // Each browser test file runs its own Chromium; two at once is what a 2-core machine sustains.
  pool: { type: 'forks', maxWorkers: 2 },
  projects: [
    { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: BUILD_OUTPUT_TESTS },
    { ...shared, name: 'build-output', include: BUILD_OUTPUT_TESTS },
    { ...shared, name: 'browser', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['./tests/e2e/global-setup.ts'] },
  ],
});
