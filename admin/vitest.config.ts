// Unit tests of the admin: jsdom, beside the code (src/**/*.test.ts(x)).
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // Apollo Client 3 is CommonJS for Node: let Vite resolve its ES module build.
      server: { deps: { inline: [/@apollo\/client/, /ra-data-graphql/] } },
    },
  }),
);
