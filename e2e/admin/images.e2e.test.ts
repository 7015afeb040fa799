// Images in the back office (issue 26): an image inserted in the rich text editor asks for
// its alternative text before it is uploaded (none, nothing is inserted; empty, refused),
// fits the editor's column, and the text of a selected image can be changed; a body with
// an image without alternative text is not saved; a phone's photo over the 10 MB limit
// (a JPEG generated here with sharp) is scaled down in the browser and goes through, both
// in an image picker (a team member's photo) and in the rich text.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  field,
  fileSessionToken,
  graphql,
  pngFile,
  selectOption,
  signedInPage,
  STEP_TIMEOUT,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;
/** What this file creates, deleted at the end. */
const createdMembers: string[] = [];
const createdNews: string[] = [];

/** The server's limit for an image. */
const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;

/** A 4000 x 3000 JPEG of noise at full quality: over 10 MB, as a phone's photo can be. */
async function bigPhoto(name: string) {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(Math.random() * 256);
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(IMAGE_LIMIT_BYTES);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The sizes of the bodies of the GraphQL requests that carry a file, while `act` runs. */
async function uploadSizes(act: () => Promise<void>): Promise<number[]> {
  const sizes: number[] = [];
  const listener = (request: import('playwright-core').Request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      const type = request.headers()['content-type'] ?? '';
      if (type.startsWith('multipart/form-data')) sizes.push(request.postDataBuffer()?.length ?? 0);
    }
  };
  page.on('request', listener);
  try {
    await act();
  } finally {
    page.off('request', listener);
  }
  return sizes;
}

/** The width and height of a stored image, as the site serves it. */
async function storedImageSize(path: string): Promise<{ width: number; height: number }> {
  const url = path.startsWith('http') ? path : `${new URL(page.url()).origin}/api${path}`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: width!, height: height! };
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  token = await fileSessionToken(browser);
});

afterAll(async () => {
  for (const id of createdMembers) {
    const deleted = await graphql(
      'mutation($id: ID!) { deleteTeamMember(id: $id) { id } }',
      { id },
      token,
    );
    expect(deleted.errors).toBeUndefined();
  }
  for (const id of createdNews) {
    const deleted = await graphql(
      'mutation($id: ID!) { deleteNews(id: $id) { id } }',
      { id },
      token,
    );
    expect(deleted.errors).toBeUndefined();
  }
  await browser?.close();
});

async function openNewNews(): Promise<void> {
  await page.goto('/admin/news/new');
  await page.getByRole('heading', { name: 'Nuova Notizia' }).waitFor();
}

const altDialog = () => page.getByRole('dialog', { name: "Inserisci un'immagine" });
const uploadedImages = () => page.locator('.ProseMirror img[src^="/api/uploads/"]');

