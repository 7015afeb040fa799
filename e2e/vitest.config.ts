// Browser tests: a real Chromium (playwright-core) against the real built server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // One Chromium and one server on a 2-core machine: files run one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    // One more try for a test that fails: a real Chromium on a shared 2-core machine can
    // lose a race the product does not. A test that fails twice fails the run, and every
    // test that needed its retry is named at the end (support/retried-tests-reporter.ts).
    retry: 1,
    reporters: ['default', './support/retried-tests-reporter.ts'],
    hookTimeout: 120_000,
  },
});
