// Starts the BUILT server (server/dist, web/dist, admin/dist) once for the whole browser
// run, on a free port, with a fresh data folder, demo content and a known admin password.
// E2E_BASE_URL (+ E2E_ADMIN_PASSWORD) points the tests at a server that already runs.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './built-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? '');
    return async () => {};
  }
  const adminPassword = randomBytes(12).toString('base64url');
  const server = await startBuiltServer({
    SEED: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    // Every browser test posts from 127.0.0.1: the per-IP contact limit is tested in server/.
    CONTACT_RATE_LIMIT: '1000',
  });
  project.provide('baseURL', server.baseURL);
  project.provide('adminPassword', adminPassword);
  return () => server.stop();
}