describe('an image in the rich text editor', () => {
  it('asks for its alternative text before it is uploaded, and refuses an empty one', async () => {
    await openNewNews();
    await page.locator('.ProseMirror').click();

    // Cancelled: nothing uploaded, nothing inserted.
    const cancelled = await uploadSizes(async () => {
      await page.getByTestId('rich-text-image-file').setInputFiles(pngFile('annullata.png'));
      await altDialog().waitFor();
      await altDialog().getByRole('button', { name: 'Annulla' }).click();
      await altDialog().waitFor({ state: 'hidden' });
    });
    expect(cancelled).toEqual([]);
    expect(await uploadedImages().count()).toBe(0);

    await page.getByTestId('rich-text-image-file').setInputFiles(pngFile('dentro.png'));
    await altDialog().waitFor();
    // The preview of what is about to be inserted.
    await altDialog().locator('img[src^="blob:"]').waitFor();
    await altDialog().getByRole('button', { name: 'Inserisci' }).click();
    await altDialog()
      .getByText("Scrivi il testo alternativo: descrive l'immagine a chi non può vederla")
      .waitFor();
    expect(await uploadedImages().count()).toBe(0);
    await altDialog()
      .getByRole('textbox', { name: /Testo alternativo/ })
      .fill('Volontari in sede');
    await altDialog().getByRole('button', { name: 'Inserisci' }).click();
    await uploadedImages().first().waitFor();
    expect(await uploadedImages().first().getAttribute('alt')).toBe('Volontari in sede');
  });

  it('fits the column, and changes the alternative text of the selected image', async () => {
    await openNewNews();
    const title = uniqueTitle('Immagine larga');
    await field(page, 'Titolo').fill(title);
    await page.locator('.ProseMirror').click();
    // 2400 px wide: more than any column of the form.
    const wide = await sharp({
      create: { width: 2400, height: 600, channels: 3, background: '#cc0000' },
    })
      .png()
      .toBuffer();
    await page
      .getByTestId('rich-text-image-file')
      .setInputFiles({ name: 'larga.png', mimeType: 'image/png', buffer: wide });
    await altDialog()
      .getByRole('textbox', { name: /Testo alternativo/ })
      .fill('Striscione rosso');
    await altDialog().getByRole('button', { name: 'Inserisci' }).click();
    const image = uploadedImages().first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(1000);
    const editorWidth = await page.locator('.ProseMirror').evaluate((el) => el.clientWidth);
    const imageWidth = await image.evaluate((img) => img.getBoundingClientRect().width);
    expect(imageWidth).toBeLessThanOrEqual(editorWidth);

    const editAlt = page.getByRole('button', {
      name: "Testo alternativo dell'immagine selezionata",
    });
    expect(await editAlt.isDisabled()).toBe(true);
    await image.click();
    await expect.poll(() => editAlt.isEnabled(), { timeout: STEP_TIMEOUT }).toBe(true);
    await editAlt.click();
    const dialog = page.getByRole('dialog', { name: "Testo alternativo dell'immagine" });
    const text = dialog.getByRole('textbox', { name: /Testo alternativo/ });
    expect(await text.inputValue()).toBe('Striscione rosso');
    await text.fill('Striscione rosso della festa del comitato');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect
      .poll(() => image.getAttribute('alt'))
      .toBe('Striscione rosso della festa del comitato');

    await field(page, 'Autore').fill('Ufficio Stampa');
    await selectOption(page, 'Categoria', 'Notizie');
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/news');
    const found = await graphql<{ allNews: { id: string; content: string }[] }>(
      'query($q: String) { allNews(filter: { q: $q }) { id content } }',
      { q: title },
      token,
    );
    const [saved] = found.data!.allNews;
    createdNews.push(saved.id);
    expect(saved.content).toMatch(/alt="Striscione rosso della festa del comitato"/);
  });

  it('is not saved without alternative text (an image pasted from elsewhere)', async () => {
    await openNewNews();
    const title = uniqueTitle('Senza alt');
    await field(page, 'Titolo').fill(title);
    await field(page, 'Autore').fill('Ufficio Stampa');
    await selectOption(page, 'Categoria', 'Notizie');
    await page.locator('.ProseMirror').evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Foto incollata <img src="https://example.org/foto.jpg"></p>');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await page.locator('.ProseMirror img[src="https://example.org/foto.jpg"]').waitFor({
      state: 'attached',
    });
    await page.getByRole('button', { name: 'Salva' }).click();
    await page
      .getByText(/Ogni immagine deve avere un testo alternativo/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/news/new');
    const found = await graphql<{ allNews: unknown[] }>(
      'query($q: String) { allNews(filter: { q: $q }) { id } }',
      { q: title },
      token,
    );
    expect(found.data!.allNews).toEqual([]);
  });
});

describe("a phone's photo over 10 MB", () => {
  it('is scaled down in the browser and saved as a team member photo', async () => {
    const name = `Foto grande ${Date.now().toString(36)}`;
    const photo = await bigPhoto('telefono.jpg');
    await page.goto('/admin/team/new');
    await page.getByRole('heading', { name: 'Nuovo Membro del Team' }).waitFor();
    await field(page, 'Nome e cognome').fill(name);
    await field(page, 'Ruolo').fill('Consigliere');
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.locator('img[src^="blob:"]').first().waitFor();
    await field(page, "Testo alternativo dell'immagine").fill(`Ritratto di ${name}`);
    const sizes = await uploadSizes(async () => {
      await page.getByRole('button', { name: 'Salva' }).click();
      await waitForPath(page, '/admin/team');
    });
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThan(IMAGE_LIMIT_BYTES);
    const members = await graphql<{
      allTeamMembers: { id: string; name: string; image: string }[];
    }>('{ allTeamMembers { id name image } }');
    const member = members.data!.allTeamMembers.find((m) => m.name === name)!;
    createdMembers.push(member.id);
    expect(await storedImageSize(member.image)).toEqual({ width: 1600, height: 1200 });
  });

  it('is scaled down before it is inserted in the rich text', async () => {
    await openNewNews();
    await page.locator('.ProseMirror').click();
    const sizes = await uploadSizes(async () => {
      await page.getByTestId('rich-text-image-file').setInputFiles(await bigPhoto('evento.jpg'));
      await altDialog()
        .getByRole('textbox', { name: /Testo alternativo/ })
        .fill('La festa');
      await altDialog().getByRole('button', { name: 'Inserisci' }).click();
      await uploadedImages().first().waitFor();
    });
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeLessThan(IMAGE_LIMIT_BYTES);
    const src = (await uploadedImages().first().getAttribute('src'))!;
    expect(await storedImageSize(src.replace(/^\/api/, ''))).toEqual({ width: 1600, height: 1200 });
  });
});
