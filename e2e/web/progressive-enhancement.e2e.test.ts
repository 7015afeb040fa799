// The public site with JavaScript off and on (progressive enhancement). Off: the home
// statistics show their final values (in the server's HTML), the lists'
// search and category are forms and links the server answers with the filtered list,
// /trasparenza's pages are links, hostile parameters fall back without an error, the
// team members' details, the donation choices, the 5x1000 answers and the phone menu
// are reachable. On: the same filters apply as one types or chooses, the URL follows
// (replaced, not a history entry per letter), the page does not jump, and a filtered URL
// hydrates without an error or a hydration warning.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  blockExternalRequests,
  expectHydrated,
  launchBrowser,
  newContext,
  viewports,
} from '../support/browser.js';
import { collectProblems } from './routes.js';

/** Page loads and lazy chunks on a shared 2-core machine can take seconds. */
const UI_WAIT = { timeout: 10_000 };
const PAGE_SIZE = 6;

interface ApiDocument {
  title: string;
  category: string;
}
interface ApiProject {
  title: string;
  description: string;
  category: string;
}
interface ApiNews {
  category: string;
}
interface ApiStat {
  value: string;
  description: string;
}

/** A statistic as the home page writes it: Italian thousands, '+' when value or description has one. */
function shownStat({ value, description }: ApiStat): string {
  if (!/^\s*\d{1,3}(?:[.\s]?\d{3})*\s*\+?\s*$/.test(value)) return value;
  const number = Number(value.replace(/\D/g, ''));
  const grouped = number >= 10_000 ? number.toLocaleString('it-IT') : String(number);
  return `${grouped}${value.includes('+') || description.includes('+') ? '+' : ''}`;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}/api/${path}`);
  if (!response.ok) throw new Error(`GET /api/${path}: ${response.status}`);
  return (await response.json()) as T;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function titles(page: Page): Promise<string[]> {
  return page.locator('main article h2').allInnerTexts();
}

describe('senza JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  let external: string[];

  beforeAll(async () => {
    context = await browser.newContext({
      ...viewports.mobile,
      baseURL: baseURL(),
      locale: 'it-IT',
      timezoneId: 'Europe/Rome',
      javaScriptEnabled: false,
    });
    external = await blockExternalRequests(context);
    page = await context.newPage();
  });

  afterAll(async () => {
    expect(external).toEqual([]);
    await context?.close();
  });

  it('/progetti: the search is a form, each category a link, answered by the server', async () => {
    const projects = await api<ApiProject[]>('projects');
    await page.goto('/progetti');
    await page.getByRole('searchbox', { name: 'Cerca un progetto' }).fill('SOCCORSO');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/\/progetti\?q=SOCCORSO$/);
    const matching = projects.filter((p) =>
      `${p.title}\n${p.description}`.toLowerCase().includes('soccorso'),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect((await titles(page)).sort()).toEqual(matching.map((p) => p.title).sort());

    // A category keeps the search.
    await page
      .getByRole('group', { name: 'Categoria' })
      .getByRole('link', { name: 'Formazione', exact: true })
      .click();
    await page.waitForURL(/\/progetti\?q=SOCCORSO&categoria=formazione$/);
    expect((await titles(page)).sort()).toEqual(
      matching
        .filter((p) => p.category === 'education')
        .map((p) => p.title)
        .sort(),
    );
    expect(
      await page
        .getByRole('link', { name: 'Formazione', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByRole('searchbox').inputValue()).toBe('SOCCORSO');

    await page.getByRole('link', { name: 'Tutti', exact: true }).click();
    await page.waitForURL(/\/progetti\?q=SOCCORSO$/);
    expect(await page.locator('main article').count()).toBe(matching.length);
    // The filtered list names the list itself as its canonical page.
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseURL()}/progetti`);
  });

  it('/news: the search and the category are a form answered by the server', async () => {
    const news = await api<ApiNews[]>('news');
    const category = [...new Set(news.map((n) => n.category))].sort()[0];
    await page.goto('/news');
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption(category);
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL((url) => url.searchParams.get('categoria') === category);
    const badges = await page.locator('main article p > span:first-child').allInnerTexts();
    expect(badges).toEqual(news.filter((n) => n.category === category).map(() => category));
    expect(await page.getByRole('combobox', { name: 'Categoria' }).inputValue()).toBe(category);

    await page.getByRole('searchbox', { name: 'Cerca una notizia' }).fill('zzz nessuna notizia');
    await page.getByRole('searchbox', { name: 'Cerca una notizia' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzz nessuna notizia');
    await page.getByText('Nessuna notizia trovata con i criteri di ricerca selezionati.').waitFor();
  });

  it('/trasparenza: search, category and page links, six documents a page', async () => {
    const documents = await api<ApiDocument[]>('documents');
    expect(documents.length, 'documenti dimostrativi su più di una pagina').toBeGreaterThan(
      PAGE_SIZE,
    );
    const pages = Math.ceil(documents.length / PAGE_SIZE);
    await page.goto('/trasparenza');
    const nav = page.getByRole('navigation', { name: 'Pagine dei documenti' });
    expect(await page.locator('main article').count()).toBe(PAGE_SIZE);

    await nav.getByRole('link', { name: 'Pagina 2' }).click();
    await page.waitForURL(/\/trasparenza\?pagina=2$/);
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('2');
    expect(await page.locator('main article').count()).toBe(
      Math.min(PAGE_SIZE, documents.length - PAGE_SIZE),
    );
    // A page of the whole list is a page of its own for search engines.
    // The head's code is loaded at the first change of page: its canonical link follows.
    await expect
      .poll(() => page.getAttribute('link[rel="canonical"]', 'href'), UI_WAIT)
      .toBe(`${baseURL()}/trasparenza?pagina=2`);
    if (pages === 2) {
      await nav.getByRole('link', { name: /Precedente/ }).click();
      await page.waitForURL(/\/trasparenza$/);
    }

    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('Bilanci');
    await page.getByRole('searchbox', { name: 'Cerca per titolo' }).fill('bilancio');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.waitForURL(/\/trasparenza\?q=bilancio&categoria=Bilanci$/);
    const expected = documents
      .filter((d) => d.category === 'Bilanci' && d.title.toLowerCase().includes('bilancio'))
      .map((d) => d.title);
    expect((await titles(page)).sort()).toEqual(expected.sort());
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      `${baseURL()}/trasparenza`,
    );
  });

  it('reads hostile parameters as the nearest sensible list, never an error', async () => {
    const documents = await api<ApiDocument[]>('documents');
    const last = Math.ceil(documents.length / PAGE_SIZE);
    const current = () =>
      page
        .getByRole('navigation', { name: 'Pagine dei documenti' })
        .locator('[aria-current="page"]')
        .innerText();
    for (const [param, expected] of [
      ['0', 1],
      ['-1', 1],
      ['abc', 1],
      ['1e3', 1],
      ['99999', last],
      ['9'.repeat(300), last],
    ] as const) {
      const response = await page.goto(`/trasparenza?pagina=${param}`);
      expect(response?.status(), param).toBe(200);
      expect(await current(), param).toBe(String(expected));
    }
    const long = 'x'.repeat(4000);
    for (const path of [
      `/progetti?categoria=${long}&q=${long}`,
      `/progetti?categoria=tutti&categoria=salute`,
      `/news?categoria=%3Cscript%3E&id=abc&q=${long}`,
      `/trasparenza?categoria=Nessuna&anno=20x5&pagina=2&pagina=x`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').count(), path).toBe(1);
    }
    // /progetti with an unknown category: no filter, 'Tutti' current.
    await page.goto(`/progetti?categoria=${long}`);
    expect(
      await page.getByRole('link', { name: 'Tutti', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows the home statistics at their final values, as the server wrote them', async () => {
    const expected = (await api<ApiStat[]>('stats')).map(shownStat);
    expect(expected.length).toBeGreaterThan(0);
    // In the HTML the server sends: the numbers shown, not only the screen readers' copy.
    const html = await (await fetch(`${baseURL()}/`)).text();
    const section = html.slice(html.indexOf('id="stats"'), html.indexOf('id="chi-siamo"'));
    const written = [...section.matchAll(/<span aria-hidden="true"[^>]*>([^<]*)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(written).toEqual(expected);
    // And what a visitor without JavaScript reads.
    await page.goto('/');
    const shown = await page
      .locator('#stats [data-testid="stat"] > span[aria-hidden="true"]')
      .allInnerTexts();
    expect(shown).toEqual(expected);
    expect(shown).not.toContain('0+');
    expect(shown).not.toContain('0');
  });

  it("shows a team member's details and the donation choices through their links", async () => {
    await page.goto('/');
    const card = page.locator('#chi-siamo').getByRole('link', { name: /Presidente/ });
    const target = await card.getAttribute('href');
    expect(target).toMatch(/^#membro-/);
    const details = page.locator(target!);
    expect(await details.isVisible()).toBe(false);
    await card.click();
    await details.waitFor({ state: 'visible' });
    expect(await details.innerText()).toContain('Presidente');
    expect(await details.locator('a[href^="mailto:"]').count()).toBe(1);

    const choices = page.locator('#come-donare');
    expect(await choices.isVisible()).toBe(false);
    await page.locator('#supporto').getByRole('link', { name: 'Dona ora' }).click();
    await choices.waitFor({ state: 'visible' });
    expect(await choices.getByRole('heading', { name: 'Come vuoi donare?' }).isVisible()).toBe(
      true,
    );
    const card2 = choices.getByRole('link', { name: /Carta di credito/ });
    expect(await card2.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await card2.getAttribute('target')).toBe('_blank');
    await choices.getByRole('link', { name: 'Bonifico bancario' }).click();
    await page.waitForURL(/\/donazione\/bonifico$/);
    await page.getByText(/IBAN/).first().waitFor();
  });

  it('shows every 5x1000 answer and opens the phone menu with a link', async () => {
    await page.goto('/5x1000');
    // The answers: regions named by their question's button.
    const answers = page.locator('main h3 button[aria-controls]');
    expect(await answers.count()).toBe(7);
    for (const question of await answers.all()) {
      const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible()).toBe(true);
      expect((await panel.innerText()).trim()).not.toBe('');
    }

    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    expect(await nav.getByRole('link', { name: 'Documenti' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Apri il menu' }).click();
    await expect
      .poll(() => nav.getByRole('link', { name: 'Documenti' }).isVisible(), UI_WAIT)
      .toBe(true);
    await nav.getByRole('link', { name: 'Documenti' }).click();
    await page.waitForURL(/\/trasparenza$/);
  });

  it("links 'Prenota un posto' to the course's booking page", async () => {
    const [project] = await api<{ _id: string; calendlyId: string }[]>('projects');
    await page.goto(`/progetti/${project._id}`);
    expect(await page.getByRole('link', { name: 'Prenota un posto' }).getAttribute('href')).toMatch(
      /^https:\/\/calendly\.com\/.+/,
    );
  });
});

describe('con JavaScript', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(browser, 'desktop');
  });

  afterAll(async () => {
    await context?.close();
  });

  it('filters /trasparenza as one types and chooses, the URL replaced, the page in place', async () => {
    const documents = await api<ApiDocument[]>('documents');
    const page = await context.newPage();
    const problems = collectProblems(page, { warnings: true });
    await page.goto('/trasparenza', { waitUntil: 'networkidle' });
    const items = page.locator('main article');
    const nav = page.getByRole('navigation', { name: 'Pagine dei documenti' });
    // The form is not sent with JavaScript: its button is not shown.
    expect(await page.getByRole('button', { name: 'Cerca' }).isVisible()).toBe(false);

    await page.getByRole('searchbox', { name: 'Cerca per titolo' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    const entries = await page.evaluate(() => history.length);
    await page
      .getByRole('searchbox', { name: 'Cerca per titolo' })
      .pressSequentially('regolamento', {
        delay: 40,
      });
    await expect
      .poll(() => page.evaluate(() => window.location.search), UI_WAIT)
      .toBe('?q=regolamento');
    const expected = documents.filter((d) => d.title.toLowerCase().includes('regolamento'));
    await expect.poll(() => items.count(), UI_WAIT).toBe(expected.length);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The page stays where it was (it does not jump to the top).
    expect(scrolled).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('Regolamenti');
    await expect
      .poll(() => page.evaluate(() => window.location.search), UI_WAIT)
      .toBe('?q=regolamento&categoria=Regolamenti');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A page link is a history entry; Back returns to the first page.
    await page.getByRole('searchbox', { name: 'Cerca per titolo' }).fill('');
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('');
    await expect.poll(() => page.evaluate(() => window.location.search), UI_WAIT).toBe('');
    await nav.getByRole('link', { name: 'Pagina 2' }).click();
    await expect.poll(() => page.evaluate(() => window.location.search), UI_WAIT).toBe('?pagina=2');
    await expect.poll(() => nav.locator('[aria-current="page"]').innerText(), UI_WAIT).toBe('2');
    // The head's code is loaded at the first change of page: its canonical link follows.
    await expect
      .poll(() => page.getAttribute('link[rel="canonical"]', 'href'), UI_WAIT)
      .toBe(`${baseURL()}/trasparenza?pagina=2`);
    await page.goBack();
    await expect.poll(() => nav.locator('[aria-current="page"]').innerText(), UI_WAIT).toBe('1');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates filtered URLs without warnings, and keeps filtering through the URL', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page, { warnings: true });
    for (const path of [
      '/progetti?q=corso&categoria=salute',
      '/news?categoria=Eventi&q=giornata',
      '/trasparenza?q=bilancio&categoria=Bilanci&anno=2025&pagina=2',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectHydrated(page);
    }

    await page.goto('/progetti?categoria=salute', { waitUntil: 'networkidle' });
    const group = page.getByRole('group', { name: 'Categoria' });
    await group.getByRole('link', { name: 'Tutti', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.location.search), UI_WAIT).toBe('');
    await page.getByRole('searchbox', { name: 'Cerca un progetto' }).fill('sangue');
    await group.getByRole('link', { name: 'Salute', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => window.location.search), UI_WAIT)
      .toBe('?q=sangue&categoria=salute');
    const projects = await api<ApiProject[]>('projects');
    const expected = projects
      .filter(
        (p) =>
          p.category === 'health' &&
          `${p.title}\n${p.description}`.toLowerCase().includes('sangue'),
      )
      .map((p) => p.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(async () => (await titles(page)).sort(), UI_WAIT).toEqual(expected.sort());

    await page.goto('/news?q=ambulanza', { waitUntil: 'networkidle' });
    await page.locator('main article h2 a').first().click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('ambulanza');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => window.location.search), UI_WAIT)
      .toBe('?q=ambulanza');
    expect(problems).toEqual([]);
    await page.close();
  });
});
