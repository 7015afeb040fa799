// axe-core (WCAG 2.1 A/AA and best practices) on every public route at 390x844:
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

describe('axe su ogni rotta (390x844)', () => {
  it(
    'nessuna violazione seria o critica',
    async () => {
      await checkAxeOnEveryRoute(browser, 'mobile');
    },
    ROUTES_TIMEOUT_MS,
  );
});
