// Issue 12 in the back office, in a Chromium whose language is English (--lang=en-US,
// en-US locale, New York time): dates shown and typed as dd/mm/yyyy and times in 24
// hours on Rome's clock, and the date pickers' own texts (placeholders, the screen-reader
// names of their buttons) in Italian too; the rich text editor, a textbox named by its
// field ('Contenuto') (formatting, an uploaded image with its alt
// text, pasted HTML with XSS payloads that never reach the public page); the preview of
// a draft, which the public cannot see.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from '../support/admin.js';
import { baseURL, CHROMIUM_ARGS, viewports } from '../support/browser.js';
import {
  field,
  graphql,
  pngFile,
  selectOption,
  STEP_TIMEOUT,
  typeDate,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const romeToday = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

interface NewsRecord {
  id: string;
  content: string;
  date: string;
  status: string;
  publishedAt: string;
  imageAlt: string | null;
}

async function newsTitled(title: string): Promise<NewsRecord> {
  const found = await graphql<{ allNews: NewsRecord[] }>(
    'query($q: String) { allNews(filter: { q: $q }) { id content date status publishedAt imageAlt } }',
    { q: title },
    token,
  );
  expect(found.data!.allNews).toHaveLength(1);
  return found.data!.allNews[0];
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--lang=en-US'],
    headless: true,
  });
  context = await browser.newContext({
    ...viewports.desktop,
    baseURL: baseURL(),
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  token = await apiToken();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
});

afterAll(async () => {
  await browser?.close();
});

describe('an English browser', () => {
  it('is English indeed', async () => {
    await page.goto('/admin');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  });
});

