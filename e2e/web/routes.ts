// The public route table as the browser tests visit it (one concrete URL per route,
// ids taken from the running server's demo content) and the checks every route passes.
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  baseURL,
  blockExternalRequests,
  expectNoSeriousA11yViolations,
  newContext,
  type ViewportName,
} from '../support/browser.js';

/** One test visits all nineteen routes: on the shared 2-core machine that can take more than a minute. */
export const ROUTES_TIMEOUT_MS = 150_000;

export interface PublicRoute {
  path: string;
  label: string;
}

/** The id of the first record the API serves in a collection, for its page's route. */
async function firstId(collection: 'news' | 'projects' | 'events', none: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/${collection}`);
  if (!response.ok) throw new Error(`GET /api/${collection}: ${response.status}`);
  const records = (await response.json()) as { id: string | number }[];
  if (records.length === 0) throw new Error(`GET /api/${collection}: ${none} (SEED=true?)`);
  return String(records[0].id);
}

export async function publicRoutes(): Promise<PublicRoute[]> {
  const [newsId, projectId, eventId] = await Promise.all([
    firstId('news', 'nessuna notizia'),
    firstId('projects', 'nessun progetto'),
    firstId('events', 'nessun evento'),
  ]);
  return [
    { path: '/', label: 'home' },
    { path: '/progetti', label: 'progetti' },
    { path: `/progetti/${projectId}`, label: 'dettaglio progetto' },
    { path: '/progetti/test', label: 'progetto di esempio' },
    { path: '/news', label: 'news' },
    { path: `/notizie/${newsId}`, label: 'articolo' },
    { path: '/eventi', label: 'eventi' },
    { path: `/eventi/${eventId}`, label: 'dettaglio evento' },
    { path: '/calendario', label: 'calendario' },
    { path: '/trasparenza', label: 'trasparenza' },
    { path: '/5x1000', label: '5x1000' },
    { path: '/donazione/bonifico', label: 'bonifico' },
    { path: '/servizi', label: 'servizi' },
    { path: '/attivita/1', label: 'attività' },
    { path: '/storia/croce-rossa', label: 'storia della Croce Rossa' },
    { path: '/storia/comitato', label: 'storia del comitato' },
    { path: '/privacy', label: 'privacy' },
    { path: '/accessibilita', label: 'dichiarazione di accessibilità' },
    { path: '/questa-pagina-non-esiste', label: '404' },
  ];
}

const SITE_NAME = 'Croce Rossa Italiana';
const DEFAULT_TITLE = 'Croce Rossa Italiana – Comitato locale';

/** The titles of the routes whose text the browser tests pin down exactly. */
const exactTitles: Record<string, RegExp> = {
  '/storia/croce-rossa': /^Storia della Croce Rossa \| /,
  '/storia/comitato': /^La storia del comitato \| /,
  '/privacy': /^Informativa sulla privacy \| /,
  '/accessibilita': /^Dichiarazione di accessibilità \| /,
  '/questa-pagina-non-esiste': /^Pagina non trovata \| /,
};

/**
 * Whether a console message is Chromium's own line for the page's document answered 404
 * (the server's status of the 404 page and of unknown records), not an error of the site.
 */
function isDocument404(page: Page, message: ConsoleMessage): boolean {
  return (
    message.location().url === page.url() &&
    /^Failed to load resource: the server responded with a status of 404/.test(message.text())
  );
}

/**
 * What goes wrong on a page, as it happens: console errors (and warnings, hydration
 * warnings among them, with `warnings`) and uncaught exceptions; Chromium's own line for
 * a document answered 404 is left out, being the status a test of the 404 page wants.
 */
export function collectProblems(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isDocument404(page, message)) return;
    if (message.type() === 'error' || (warnings && message.type() === 'warning'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Longer than the page transition (0.45 s), so that axe sees the settled page. */
const SETTLE_MS = 600;

/**
 * Visits every public route in a context of the given viewport and checks: one
 * visible, non-empty <h1>, the route's own Italian <title> and meta description,
 * lang="it", no horizontal overflow, no console error, no request to another host; and,
 * on the settled page of the same visit, axe-core (WCAG 2.1 A/AA and best practices):
 * no serious or critical violation. Axe's findings are gathered over every route before
 * the test fails, so that one run reports all of them.
 */
export async function checkEveryRoute(browser: Browser, viewport: ViewportName): Promise<void> {
  const routes = await publicRoutes();
  const context = await newContext(browser, viewport);
  const blocked = await blockExternalRequests(context);
  const axeFailures: string[] = [];
  try {
    for (const route of routes) {
      const page = await context.newPage();
      const errors = collectProblems(page);
      await page.goto(route.path, { waitUntil: 'networkidle' });

      const h1 = page.locator('h1');
      await expect.poll(() => h1.count(), { message: `h1 su ${route.path}` }).toBe(1);
      expect((await h1.innerText()).trim(), `h1 su ${route.path}`).not.toBe('');
      expect(await h1.isVisible(), `h1 visibile su ${route.path}`).toBe(true);

      const title = await page.title();
      expect(title, `title su ${route.path}`).toContain(SITE_NAME);
      if (route.path !== '/') expect(title, `title su ${route.path}`).not.toBe(DEFAULT_TITLE);
      const exact = exactTitles[route.path];
      if (exact) expect(title).toMatch(exact);
      expect(await page.getAttribute('html', 'lang')).toBe('it');
      const description = await page.getAttribute('meta[name="description"]', 'content');
      expect(description?.length ?? 0, `meta description su ${route.path}`).toBeGreaterThan(20);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `scroll orizzontale su ${route.path}`).toBeLessThanOrEqual(0);

      await page.waitForTimeout(SETTLE_MS);
      try {
        await expectNoSeriousA11yViolations(page, `${route.path} (${viewport})`);
      } catch (error) {
        axeFailures.push((error as Error).message);
      }

      expect(errors, `errori in console su ${route.path}`).toEqual([]);
      await page.close();
    }
    expect(blocked, 'richieste ad altri host').toEqual([]);
  } finally {
    await context.close();
  }
  expect(axeFailures, 'violazioni axe serie o critiche').toEqual([]);
}
