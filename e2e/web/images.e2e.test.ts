// Photos at the size of the screen, in Chromium against the built server: on a phone the
// home page loads the server's narrower copies of the first slide and of the team's photos
// (GET /api/uploads/:name?w=, the srcset of web/src/lib/api-url.ts), the slide once only
// (its preload in the head names the same copy), and every photo shown is decoded; the
// team's section comes to life on the data sent with the page; a wide screen gets wider
// copies of the same slide.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, type ViewportName } from '../support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens the home page and records the stored files it requests, in order. */
async function homeRequests(
  viewport: ViewportName,
): Promise<{ page: Page; uploads: string[]; graphql: string[] }> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const uploads: string[] = [];
  const graphql: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/uploads/')) uploads.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/graphql') graphql.push(request.postData() ?? '');
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  return { page, uploads, graphql };
}

/** The path and the width asked of the image an <img> shows now (currentSrc). */
async function shown(
  page: Page,
  selector: string,
): Promise<{ path: string; width: string | null }> {
  const source = await page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => {
      if (!img.complete || img.naturalWidth === 0) throw new Error(`${img.alt}: not decoded`);
      return img.currentSrc;
    });
  const url = new URL(source);
  return { path: url.pathname, width: url.searchParams.get('w') };
}

describe('foto della dimensione dello schermo', () => {
  it('su un telefono la home carica copie ridotte della prima slide e delle foto del direttivo', async () => {
    const { page, uploads, graphql } = await homeRequests('mobile');
    // 390 CSS px at 2 device pixels each: the 960 px copy of the slide.
    const slide = await shown(page, '#home img');
    expect(slide.width).toBe('960');
    const slideRequests = uploads.filter((url) => url.startsWith(slide.path));
    expect(slideRequests).toEqual([`${slide.path}?w=960`]);

    // The section comes to life when it nears the viewport (its nodes are replaced then):
    // the photos are read afresh on each poll, never through a handle kept across it.
    await page.evaluate(() => document.getElementById('chi-siamo')!.scrollIntoView());
    const photoWidths = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('#chi-siamo li img')]
          .map((img) =>
            img.complete && img.naturalWidth > 0
              ? (new URL(img.currentSrc).searchParams.get('w') ?? 'originale')
              : 'in caricamento',
          )
          .join(','),
      );
    // 104 or 160 CSS px at 2x: the 320 px copy each, never the 1600 px photo.
    await expect.poll(photoWidths).toMatch(/^320(,320)+$/);
    await page.waitForLoadState('networkidle');
    expect(uploads.filter((url) => !url.includes('?w='))).toEqual([]);
    // The team came to life on the data the server sent with the page (its own query).
    expect(graphql).toEqual([]);
    await page.context().close();
  });

  it('su uno schermo largo la stessa slide arriva più larga', async () => {
    const { page, uploads } = await homeRequests('desktop');
    const slide = await shown(page, '#home img');
    // 1366 CSS px at 1x: the 1600 px image itself.
    expect(slide.width).toBeNull();
    expect(uploads.filter((url) => url.startsWith(slide.path))).toEqual([slide.path]);
    await page.context().close();
  });
});
