// Transparency documents: the PDF-only picker with its 10 MB check, the upload progress
// on a slow line, the PDF downloadable from /trasparenza, edit keeping the file, delete.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import {
  deleteRow,
  escapeRegExp,
  field,
  graphql,
  pdfFile,
  pngFile,
  rowCells,
  selectOption,
  signedInPage,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const row = (title: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });

interface PublicDocument {
  id: string;
  title: string;
  fileUrl: string;
}

const findDocument = async (title: string) => {
  const answer = await graphql<{ allDocuments: PublicDocument[] }>(
    'query($q: String) { allDocuments(filter: { q: $q }) { id title fileUrl } }',
    { q: title },
  );
  return answer.data!.allDocuments.find((d) => d.title === title);
};

/** Answers the next GraphQL operations named `operation` with an internal server error. */
async function failOperation(target: Page, operation: string): Promise<void> {
  await target.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes(operation)) return route.continue();
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
}

describe('documents in the back office', () => {
  it("shows the error box when the list cannot be loaded, and 'Riprova' loads it", async () => {
    await failOperation(page, 'allDocuments');
    await page.goto('/admin/documents');
    await page.getByText('Impossibile caricare i documenti. Riprova più tardi.').waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page
      .getByText('Impossibile caricare i documenti. Riprova più tardi.')
      .waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Gestione Documenti' }).waitFor();
  });

  const title = uniqueTitle('Bilancio');
  const editedTitle = `${title} approvato`;
  let fileUrl = '';

  it('refuses other file types and PDFs over 10 MB before sending anything', async () => {
    await page.getByRole('link', { name: 'Nuovo Documento' }).click();
    await waitForPath(page, '/admin/documents/new');
    const picker = page.locator('input[type="file"]');
    expect(await picker.getAttribute('accept')).toContain('.pdf');
    await page.getByText('Solo PDF, fino a 10MB').waitFor();

    await picker.setInputFiles(pngFile('non-un-pdf.png'));
    await page.getByText('Sono ammessi solo file PDF').waitFor();
    await picker.setInputFiles(pdfFile('troppo-grande.pdf', 10 * 1024 * 1024 + 1));
    await page.getByText('Il file supera la dimensione massima di 10MB').waitFor();
    expect(await page.getByText('troppo-grande.pdf').count()).toBe(0);

    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Seleziona il file PDF del documento').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/documents/new');
    await expectNoSeriousA11yViolations(page, '/admin/documents/new');
  });

  it("uploads a PDF with a progress bar and 'Salvataggio...', then lists it", async () => {
    await field(page, 'Titolo').fill(title);
    await selectOption(page, 'Categoria', 'Bilanci');
    await page.locator('input[type="file"]').setInputFiles(pdfFile('bilancio.pdf', 600_000));
    await page.getByText('bilancio.pdf').waitFor();

    // A slow line (about 1 Mbit/s up): the 600 KB upload takes a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });
    await page.getByRole('button', { name: 'Salva' }).click();
    const saving = page.getByRole('button', { name: 'Salvataggio...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    const progress = page.getByRole('progressbar', {
      name: 'Avanzamento del caricamento del file',
    });
    await progress.waitFor();
    await page.getByText(/Caricamento del file: \d+%/).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/documents', { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await row(title).waitFor();
    const cells = await rowCells(row(title));
    expect(cells[1]).toBe('Bilanci');
    expect(cells[2]).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
    expect(cells[3]).toMatch(/MB|KB|kB/);
  });

  it('serves the PDF from the row link and from /trasparenza', async () => {
    const document = await findDocument(title);
    expect(document).toBeDefined();
    fileUrl = document!.fileUrl;
    const href = await row(title).getByRole('link', { name: 'Scarica' }).getAttribute('href');
    expect(href).toBe(fileUrl.startsWith('http') ? fileUrl : `/api${fileUrl}`);
    const file = await fetch(new URL(href!, baseURL()));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const publicPage = await browser.newPage({ baseURL: baseURL() });
    await publicPage.goto('/trasparenza');
    const item = publicPage.getByRole('listitem').filter({ hasText: title });
    await item.waitFor();
    const publicHref = await item.getByRole('link', { name: /Scarica/ }).getAttribute('href');
    const download = await fetch(new URL(publicHref!, baseURL()));
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await publicPage.close();
  });

  it('edits the title and keeps the current file', async () => {
    await row(title).getByRole('link', { name: 'Modifica' }).click();
    await page.getByRole('heading', { name: 'Modifica Documento' }).waitFor();
    expect(await field(page, 'Titolo').inputValue()).toBe(title);
    await page.getByRole('link', { name: 'apri il PDF' }).waitFor();
    await field(page, 'Titolo').fill(editedTitle);
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/documents');
    await row(editedTitle).waitFor();
    expect((await findDocument(editedTitle))?.fileUrl).toBe(fileUrl);
  });

  it("deletes it after 'Sei sicuro di voler eliminare questo documento?'", async () => {
    await deleteRow(page, editedTitle, 'Sei sicuro di voler eliminare questo documento?');
    expect(await findDocument(editedTitle)).toBeUndefined();
  });
});
