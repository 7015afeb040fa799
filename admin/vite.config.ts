// The admin is its own Vite app, served by the server under /admin: nothing of it is
// ever loaded by the public site. In development /graphql and /api go to the server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverUrl = process.env.ADMIN_DEV_SERVER_URL ?? 'http://localhost:4000';

export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react()],
  // Apollo Client 3 reads this global to drop its development-only checks and messages.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  resolve: {
    // ra-data-graphql carries its own nested copy of Apollo Client 3; the admin depends
    // on the same version, and one copy must serve both (a single cache, a single link chain).
    dedupe: ['@apollo/client', 'react', 'react-dom', 'react-router', 'react-router-dom'],
  },
  server: {
    port: Number(process.env.ADMIN_DEV_PORT ?? 4300),
    strictPort: true,
    proxy: {
      '/graphql': serverUrl,
      '/api': serverUrl,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The screens are split by route; the largest chunk is the shared core (react-admin,
    // MUI, Apollo Client: about 650 KB, 200 KB gzip). A warning means it grew.
    chunkSizeWarningLimit: 700,
  },
}));
