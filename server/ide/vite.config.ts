// Builds the GraphiQL IDE (server/ide) into server/dist/ide; the server serves
// index.html at GET /graphql (browsers) and the hashed assets under /graphql/ide/.
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/ide/',
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '..', 'dist', 'ide'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // GraphiQL's dependencies carry React Server Components' "use client" markers: meaningless here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
