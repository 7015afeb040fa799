// axe-core (WCAG 2.1 A/AA and best practices) on every public route at 1366x900:
// no serious or critical violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { checkAxeOnEveryRoute, ROUTES_TIMEOUT_MS } from './routes.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('axe su ogni rotta (1366x900)', () => {
  it(
    'nessuna violazione seria o critica',
    async () => {
      await checkAxeOnEveryRoute(browser, 'desktop');
    },
    ROUTES_TIMEOUT_MS,
  );
});
