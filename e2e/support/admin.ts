// Helpers for tests that need an administrator: through the login page or the API.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const ADMIN_USERNAME = 'admin';

export function adminPassword(): string {
  return inject('adminPassword');
}

/** Logs in through /admin/login and waits for the dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/username/i).fill(ADMIN_USERNAME);
  await page.getByLabel(/password/i).fill(adminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}

/** A bearer token from POST /api/auth/login, for test setup through the REST API. */
export async function apiToken(): Promise<string> {
  const response = await fetch(`${inject('baseURL')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: adminPassword() }),
  });
  if (!response.ok) throw new Error(`login API: HTTP ${response.status}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}
