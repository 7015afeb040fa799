// Every public route on a desktop (1366x900): one <h1>, its own Italian <title>, no console
// error, no request to another host, no serious or critical axe-core violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { checkEveryRoute, ROUTES_TIMEOUT_MS } from './routes.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('ogni rotta pubblica (1366x900)', () => {
  it(
    'mostra un <h1>, un <title> italiano proprio, nessun errore, nessuna richiesta esterna e nessuna violazione axe seria o critica',
    async () => {
      await checkEveryRoute(browser, 'desktop');
    },
    ROUTES_TIMEOUT_MS,
  );
});
