// The home page in Chromium against the built server: the ten sections in order with
// their anchors (and the spec's alias anchors), the hero controls, the counters fed by
// the API, the team modal with the member's short biography, the links of the activities, courses and news blocks, the
// donation choice dialog, and no request to another host.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  blockExternalRequests,
  launchBrowser,
  newContext,
  type ViewportName,
} from '../support/browser.js';

const SECTION_ORDER = [
  'home',
  'fast-cta',
  'stats',
  'chi-siamo',
  'attivita',
  'corsi',
  'prenota-servizio',
  'news',
  'supporto',
  'contatti',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function scrollToSection(page: Page, id: string) {
  await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!;
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 80);
  }, id);
}

describe.each<ViewportName>(['mobile', 'desktop'])('home page (%s)', (viewport) => {
  let context: BrowserContext;
  let external: string[];
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, viewport);
    external = await blockExternalRequests(context);
    page = await context.newPage();
    await page.goto('/');
    await page.locator('#contatti').waitFor();
  });

  afterAll(async () => {
    expect(external).toEqual([]);
    await context?.close();
  });

  it('has the ten sections in order, the alias anchors and one h1', async () => {
    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id),
    );
    expect(ids).toEqual(SECTION_ORDER);
    expect(await page.locator('#projects').count()).toBe(1);
    expect(await page.locator('#support').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    await expect(page.title()).resolves.toContain('Croce Rossa');
  });

  it('moves the hero with its buttons and dots', async () => {
    const hero = page.locator('#home');
    const current = () => hero.getByRole('group').getAttribute('aria-label');
    await hero.getByRole('button', { name: 'Metti in pausa lo scorrimento automatico' }).click();
    const start = await current();
    await hero.getByRole('button', { name: 'Slide successiva' }).click();
    await expect.poll(current).not.toBe(start);
    await page.waitForTimeout(700);
    await hero.getByRole('button', { name: /Vai alla slide 4/ }).click();
    await expect.poll(current).toBe('4 di 4');
  });

  it('counts the statistics from the API up to their values', async () => {
    await scrollToSection(page, 'stats');
    const values = page.locator('#stats [data-testid="stat"] > span[aria-hidden="true"]');
    await expect.poll(() => values.first().textContent(), { timeout: 5000 }).toBe('1500+');
    await expect.poll(() => values.nth(1).textContent(), { timeout: 5000 }).toBe('25.000');
  });

  it('opens a team member modal with the short biography, role, e-mail and location', async () => {
    const team = (await (await fetch(`${baseURL()}/api/team`)).json()) as {
      role: string;
      bio: string | null;
    }[];
    const president = team.find((member) => member.role === 'Presidente')!;
    expect(president.bio).toBeTruthy();
    await scrollToSection(page, 'chi-siamo');
    await page
      .locator('#chi-siamo')
      .getByRole('link', { name: /Presidente/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Presidente');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(president.bio);
    expect(text).toMatch(/@cri\.it/);
    expect(text).toContain('Sede');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('links the activities, courses and news to their pages', async () => {
    // The grid shows the activity areas of the API, in display order.
    const response = await fetch(`${baseURL()}/api/activities`);
    expect(response.ok).toBe(true);
    const activities = (await response.json()) as { id: string | number }[];
    expect(activities).toHaveLength(5);
    const activityTiles = page.locator('#attivita a');
    await expect.poll(() => activityTiles.count(), { timeout: 10_000 }).toBe(5);
    const activityLinks = await activityTiles.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(activityLinks).toEqual(activities.map((activity) => `/attivita/${activity.id}`));

    const courseLinks = await page
      .locator('#corsi article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(courseLinks.length).toBeGreaterThan(0);
    for (const href of courseLinks) expect(href).toMatch(/^\/progetti\/\d+$/);

    const newsLinks = await page
      .locator('#news article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(newsLinks).toHaveLength(3);
    for (const href of newsLinks) expect(href).toMatch(/^\/notizie\/\d+$/);
  });

  it('offers card, bank transfer and cancel in the donation dialog', async () => {
    await scrollToSection(page, 'supporto');
    const support = page.locator('#supporto');
    expect(await support.textContent()).toContain('Prossimamente');
    expect(await support.textContent()).toContain('Da €10');
    await support.getByRole('link', { name: 'Dona ora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Come vuoi donare?' });
    await dialog.waitFor();
    const card = dialog.getByRole('link', { name: /Carta di credito/ });
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('href')).toMatch(/^https:\/\//);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await support.getByRole('link', { name: 'Dona ora' }).click();
    await dialog.getByRole('link', { name: 'Bonifico bancario' }).click();
    await page.waitForURL('**/donazione/bonifico');
  });

  it('opens an activity page from the grid', async () => {
    await page.goto('/');
    await page.locator('#attivita').waitFor();
    await scrollToSection(page, 'attivita');
    await page.locator('#attivita a[href="/attivita/2"]').click();
    await page.waitForURL('**/attivita/2');
    await page.getByRole('heading', { level: 1, name: 'Gruppo Giovani' }).waitFor();
    await page.getByText('dai 14 ai 32 anni').first().waitFor();
  });
});
