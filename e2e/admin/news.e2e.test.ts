// News from the back office to the public site: create with a photo, edit, delete, with
// the spec's headings, columns, defaults and confirmation ('Annulla' with unsaved changes
// asks first); a failed delete keeps the row.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import {
  deleteRow,
  escapeRegExp,
  field,
  graphql,
  idFromEditUrl,
  pngFile,
  rowCells,
  selectOption,
  signedInPage,
  typeDate,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;

const romeToday = () =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const row = (title: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });

describe('news in the back office', () => {
  const title = uniqueTitle('Notizia');
  const editedTitle = `${title} modificata`;
  const content = `Il comitato organizza una giornata di raccolta fondi in piazza. ${'Tutti i volontari sono invitati a partecipare con le loro famiglie. '.repeat(3)}`;
  let id = '';

  it("creates a news item with a photo: 'Nuova Notizia', today's date, rich text content, image preview", async () => {
    await page.getByRole('menuitem', { name: 'News' }).click();
    await page.getByRole('heading', { name: 'Gestione Notizie' }).waitFor();
    await page.getByRole('link', { name: 'Nuova Notizia' }).click();
    await waitForPath(page, '/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    expect(await field(page, 'Data').inputValue()).toBe(romeToday());
    await page.locator('.ProseMirror').waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/news/new');

    await field(page, 'Titolo').fill(title);
    await page.locator('.ProseMirror').fill(content);
    await field(page, 'Autore').fill('Ufficio Stampa');
    await selectOption(page, 'Categoria', 'Comunicati');
    await typeDate(page, 'Data', '05032026');
    await page.locator('input[type="file"]:not([data-testid])').setInputFiles(pngFile());
    const preview = page.locator('.RaImageField-image, img[src^="blob:"]').first();
    await preview.waitFor();
    // With an image, its alternative text is required.
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText("Il testo alternativo è obbligatorio quando c'è un'immagine").waitFor();
    await field(page, "Testo alternativo dell'immagine").fill('Volontari in piazza');
    await page.getByRole('button', { name: 'Salva' }).click();

    await waitForPath(page, '/admin/news');
    await row(title).waitFor();
    const cells = await rowCells(row(title));
    expect(cells[1]).toBe('2026-03-05');
    const previewText = content.trim().slice(0, 100);
    expect(cells[0]).toContain(`${previewText}...`);
    const thumbnail = row(title).getByRole('img');
    // The stored photo's 160 px copy, decoded.
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/uploads\/[\w-]+\.webp\?w=160$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('publishes it on the public site with its image', async () => {
    const found = await graphql<{ allNews: { id: string; image: string | null }[] }>(
      'query($q: String) { allNews(filter: { q: $q }) { id image } }',
      { q: title },
    );
    const news = found.data!.allNews;
    expect(news).toHaveLength(1);
    id = news[0].id;
    const image = await fetch(`${baseURL()}/api${news[0].image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const publicPage = await browser.newPage({ baseURL: baseURL() });
    await publicPage.goto(`/notizie/${id}`);
    await publicPage.getByRole('heading', { name: title }).waitFor();
    await publicPage.close();
  });

  it("edits it at /admin/news/{id}/edit ('Modifica Notizia'), keeping the photo", async () => {
    await row(title).getByRole('link', { name: 'Modifica' }).click();
    await waitForPath(page, `/admin/news/${id}/edit`);
    expect(idFromEditUrl(page)).toBe(id);
    await page.getByRole('heading', { name: 'Modifica Notizia' }).waitFor();
    expect(await field(page, 'Titolo').inputValue()).toBe(title);
    await field(page, 'Titolo').fill(editedTitle);
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/news');
    await row(editedTitle).waitFor();

    const after = await graphql<{ News: { title: string; image: string | null } }>(
      'query($id: ID!) { News(id: $id) { title image } }',
      { id },
    );
    expect(after.data!.News.title).toBe(editedTitle);
    expect(after.data!.News.image).toMatch(/^\/uploads\//);
    const publicPage = await browser.newPage({ baseURL: baseURL() });
    await publicPage.goto(`/notizie/${id}`);
    await publicPage.getByRole('heading', { name: editedTitle }).waitFor();
    await publicPage.close();
  });

  it("'Annulla' goes back to the list without saving, once the editor confirms", async () => {
    await row(editedTitle).getByRole('link', { name: 'Modifica' }).click();
    await field(page, 'Titolo').fill('Titolo da non salvare');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
    );
    await page.getByRole('link', { name: 'Annulla' }).click();
    expect(await asked).toBe('Alcune modifiche non sono state salvate. Vuoi davvero abbandonarle?');
    await waitForPath(page, '/admin/news');
    await row(editedTitle).waitFor();
    await expectNoSeriousA11yViolations(page, '/admin/news');
  });

  it('finds it with the search box', async () => {
    const search = page.getByRole('searchbox', { name: 'Cerca nelle notizie' });
    await search.fill(editedTitle);
    await page.waitForURL((url) => url.search.includes('filter'));
    // The previous rows stay on screen until the filtered answer arrives.
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await row(editedTitle).waitFor();
    await search.fill('nessuna notizia ha questo titolo zzz');
    await page.getByText('Nessun risultato per questa ricerca').waitFor();
    await search.fill('');
    await row(editedTitle).waitFor();
  });

  it('keeps the row when the delete fails on the server', async () => {
    // The server's answer to this one delete is replaced by an internal error, as when
    // the database is unreachable: the row must stay, with the spec's message.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('deleteNews')) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            {
              message: 'Si è verificato un errore interno. Riprova più tardi.',
              extensions: { code: 'INTERNAL', status: 500 },
            },
          ],
        }),
      });
    });
    await row(editedTitle).getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await page.getByText("Errore durante l'eliminazione della notizia").waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await row(editedTitle).waitFor();
    const still = await graphql<{ News: { id: string } | null }>(
      'query($id: ID!) { News(id: $id) { id } }',
      { id },
    );
    expect(still.data?.News?.id).toBe(id);
  });

  it("deletes it after 'Sei sicuro di voler eliminare questa notizia?'", async () => {
    await page.reload();
    await deleteRow(page, editedTitle, 'Sei sicuro di voler eliminare questa notizia?');
    const gone = await graphql<{ News: unknown }>('query($id: ID!) { News(id: $id) { id } }', {
      id,
    });
    expect(gone.data?.News ?? null).toBeNull();
  });
});