describe('a news item written in the back office', () => {
  const title = uniqueTitle('Ricca');

  it('shows and accepts dd/mm/yyyy, 24-hour times on Rome time, rich text and an uploaded image', async () => {
    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    // Today by default, the Italian way.
    expect(await field(page, 'Data').inputValue()).toBe(romeToday());

    // The pickers speak Italian: GG/MM/AAAA hh:mm, 'Scegli la data...', never 'DD/MM/YYYY'.
    expect(await field(page, 'Data e ora di pubblicazione').getAttribute('placeholder')).toBe(
      'GG/MM/AAAA hh:mm',
    );
    await page
      .getByRole('button', { name: /^Scegli la data, la data selezionata è \d{1,2} \w{3} \d{4}$/ })
      .waitFor();
    expect(await page.getByRole('button', { name: /Choose|selected date/ }).count()).toBe(0);

    await field(page, 'Titolo').fill(title);
    // The editable area is a textbox named by its field, for screen readers.
    const editor = page.getByRole('textbox', { name: 'Contenuto' });
    expect(await editor.evaluate((element) => element.classList.contains('ProseMirror'))).toBe(
      true,
    );
    expect(await editor.getAttribute('aria-multiline')).toBe('true');
    await editor.click();
    await page.getByRole('button', { name: 'Titolo H2' }).click();
    await page.keyboard.type('Un sottotitolo');
    await page.keyboard.press('Enter');
    // Typing waits until the toolbar shows bold on, then off, at the caret: a key pressed
    // while the editor takes the focus back from the button could be lost.
    const bold = page.getByRole('button', { name: 'Grassetto' });
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Testo forte');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.type(' e normale.');
    // Pasted HTML with payloads: the editor and then the server drop them (the image has
    // its alternative text: one without would not be saved).
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p onclick="window.__pwned=1">Incollato <a href="javascript:window.__pwned=2">link</a></p><script>window.__pwned=3</script><img src="x" alt="Immagine incollata" onerror="window.__pwned=4">',
      );
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await page.getByTestId('rich-text-image-file').setInputFiles(pngFile('dentro.png'));
    const altDialog = page.getByRole('dialog', { name: "Inserisci un'immagine" });
    await altDialog.getByRole('textbox', { name: /Testo alternativo/ }).fill('Volontari al lavoro');
    await altDialog.getByRole('button', { name: 'Inserisci' }).click();
    await editor.locator('img[src^="/api/uploads/"]').waitFor();

    await field(page, 'Autore').fill('Ufficio Stampa');
    await selectOption(page, 'Categoria', 'Notizie');
    await typeDate(page, 'Data', '05032026');
    expect(await field(page, 'Data').inputValue()).toBe('05/03/2026');
    await typeDate(page, 'Data e ora di pubblicazione', '050320261430');
    expect(await field(page, 'Data e ora di pubblicazione').inputValue()).toBe('05/03/2026 14:30');
    await page
      .getByRole('button', { name: 'Scegli la data, la data selezionata è 5 mar 2026' })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/news');

    const saved = await newsTitled(title);
    expect(saved.date).toBe('2026-03-05');
    // 14:30 in Rome in March (CET, UTC+1), whatever the browser's own time zone.
    expect(saved.publishedAt).toBe('2026-03-05T13:30:00.000Z');
    expect(saved.status).toBe('published');
    expect(saved.content).toContain('<h2>Un sottotitolo</h2>');
    expect(saved.content).toContain('<strong>Testo forte</strong>');
    expect(saved.content).toMatch(
      /<img src="\/api\/uploads\/[a-f0-9-]+\.webp" alt="Volontari al lavoro" \/>/,
    );
    expect(saved.content).toContain('Incollato');
    expect(saved.content).not.toMatch(/pwned|onclick|onerror|javascript|<script/i);

    // Shown again as dd/mm/yyyy on the edit page.
    await page.goto(`/admin/news/${saved.id}/edit`);
    await page.getByRole('heading', { name: 'Modifica Notizia' }).waitFor();
    expect(await field(page, 'Data').inputValue()).toBe('05/03/2026');
    expect(await field(page, 'Data e ora di pubblicazione').inputValue()).toBe('05/03/2026 14:30');
  });

  it('renders on the public page without any script, its image with its alt text', async () => {
    const { id } = await newsTitled(title);
    const publicPage = await browser.newPage({ baseURL: baseURL() });
    await publicPage.goto(`/notizie/${id}`);
    await publicPage.getByRole('heading', { name: title }).waitFor();
    await publicPage.getByRole('img', { name: 'Volontari al lavoro' }).waitFor();
    expect(await publicPage.locator('article script, main script').count()).toBe(0);
    expect(await publicPage.locator('[onclick], [onerror]').count()).toBe(0);
    expect(
      await publicPage.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await publicPage.close();
  });

  it('refuses a date that is not a day', async () => {
    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    await typeDate(page, 'Data', '31022026');
    await field(page, 'Data').blur();
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Data non valida: usa il formato gg/mm/aaaa').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/news/new');
  });
});

describe('a draft', () => {
  it("is absent from the public page and shown by 'Anteprima' to the signed-in user", async () => {
    const title = uniqueTitle('Bozza');
    const created = await graphql<{ createNews: { id: string } }>(
      'mutation($title: String!) { createNews(title: $title, content: "<p>Riservata</p>", date: "2026-03-05", author: "A", category: Notizie, status: draft) { id } }',
      { title },
      token,
    );
    const id = created.data!.createNews.id;

    // Another browser has no form of it: the preview says so, and the draft stays hidden.
    const anonymous = await browser.newPage({ baseURL: baseURL() });
    await anonymous.goto(`/notizie/${id}?anteprima=1`);
    await anonymous.getByRole('heading', { name: 'Anteprima non disponibile' }).waitFor();
    expect(await anonymous.getByText(title).count()).toBe(0);
    await anonymous.goto(`/notizie/${id}`);
    await anonymous.getByRole('heading', { name: 'Notizia non trovata' }).waitFor();
    await anonymous.close();

    await page.goto(`/admin/news/${id}/edit`);
    await page.getByRole('heading', { name: 'Modifica Notizia' }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Stato/ }).textContent()).toContain('Bozza');
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Anteprima' }).click(),
    ]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname + new URL(preview.url()).search).toBe(
      `/notizie/${id}?anteprima=1`,
    );
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.close();
  });
});
