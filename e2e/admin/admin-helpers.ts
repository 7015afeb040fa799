// Helpers of the admin browser tests: a signed-in page, GraphQL calls for setup and
// for checking what the public API serves, and small real files to upload.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, launchBrowser, newContext, type ViewportName } from '../support/browser.js';
import { loginAsAdmin } from '../support/admin.js';

/** Fails fast: a missing element should not eat the whole test timeout. */
export const STEP_TIMEOUT = 10_000;

/**
 * The server allows 10 logins per username every 15 minutes (successful ones included),
 * and the whole browser run shares one server: each test file signs in through the
 * login page once and hands that token to its other pages.
 */
let fileToken: string | null = null;

/** A page of the dashboard with a session, signing in through /admin/login. */
export async function freshSignedInPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  await loginAsAdmin(page);
  return page;
}

/** A page of the dashboard with this file's session (signed in once per file). */
export async function signedInPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  if (!fileToken) {
    const page = await freshSignedInPage(browser, viewport);
    fileToken = await storedToken(page);
    return page;
  }
  const page = await anonymousPage(browser, viewport);
  await page.goto('/admin/login');
  await page.evaluate((token) => localStorage.setItem('token', token), fileToken);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Pannello Principale' }).waitFor();
  return page;
}

/** Makes the session of a page that signed in by itself this file's session. */
export async function adoptSession(page: Page): Promise<void> {
  fileToken = await storedToken(page);
}

/** This file's admin token, for setup and checks through the API. */
export async function fileSessionToken(browser: Browser): Promise<string> {
  if (!fileToken) await (await signedInPage(browser)).context().close();
  return fileToken!;
}

/** A browser with a signed-in page of the back office, and this file's admin token. */
export async function signedInBrowser(): Promise<{ browser: Browser; page: Page; token: string }> {
  const browser = await launchBrowser();
  const page = await signedInPage(browser);
  return { browser, page, token: await fileSessionToken(browser) };
}

export async function anonymousPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL call as any client makes it (the public site, or the admin with a token). */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/**
 * A news item made through GraphQL with the given title (a starting text, category
 * Eventi), a draft when asked, published otherwise; its id.
 */
export async function createNews(
  token: string,
  title: string,
  options: { draft?: boolean } = {},
): Promise<string> {
  const created = await graphql<{ createNews: { id: string } }>(
    `
      mutation ($title: String!) {
        createNews(
          title: $title
          content: "<p>Il testo di partenza.</p>"
          date: "2026-03-14"
          author: "Ufficio Comunicazione"
          category: Eventi
          ${options.draft ? 'status: draft' : ''}
        ) {
          id
        }
      }
    `,
    { title },
    token,
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createNews.id;
}

/** What SettingsInput takes, as the settings query answers it. */
export const SETTINGS_FIELDS = `name shortName town serviceArea foundedYear peopleCount vehicleCount
  youthMinAge youthMaxAge switchboardAlwaysOpen switchboardHours
  historyStats { volunteers women services emergencies }
  address { street postalCode town province } bookingPhone bookingPhoneTollFree phone email pec
  fiscalCode bank { accountHolder name iban } cardDonationUrl nationalSiteUrl historyVideoYoutubeId
  socials { facebook instagram youtube x tiktok linkedin }
  dataController { name address email } contactRetentionMonths accessibilityReviewDate
  privacyNotice footerCredits footerLinks { label url }`;

/** The committee's settings as saved (SETTINGS_FIELDS, and the fields named in more). */
export async function savedSettings<T extends Record<string, unknown>>(more = ''): Promise<T> {
  const answer = await graphql<{ settings: T }>(`{ settings { ${SETTINGS_FIELDS} ${more} } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data!.settings;
}

/** Saves the settings as given, whatever the version (as another person's save would). */
export async function saveSettings(input: Record<string, unknown>, token: string): Promise<void> {
  const answer = await graphql(
    'mutation ($input: SettingsInput!) { updateSettings(input: $input) { id } }',
    { input },
    token,
  );
  expect(answer.errors).toBeUndefined();
}

/** The token the admin app keeps in localStorage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** A unique title, so that tests sharing one server never collide. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} e2e ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** A real 1x1 PNG. */
export function pngFile(name = 'foto.png') {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
}

/** A small but well-formed PDF (starts with %PDF-, as the server checks). */
export function pdfFile(name = 'documento.pdf', padding = 0) {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
trailer << /Root 1 0 R >>
%${'x'.repeat(padding)}
%%EOF
`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** A form field by its label, with or without the required asterisk. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
}

/** Types a day (ddmmyyyy) or a date-time (ddmmyyyyHHMM) into an Italian date picker, as a person would. */
export async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await input.click();
  await page.keyboard.press('Home');
  await input.pressSequentially(digits, { delay: 20 });
}

/** Picks an option of a MUI select by its label. */
export async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The id in /admin/<resource>/<id>/edit. */
export function idFromEditUrl(page: Page): string {
  const match = /\/admin\/\w+\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`non è una pagina di modifica: ${page.url()}`);
  return match[1];
}

/** Waits until the path of the page is exactly `path`. */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === path);
}

/**
 * The column headers of a list, without the selection column that lists with bulk actions
 * put first (its header is the 'select all' checkbox, with no text).
 */
export async function columnHeaders(page: Page): Promise<string[]> {
  const headers = page.locator('thead th:not(.MuiTableCell-paddingCheckbox)');
  return (await headers.allTextContents()).map((h) => h.trim());
}

/** The texts of a list row's cells, in the columns' order, without its selection checkbox. */
export function rowCells(row: Locator): Promise<string[]> {
  return row.locator('td:not(.MuiTableCell-paddingCheckbox)').allTextContents();
}

/** Deletes the row with `title` through its 'Elimina' button and the confirmation dialog. */
export async function deleteRow(page: Page, title: string, confirmText: string): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(escapeRegExp(title)) })
    .getByRole('button', { name: 'Elimina' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(confirmText, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await dialog.waitFor({ state: 'detached' });
  // A DOM query, not a role query: rows under an open dialog are hidden from roles.
  await page.locator('tr', { hasText: title }).waitFor({ state: 'detached' });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
