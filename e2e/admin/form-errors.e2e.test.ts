// The create and edit pages' error texts, resource by resource: a record that cannot be
// loaded ('Errore nel caricamento della notizia'... and 'Error fetching stat') sends the
// administrator back to the list; a save the server refuses is notified in the
// resource's words with the server's reason, and the form keeps what was typed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { field, signedInPage, waitForPath } from './admin-helpers.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const REFUSAL = 'Servizio temporaneamente non disponibile';

interface FormCase {
  resource: string;
  loadError: string;
  /** The label of a text field to change before saving. */
  titleLabel: string;
  saveError: string;
  saveLabel: string;
}

const cases: FormCase[] = [
  {
    resource: 'news',
    loadError: 'Errore nel caricamento della notizia',
    titleLabel: 'Titolo',
    saveError: `Si è verificato un errore durante il salvataggio: ${REFUSAL}`,
    saveLabel: 'Salva',
  },
  {
    resource: 'projects',
    loadError: 'Errore nel caricamento del progetto',
    titleLabel: 'Titolo',
    saveError: `Errore durante il salvataggio del progetto: ${REFUSAL}`,
    saveLabel: 'Salva',
  },
  {
    resource: 'documents',
    loadError: 'Errore nel caricamento del documento',
    titleLabel: 'Titolo',
    saveError: `Errore durante il salvataggio del documento: ${REFUSAL}`,
    saveLabel: 'Salva',
  },
  {
    resource: 'stats',
    loadError: 'Error fetching stat',
    titleLabel: 'Title',
    saveError: REFUSAL,
    saveLabel: 'Save',
  },
];

describe.each(cases)(
  '$resource forms',
  ({ resource, loadError, titleLabel, saveError, saveLabel }) => {
    it(`goes back to the list with '${loadError}' when the record cannot be loaded`, async () => {
      await page.goto(`/admin/${resource}/999999/edit`);
      await page.getByText(loadError).waitFor();
      await waitForPath(page, `/admin/${resource}`);
    });

    it('notifies a refused save with the reason and keeps the form as typed', async () => {
      await page.goto(`/admin/${resource}`);
      await page.getByRole('row').nth(1).waitFor();
      // The first row's edit link.
      await page
        .getByRole('row')
        .nth(1)
        .getByRole('link', { name: /Modifica/ })
        .click();
      await page.waitForURL((url) =>
        new RegExp(`^/admin/${resource}/[^/]+/edit$`).test(url.pathname),
      );
      const title = field(page, titleLabel);
      await expect.poll(() => title.inputValue()).not.toBe('');
      await title.fill('Titolo che il server rifiuta');
      // A record with an image needs its alternative text before the form is sent.
      const alt = page.getByLabel("Testo alternativo dell'immagine");
      if ((await alt.count()) === 1 && (await alt.inputValue()) === '') {
        await alt.fill("Un'immagine del comitato");
      }

      await page.route('**/graphql', async (route) => {
        if (!/mutation[\s\S]*update/i.test(route.request().postData() ?? ''))
          return route.continue();
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: REFUSAL, extensions: { code: 'INTERNAL', status: 503 } }],
          }),
        });
      });
      try {
        await page.getByRole('button', { name: saveLabel }).click();
        await page.getByText(saveError, { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`/${resource}/[^/]+/edit$`));
        expect(await title.inputValue()).toBe('Titolo che il server rifiuta');
      } finally {
        await page.unroute('**/graphql');
      }
    });
  },
);
