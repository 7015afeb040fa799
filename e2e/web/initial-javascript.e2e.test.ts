// The JavaScript that the home page loads on a phone before the visitor does anything, in
// Chromium against the built server: at most the budget, 150 KB gzip (as
// `npm run lighthouse` reports it, from the same bodies); and the order in which the
// browser's entry runs the libraries, each in a task of its own (src/main.tsx): the entry
// imports none of them statically, or they would all run in its task; and no script
// fetched before the page's first paint is on screen.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectHydrated, launchBrowser } from '../support/browser.js';

/** The budget for `/`, gzip. */
const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

/** Lighthouse's mobile device: its viewport and pixel ratio. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('JavaScript iniziale della home', () => {
  it('su un telefono, prima di ogni interazione, resta entro 150 KB gzip', async () => {
    // No input at all.
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, baseURL: baseURL() });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');

    let total = 0;
    const sizes: string[] = [];
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const gzip = gzipSync(body).length;
      total += gzip;
      sizes.push(`${new URL(url).pathname} ${(gzip / 1024).toFixed(1)} KB`);
    }
    // What the page needs to start is among them: React, Apollo Client and the app.
    expect(sizes.join('\n')).toMatch(/\/assets\/react-/);
    expect(sizes.join('\n')).toMatch(/\/assets\/apollo-/);
    expect(sizes.join('\n')).toMatch(/\/assets\/start-/);
    expect(
      total,
      `gzip, ${(total / 1024).toFixed(1)} KB:\n${sizes.join('\n')}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    await context.close();
  });

  it('nessuno script è richiesto prima che la prima pagina dipinta sia sullo schermo', async () => {
    // The boot script waits for the load event and for the first contentful paint's entry,
    // which Chromium reports once the frame is presented (the load event often comes first).
    const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, baseURL: baseURL() });
    for (const path of ['/', '/progetti', '/news', '/trasparenza', '/5x1000']) {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectHydrated(page);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      }));
      expect(paint, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(3);
      expect(
        scripts.filter((script) => script.startTime < paint!),
        `${path}: prima pittura a ${paint} ms`,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('il modulo d’ingresso non importa staticamente React, Apollo Client o l’avvio', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const list = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
    const [entry] = JSON.parse(list![1]) as string[];
    const code = await (await fetch(`${baseURL()}${entry}`)).text();
    const staticImports = [
      ...code.matchAll(/\bimport\s*(?:[\w{][^'"`]*?from\s*)?["'`]([^"'`]+)["'`]/g),
    ].map((match) => match[1]);
    const dynamicImports = [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map(
      (match) => match[1],
    );
    for (const library of ['react-', 'apollo-', 'start-']) {
      expect(
        dynamicImports.some((file) => file.includes(`/${library}`)),
        library,
      ).toBe(true);
      expect(
        staticImports.filter((file) => file.includes(`/${library}`)),
        library,
      ).toEqual([]);
    }
  });
});
