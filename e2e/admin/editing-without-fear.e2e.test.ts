// Editing without fear, in Chromium against the built server: leaving a form with unsaved
// changes asks first (a menu link, and the browser's reload); the unsaved form is kept in
// the browser and offered back after a reload with 'Ripristina' / 'Scarta', and forgotten
// once saved; 'Anteprima' shows a course before its first save in the site's real page,
// under its banner, and follows the form; the lists tell Bozza, Programmata (with its date)
// and Pubblicata.
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser.js';
import {
  escapeRegExp,
  field,
  graphql,
  selectOption,
  signedInBrowser,
  typeDate,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

const UNSAVED_WARNING = 'Alcune modifiche non sono state salvate. Vuoi davvero abbandonarle?';

let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  ({ browser, page, token } = await signedInBrowser());
});

afterAll(async () => {
  await browser?.close();
});

/** Answers the next dialog of the page (accept or dismiss) and hands it back. */
function answerNextDialog(accept: boolean): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(dialog));
    });
  });
}

const draftKeys = () =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bozza:')));

describe('leaving a form with unsaved changes', () => {
  it('asks before a menu link takes the editor away, and stays when told to', async () => {
    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    // An untouched form is left without a word.
    await page.getByRole('menuitem', { name: 'Corsi' }).click();
    await waitForPath(page, '/admin/projects');

    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    await field(page, 'Titolo').fill('Una notizia da non perdere');
    const stay = answerNextDialog(false);
    await page.getByRole('menuitem', { name: 'Corsi' }).click();
    const asked = await stay;
    expect(asked.type()).toBe('confirm');
    expect(asked.message()).toBe(UNSAVED_WARNING);
    expect(new URL(page.url()).pathname).toBe('/admin/news/new');
    expect(await field(page, 'Titolo').inputValue()).toBe('Una notizia da non perdere');

    const leave = answerNextDialog(true);
    await page.getByRole('menuitem', { name: 'Corsi' }).click();
    await leave;
    await waitForPath(page, '/admin/projects');
  });

  it("asks before the browser's reload too", async () => {
    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    const offer = page.getByRole('region', { name: 'Modifiche non salvate' });
    if (await offer.isVisible()) await offer.getByRole('button', { name: 'Scarta' }).click();
    await field(page, 'Titolo').fill('Un titolo scritto a metà');
    const leave = answerNextDialog(true);
    await page.reload();
    expect((await leave).type()).toBe('beforeunload');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    await page
      .getByRole('region', { name: 'Modifiche non salvate' })
      .getByRole('button', { name: 'Scarta' })
      .click();
  });
});

