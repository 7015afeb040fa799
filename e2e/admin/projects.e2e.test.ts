// Courses (projects) from the back office to /progetti: the five categories, the end
// date that cannot precede the start, the period column, edit and delete.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser } from '../support/browser.js';
import {
  deleteRow,
  escapeRegExp,
  field,
  graphql,
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

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const row = (title: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });

describe('courses in the back office', () => {
  const title = uniqueTitle('Corso');
  const editedTitle = `${title} (aggiornato)`;
  let id = '';

  it("creates a course: 'Nuovo Corso', five categories, end date not before start", async () => {
    await page.getByRole('menuitem', { name: 'Corsi' }).click();
    await page.getByRole('heading', { name: 'Gestione Corsi' }).waitFor();
    await page.getByRole('link', { name: 'Nuovo Corso' }).click();
    await waitForPath(page, '/admin/projects/new');
    await page.getByRole('heading', { name: 'Nuovo Corso' }).waitFor();
    await page.locator('.ProseMirror').waitFor();

    await page.getByRole('combobox', { name: /^Categoria/ }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.filter((o) => o.trim() !== '')).toEqual([
      'Educazione',
      'Salute',
      'Sociale',
      'Emergenza',
      'Altro',
    ]);
    await page.keyboard.press('Escape');

    await field(page, 'Titolo').fill(title);
    await page
      .locator('.ProseMirror')
      .fill(
        'Corso di formazione per volontari sulle tecniche di intervento in caso di calamità naturali, con esercitazioni pratiche sul campo.',
      );
    await typeDate(page, 'Data di inizio', '10032027');
    await typeDate(page, 'Data di fine', '01032027');
    expect(await field(page, 'Data di fine').inputValue()).toBe('01/03/2027');
    await selectOption(page, 'Categoria', 'Emergenza');
    await field(page, 'ID Calendly').fill('cri-emergenze');
    await page.locator('input[type="file"]:not([data-testid])').setInputFiles(pngFile('corso.png'));
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('La data di fine non può precedere la data di inizio').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/projects/new');

    await typeDate(page, 'Data di fine', '20032027');
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/projects');
    await row(title).waitFor();
    const cells = await rowCells(row(title));
    expect(cells[1]).toBe('2027-03-10 - 2027-03-20');
    expect(cells[2]).toBe('Emergenza');
    expect(await row(title).getByRole('img').getAttribute('src')).toMatch(/^\/api\/uploads\//);
  });

  it('shows it on the public course page', async () => {
    const found = await graphql<{
      allProjects: { id: string; category: string; calendlyId: string }[];
    }>('query($q: String) { allProjects(filter: { q: $q }) { id category calendlyId } }', {
      q: title,
    });
    expect(found.data!.allProjects).toHaveLength(1);
    const [course] = found.data!.allProjects;
    id = course.id;
    expect(course.category).toBe('emergency');
    expect(course.calendlyId).toBe('cri-emergenze');
    const publicPage = await browser.newPage({ baseURL: baseURL() });
    await publicPage.goto(`/progetti/${id}`);
    await publicPage.getByRole('heading', { name: title }).waitFor();
    await publicPage.close();
  });

  it("edits it at /admin/projects/{id}/edit ('Modifica Corso')", async () => {
    await row(title).getByRole('link', { name: 'Modifica' }).click();
    await waitForPath(page, `/admin/projects/${id}/edit`);
    await page.getByRole('heading', { name: 'Modifica Corso' }).waitFor();
    expect(await field(page, 'Data di inizio').inputValue()).toBe('10/03/2027');
    await field(page, 'Titolo').fill(editedTitle);
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/projects');
    await row(editedTitle).waitFor();
    const after = await graphql<{ Project: { title: string; image: string | null } }>(
      'query($id: ID!) { Project(id: $id) { title image } }',
      { id },
    );
    expect(after.data!.Project).toMatchObject({ title: editedTitle });
    expect(after.data!.Project.image).toBeTruthy();
  });

  it('leaves out the category and preview columns on a phone', async () => {
    const phone = await signedInPage(browser, 'mobile');
    await phone.goto('/admin/projects');
    await phone.getByRole('row', { name: new RegExp(escapeRegExp(editedTitle)) }).waitFor();
    expect(await phone.getByRole('columnheader', { name: 'Categoria' }).isVisible()).toBe(false);
    expect(await phone.getByRole('columnheader', { name: 'Anteprima' }).isVisible()).toBe(false);
    expect(await phone.getByRole('columnheader', { name: 'Periodo' }).isVisible()).toBe(true);
    await phone.context().close();
  });

  it("deletes it after 'Sei sicuro di voler eliminare questo progetto?'", async () => {
    await deleteRow(page, editedTitle, 'Sei sicuro di voler eliminare questo progetto?');
    const gone = await graphql<{ Project: unknown }>(
      'query($id: ID!) { Project(id: $id) { id } }',
      { id },
    );
    expect(gone.data?.Project ?? null).toBeNull();
  });
});
