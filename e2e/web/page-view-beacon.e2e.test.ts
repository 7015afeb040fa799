// The visit statistics count the pages the site's router shows in the browser: a visitor
// opens the home page (counted by the server as it sends it, no beacon), follows a link
// to a news article (shown by the router: one beacon to /api/analytics/views, answered
// 204) and the statistics then hold both pages. A browser signed in to the back office
// (its token in this origin's localStorage) sends no beacon.
// The visitor's browser says it is a desktop Chrome: a headless one counts as a bot.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSessionToken, graphql, signedInPage } from '../admin/admin-helpers.js';
import { baseURL, launchBrowser, viewports } from '../support/browser.js';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const UI_WAIT = { timeout: 10_000 };
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

let browser: Browser;
let token: string;

async function pageViews(): Promise<Map<string, number>> {
  const answer = await graphql<{ analytics: { pages: { path: string; views: number }[] } }>(
    'query ($from: String, $to: String) { analytics(from: $from, to: $to) { pages { path views } } }',
    { from: today, to: today },
    token,
  );
  return new Map(answer.data?.analytics.pages.map((page) => [page.path, page.views]));
}

/** The beacons the page sends from now on. */
function beacons(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/views') sent.push(request);
  });
  return sent;
}

/**
 * The first link of the home page to a news article, once the router handles it: the
 * home page's news section comes to life as it nears the viewport (until then its links
 * are plain ones, which load the page from the server).
 */
async function firstArticleLink(page: Page) {
  const link = page.locator('a[href^="/notizie/"]').first();
  await link.waitFor(UI_WAIT);
  await link.scrollIntoViewIfNeeded();
  // Its markup is replaced by the part rendered by React (the same links, new elements).
  await page.waitForFunction(
    () => {
      const element = document.querySelector('a[href^="/notizie/"]');
      return Object.keys(element ?? {}).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    UI_WAIT,
  );
  return { link, path: (await link.getAttribute('href'))! };
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await fileSessionToken(browser);
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

describe("the site's navigations in the visit statistics", () => {
  it('counts the first page as the server sends it and the next one by its beacon', async () => {
    const context = await browser.newContext({
      ...viewports.desktop,
      baseURL: baseURL(),
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      userAgent: DESKTOP,
    });
    const page = await context.newPage();
    const sent = beacons(page);
    const before = await pageViews();
    await page.goto('/');
    const { link, path } = await firstArticleLink(page);
    expect(sent).toEqual([]);

    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/analytics/views',
    );
    await link.click();
    expect((await answer).status()).toBe(204);
    await page.waitForURL(`**${path}`);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].postData() ?? '{}')).toEqual({
      path,
      referrer: `${baseURL()}/`,
    });
    // Nothing kept in the browser.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The server writes what it counted every few seconds.
    await expect
      .poll(
        async () => {
          const after = await pageViews();
          return [
            (after.get('/') ?? 0) - (before.get('/') ?? 0),
            (after.get(path) ?? 0) - (before.get(path) ?? 0),
          ];
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toEqual([1, 1]);
    await context.close();
  }, 90_000);

  it('sends no beacon from a browser signed in to the back office', async () => {
    const page = await signedInPage(browser);
    const sent = beacons(page);
    await page.goto('/');
    const { link, path } = await firstArticleLink(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await link.click();
    await page.waitForURL(`**${path}`);
    // Shown by the router, not loaded from the server: the beacon's case.
    expect(documents).toEqual([]);
    await page.locator('h1').first().waitFor(UI_WAIT);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await page.context().close();
  }, 60_000);
});
