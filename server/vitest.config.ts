// Server tests: real HTTP against the real app on a real PostgreSQL. One cluster per run
// (src/testing/test-cluster.ts), one fresh database per test file (createTestDatabase).
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for type-graphql and Apollo; Vite would give our
    // sources the ESM build, a second `graphql` realm ("Cannot use GraphQLNonNull from
    // another module or realm"). One realm: the one Node itself resolves.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'server',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/test-cluster.ts'],
    env: { NODE_ENV: 'test' },
    // Each file opens its own database and HTTP server; two cores are shared by the whole team.
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the whole server afresh
    // (75 s of imports in a run): nothing in these tests mocks a module or changes the
    // environment, and every file opens its own database, app and servers and closes them.
    isolate: false,
    // Runs as its own group, after the jsdom projects: vitest requires a distinct group
    // for projects whose worker limits differ.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
