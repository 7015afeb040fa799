// Chromium through playwright-core (Debian's /usr/bin/chromium), pages at phone and
// desktop sizes, axe-core checks and a guard against requests to other hosts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * Resolves once the public site's app has started on the page: it runs after the page's
 * load event (its boot script, web/vite.config.ts), so a test that acts on the page right
 * after `goto` would otherwise click a button React does not handle yet. A page that is
 * not one of the site's (the admin, a file, a JSON answer) resolves at once.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('app-modules') ||
      document.documentElement.hasAttribute('data-app-ready'),
  );
}

/** Waits until React owns the page's root: the server's HTML has been hydrated. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    )
    .toBe(true);
}

type Navigation = (...args: never[]) => Promise<unknown>;

/** Every navigation of the page (goto, reload, back, forward) also waits for appReady. */
function waitForAppAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = (page[method] as Navigation).bind(page);
    Object.assign(page, {
      [method]: async (...args: never[]) => {
        const response = await navigate(...args);
        await appReady(page);
        return response;
      },
    });
  }
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  // Every context the tests open (browser.newPage opens one too) waits for the app after
  // each navigation, unless its JavaScript is off.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppAfterNavigations);
    return context;
  };
  return browser;
}

export type ViewportName = 'mobile' | 'desktop';

export const viewports = {
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: {
    viewport: { width: 1366, height: 900 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  },
} as const;

export async function newContext(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext({
    ...viewports[viewport],
    baseURL: baseURL(),
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
}

/** A page in a new context (fresh storage), at baseURL + path. */
export async function openPage(
  browser: Browser,
  { viewport = 'desktop', path = '/' }: { viewport?: ViewportName; path?: string } = {},
): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Aborts and records every request to a host other than the server under test. */
export async function blockExternalRequests(context: BrowserContext): Promise<string[]> {
  const own = new URL(baseURL()).host;
  const blocked: string[] = [];
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && url.host !== own,
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core (WCAG 2.1 A/AA rules) on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Contrast is judged on the final colours: let fade-ins and transitions (a dialog opening,
  // cards appearing) finish first. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the server's CSP (script-src 'self') would block an inline <script>.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  const serious = (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  expect(serious, `axe su ${label}`).toEqual([]);
}