describe('autosave of an unsaved form', () => {
  const title = uniqueTitle('Bozza salvata nel browser');

  it("is offered back after a reload with 'Ripristina', and forgotten once saved", async () => {
    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    await field(page, 'Titolo').fill(title);
    await page.locator('.ProseMirror').fill('Un testo lungo, scritto con cura, da non perdere.');
    await field(page, 'Autore').fill('Ufficio Stampa');
    await expect.poll(draftKeys).toHaveLength(1);

    const leave = answerNextDialog(true);
    await page.reload();
    await leave;
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    const offer = page.getByRole('region', { name: 'Modifiche non salvate' });
    await offer.getByText('Vuoi ripristinarle?', { exact: false }).waitFor();
    expect(await field(page, 'Titolo').inputValue()).toBe('');
    await offer.getByRole('button', { name: 'Ripristina' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await field(page, 'Titolo').inputValue()).toBe(title);
    expect(await field(page, 'Autore').inputValue()).toBe('Ufficio Stampa');
    await page.locator('.ProseMirror', { hasText: 'scritto con cura' }).waitFor();

    await selectOption(page, 'Categoria', 'Notizie');
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/news');
    await page.getByRole('row', { name: new RegExp(escapeRegExp(title)) }).waitFor();
    expect(await draftKeys()).toEqual([]);

    await page.goto('/admin/news/new');
    await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
    await page.locator('.ProseMirror').waitFor();
    expect(await page.getByRole('region', { name: 'Modifiche non salvate' }).count()).toBe(0);
  });

  it("drops the kept changes with 'Scarta'", async () => {
    await field(page, 'Titolo').fill('Da scartare');
    await expect.poll(draftKeys).toHaveLength(1);
    const leave = answerNextDialog(true);
    await page.reload();
    await leave;
    await page
      .getByRole('region', { name: 'Modifiche non salvate' })
      .getByRole('button', { name: 'Scarta' })
      .click();
    expect(await draftKeys()).toEqual([]);
    expect(await field(page, 'Titolo').inputValue()).toBe('');
  });
});

describe("'Anteprima' before the first save", () => {
  it("shows the course as typed in the site's real page, under the banner, and follows the form", async () => {
    const title = uniqueTitle('Corso in anteprima');
    await page.goto('/admin/projects/new');
    await page.getByRole('heading', { name: 'Nuovo Corso' }).waitFor();
    await field(page, 'Titolo').fill(title);
    await page
      .locator('.ProseMirror')
      .fill('Tre serate di rianimazione cardiopolmonare per la popolazione.');
    await selectOption(page, 'Categoria', 'Salute');
    await typeDate(page, 'Data di inizio', '04052027');
    await typeDate(page, 'Data di fine', '06052027');
    await field(page, 'Luogo').fill('Sede del comitato');

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Anteprima' }).click(),
    ]);
    expect(new URL(preview.url()).pathname + new URL(preview.url()).search).toBe(
      '/progetti/nuova?anteprima=1',
    );
    // The banner is in the server's page: on screen before any script runs.
    const html = await (await fetch(`${baseURL()}/progetti/nuova?anteprima=1`)).text();
    expect(html).toContain('aria-label="Anteprima"');
    await preview.getByRole('note', { name: 'Anteprima' }).waitFor();
    // On screen soon after the tab opened (about 0.8 s here, its scripts not yet cached; the
    // bound leaves room for a busy machine, and the old preview's blank 3-4 s fail it).
    const shownAfterMs = await preview
      .waitForFunction(
        (expected) =>
          document.querySelector('h1')?.textContent === expected ? performance.now() : null,
        title,
        { polling: 'raf' },
      )
      .then((handle) => handle.jsonValue());
    expect(shownAfterMs).toBeLessThan(2000);
    await preview.getByText('rianimazione cardiopolmonare', { exact: false }).waitFor();
    await preview.getByText('Sede del comitato').waitFor();

    // The preview follows the form while it stays open.
    await field(page, 'Titolo').fill(`${title} (rivisto)`);
    await preview.getByRole('heading', { level: 1, name: `${title} (rivisto)` }).waitFor();

    // Nothing was saved: the course exists only in this browser.
    const stored = await graphql<{ allProjects: { id: string }[] }>(
      'query($q: String) { allProjects(filter: { q: $q }) { id } }',
      { q: title },
      token,
    );
    expect(stored.data!.allProjects).toEqual([]);
    await preview.close();
  });
});

describe('the status column', () => {
  it('tells Bozza, Programmata with its date, and Pubblicata', async () => {
    const stamp = uniqueTitle('Stato');
    // Statuses and categories are the schema's enums, written as such.
    const create = async (title: string, extra: string) => {
      const answer = await graphql<{ createNews: { id: string } }>(
        `mutation($title: String!) { createNews(title: $title, content: "<p>Testo</p>", date: "2026-03-05", author: "A", category: Notizie, ${extra}) { id } }`,
        { title },
        token,
      );
      expect(answer.errors).toBeUndefined();
    };
    await create(`${stamp} bozza`, 'status: draft');
    await create(`${stamp} programmata`, 'status: published, publishedAt: "2030-06-01T08:30:00Z"');
    await create(`${stamp} pubblicata`, 'status: published');
    const course = await graphql(
      `
        mutation ($title: String!) {
          createProject(
            title: $title
            description: "<p>Testo</p>"
            category: health
            startDate: "2030-07-01"
            endDate: "2030-07-02"
            calendlyId: "x"
            status: published
            publishedAt: "2030-06-01T08:30:00Z"
          ) {
            id
          }
        }
      `,
      { title: `${stamp} corso` },
      token,
    );
    expect(course.errors).toBeUndefined();

    await page.goto('/admin/news');
    await page.getByRole('heading', { name: 'Gestione Notizie' }).waitFor();
    await page.getByLabel('Cerca nelle notizie').fill(stamp);
    const status = (suffix: string) =>
      page
        .getByRole('row', { name: new RegExp(escapeRegExp(`${stamp} ${suffix}`)) })
        .locator('td.column-status');
    await status('bozza').getByText('Bozza', { exact: true }).waitFor();
    await status('programmata').getByText('Programmata', { exact: true }).waitFor();
    await status('programmata').getByText('dal 1 giugno 2030 alle ore 10:30').waitFor();
    await status('pubblicata').getByText('Pubblicata', { exact: true }).waitFor();

    await page.goto('/admin/projects');
    await page.getByRole('heading', { name: 'Gestione Corsi' }).waitFor();
    await page.getByLabel('Cerca nei corsi').fill(stamp);
    await page
      .getByRole('row', { name: new RegExp(escapeRegExp(`${stamp} corso`)) })
      .locator('td.column-status')
      .getByText('Programmato', { exact: true })
      .waitFor();
  });
});
