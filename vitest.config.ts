// The whole test suite: one vitest project per workspace, each with its own
// vitest.config.ts. A workspace without a config yet (an app still being built) is
// left out instead of being run with defaults that do not fit it.
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const workspaces = ['server', 'web', 'admin'];

export default defineConfig({
  test: {
    projects: workspaces.filter((dir) => existsSync(`${dir}/vitest.config.ts`)),
  },
});
