// The server's render of the public site: every route readable with JavaScript off (its
// heading, its text, links that lead somewhere), the right status; with JavaScript on,
// the page hydrates without an error or a hydration warning and without asking
// GraphQL again for what the page already holds, and client-side navigation still works.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  expectHydrated,
  launchBrowser,
  newContext,
  viewports,
} from '../support/browser.js';
import { collectProblems, publicRoutes, ROUTES_TIMEOUT_MS } from './routes.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const NOT_FOUND_PATH = '/questa-pagina-non-esiste';

describe('senza JavaScript', () => {
  it(
    'ogni rotta mostra il suo contenuto, con lo stato giusto e link da seguire',
    async () => {
      const context = await browser.newContext({
        ...viewports.mobile,
        baseURL: baseURL(),
        locale: 'it-IT',
        timezoneId: 'Europe/Rome',
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const links = new Set<string>();
      for (const route of await publicRoutes()) {
        const response = await page.goto(route.path);
        expect(response?.status(), route.path).toBe(route.path === NOT_FOUND_PATH ? 404 : 200);
        expect(await page.locator('h1').count(), `${route.path}: un <h1>`).toBe(1);
        const main = (await page.locator('main').innerText()).trim();
        expect(main.length, `${route.path}: testo nel <main>`).toBeGreaterThan(80);
        expect(main, route.path).not.toContain('Caricamento');
        // The header and the footer carry the committee's settings.
        expect(await page.locator('footer a[href^="mailto:"]').count(), route.path).toBe(1);
        for (const href of await page
          .locator('a[href^="/"]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
          links.add(href.split('#')[0] || '/');
        }
      }
      // Every link of the site's pages leads to an answer (files and pages alike).
      for (const href of links) {
        const response = await fetch(`${baseURL()}${href}`, { method: 'HEAD' });
        expect(response.status, href).toBeLessThan(400);
      }
      await context.close();
    },
    ROUTES_TIMEOUT_MS,
  );

  it('le notizie della lista portano alla pagina della notizia', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/news');
    const first = page.locator('main article h2 a').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/notizie\/\d+$/);
    expect(await page.locator('h1').innerText()).toBe(title);
    await context.close();
  });

  it('il modulo di contatto dice che serve JavaScript', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/#contatti');
    expect(
      await page.getByText(/Per inviare il modulo di contatto serve JavaScript/).isVisible(),
    ).toBe(true);
    expect(await page.locator('#contatti form').isVisible()).toBe(false);
    await context.close();
  });

  it("il modulo d'iscrizione a un evento dice che serve JavaScript, e non si può inviare", async () => {
    const events = (await (await fetch(`${baseURL()}/api/events`)).json()) as {
      id: number;
      bookingMode: string;
      endsAt: string;
    }[];
    const booked = events.find(
      (event) => event.bookingMode === 'onsite' && new Date(event.endsAt) > new Date(),
    );
    expect(booked, 'un evento con iscrizione sul sito nei contenuti dimostrativi').toBeDefined();
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/eventi/${booked!.id}`);
    await page.getByText(/Per iscriverti dal sito serve JavaScript/).waitFor();
    expect(await page.locator('form[data-enrolment-form]').count()).toBe(1);
    expect(await page.locator('form[data-enrolment-form]').isVisible()).toBe(false);
    await context.close();
  });
});

describe('con JavaScript', () => {
  it(
    'le pagine principali si idratano senza errori né nuove richieste GraphQL',
    async () => {
      const routes = (await publicRoutes()).filter((route) =>
        /^\/($|progetti|news|notizie|eventi|calendario|trasparenza|questa)/.test(route.path),
      );
      for (const route of routes) {
        const context = await newContext(browser, 'mobile');
        const page = await context.newPage();
        const problems = collectProblems(page, { warnings: true });
        const graphqlRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.url());
        });
        await page.goto(route.path, { waitUntil: 'networkidle' });
        await expectHydrated(page);
        expect(problems, route.path).toEqual([]);
        expect(graphqlRequests, route.path).toEqual([]);
        await context.close();
      }
    },
    ROUTES_TIMEOUT_MS,
  );

  it('la navigazione lato client continua a funzionare dopo l’idratazione', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const problems = collectProblems(page, { warnings: true });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/news', { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('link', { name: 'Documenti' }).first().click();
    await page.waitForURL((url: URL) => url.pathname === '/trasparenza');
    await expect.poll(() => page.title()).toMatch(/^Trasparenza \| /);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      `${baseURL()}/trasparenza`,
    );
    // One document only: the first; the rest was the app's own navigation.
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('parti che prendono vita quando servono', () => {
  /** Whether React rendered the element (the server's HTML left as it is has no fiber). */
  function isLive(page: Page, selector: string): Promise<boolean> {
    return page.evaluate(
      (target) =>
        Object.keys(document.querySelector(target) ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      selector,
    );
  }

  it('sotto la piega della home non carica codice finché non ci si avvicina', async () => {
    const context = await newContext(browser, 'mobile');
    const page = await context.newPage();
    const problems = collectProblems(page, { warnings: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // The hero is the app's; the contact form, far below, is still the server's HTML.
    expect(await isLive(page, '#home')).toBe(true);
    expect(await isLive(page, '#contatti')).toBe(false);
    expect(scripts.some((script) => /\/contact-section-/.test(script))).toBe(false);
    expect(await page.locator('#contatti h2').count()).toBe(1);
    // Scrolled there, it comes to life, with no error and no second request for its data.
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.url());
    });
    await page.evaluate(() => document.getElementById('contatti')!.scrollIntoView());
    await expect.poll(() => isLive(page, '#contatti')).toBe(true);
    expect(scripts.some((script) => /\/contact-section-/.test(script))).toBe(true);
    expect(graphqlRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('quello che si è scritto nel modulo resta quando la sua parte prende vita', async () => {
    const context = await newContext(browser, 'mobile');
    const page = await context.newPage();
    const problems = collectProblems(page, { warnings: true });
    await page.goto('/');
    expect(await isLive(page, '#contatti')).toBe(false);
    // Typed into the server's form before its code ran (set as a fast typist's would be,
    // without the input events that bring the part to life at once).
    await page.evaluate(() => {
      const form = document.querySelector('#contatti form')!;
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Mario Rossi';
      form.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    });
    await page.locator('#contatti input[name="name"]').scrollIntoViewIfNeeded();
    await expect.poll(() => isLive(page, '#contatti')).toBe(true);
    const name = page.locator('#contatti input[name="name"]');
    expect(await name.inputValue()).toBe('Mario Rossi');
    expect(await page.locator('#contatti input[type="checkbox"]').isChecked()).toBe(true);
    // React holds the value too: typing goes on from it.
    await name.press('End');
    await name.pressSequentially(' Jr');
    expect(await name.inputValue()).toBe('Mario Rossi Jr');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('il controllo che ha il fuoco lo conserva quando la sua parte prende vita', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const problems = collectProblems(page, { warnings: true });
    await page.goto('/news');
    // The footer is below the fold: focus one of its links from the keyboard's side.
    const link = page.locator('footer a[href^="mailto:"]');
    expect(await isLive(page, 'footer')).toBe(false);
    await link.focus();
    await page.keyboard.press('Shift');
    await expect.poll(() => isLive(page, 'footer')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')).toMatch(
      /^mailto:/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
