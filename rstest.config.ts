import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['tests/**/*.test.ts'],
  globalSetup: ['./tests/e2e/global-setup.ts'],
  testEnvironment: 'node',
  // Each browser test file runs its own Chromium; two at once is what a 2-core machine sustains.
  pool: { type: 'forks', maxWorkers: 2 },
  testTimeout: 60_000,
  hookTimeout: 60_000,
});
