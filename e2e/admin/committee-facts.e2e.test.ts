// The committee's facts as settings (issue 26), from 'Impostazioni' to the public site:
// founding year, people, vehicles, youth group's ages, a switchboard that keeps hours and a
// booking number that is not toll-free change what `/` and `/storia/comitato` say (years
// of service counted from the founding year, no "24 ore su 24" nor "numero verde" where
// they would be false); saving does not touch the privacy notice's date, changing its text
// dates it today and /privacy shows both; the footer's credits and a new quick link appear
// in the footer. The settings are put back as they were at the end (the whole browser run
// shares one server); the notice's date then stays today's, as it would for a committee.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import {
  anonymousPage,
  field,
  fileSessionToken,
  saveSettings,
  savedSettings,
  signedInPage,
  STEP_TIMEOUT,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;

interface Settings extends Record<string, unknown> {
  name: string;
  town: string;
  bookingPhone: string | null;
  privacyNotice: string;
  footerLinks: { label: string; url: string }[];
}

const saved = () =>
  savedSettings<Settings & { privacyNoticeUpdatedOn: string }>('privacyNoticeUpdatedOn');

let original: Settings;
let originalNoticeDate: string;

const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const romeYear = () => Number(romeToday().slice(0, 4));

const facts = {
  foundedYear: 1908,
  peopleCount: 150,
  vehicleCount: 7,
  youthMinAge: 16,
  youthMaxAge: 30,
  switchboardHours: 'dal lunedì al sabato, dalle 8 alle 20',
  volunteers: 99,
};

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  token = await fileSessionToken(browser);
  const current = await saved();
  const { privacyNoticeUpdatedOn, ...settings } = current;
  original = settings;
  originalNoticeDate = privacyNoticeUpdatedOn;
  expect(original.bookingPhone).toBeTruthy();
});

afterAll(async () => {
  if (original) await saveSettings(original, token);
  await browser?.close();
});

/** The text of a part of a public page, once it shows every one of `expected`. */
async function publicText(path: string, selector: string, expected: string[]): Promise<string> {
  const visitor = await anonymousPage(browser);
  try {
    await visitor.goto(path);
    const text = async () =>
      (await visitor.locator(selector).first().innerText()).replace(/\s+/g, ' ');
    for (const value of expected) {
      await expect.poll(text, { timeout: STEP_TIMEOUT }).toContain(value);
    }
    return await text();
  } finally {
    await visitor.context().close();
  }
}

async function openSettings(): Promise<void> {
  await page.goto('/admin/settings');
  await expect
    .poll(() => field(page, 'Nome del comitato').inputValue(), { timeout: STEP_TIMEOUT })
    .not.toBe('');
}

async function save(): Promise<void> {
  await page.getByRole('button', { name: 'Salva' }).click();
  await page.getByText('Impostazioni salvate').waitFor();
}

describe("the committee's facts in 'Impostazioni'", () => {
  it('are saved from the form, without changing the privacy notice or its date', async () => {
    await openSettings();
    await page.getByRole('heading', { name: 'Il comitato in numeri', level: 2 }).waitFor();
    await field(page, 'Anno di fondazione').fill(String(facts.foundedYear));
    await field(page, 'Volontari e personale (circa)').fill(String(facts.peopleCount));
    await field(page, 'Mezzi di soccorso e trasporto').fill(String(facts.vehicleCount));
    await field(page, 'Gruppo Giovani: età minima').fill(String(facts.youthMinAge));
    await field(page, 'Gruppo Giovani: età massima').fill(String(facts.youthMaxAge));
    await field(page, 'Volontari attivi').fill(String(facts.volunteers));
    // A switchboard that keeps hours: they are asked for.
    await page.getByLabel('Il centralino è attivo 24 ore su 24, 7 giorni su 7').uncheck();
    await field(page, 'Orari del centralino').fill(facts.switchboardHours);
    await page.getByLabel('È un numero verde (gratuito)').uncheck();
    await expectNoSeriousA11yViolations(page, '/admin/settings');
    await save();

    const after = await saved();
    expect(after).toMatchObject({
      foundedYear: facts.foundedYear,
      peopleCount: facts.peopleCount,
      vehicleCount: facts.vehicleCount,
      youthMinAge: facts.youthMinAge,
      youthMaxAge: facts.youthMaxAge,
      switchboardAlwaysOpen: false,
      switchboardHours: facts.switchboardHours,
      bookingPhone: original.bookingPhone,
      bookingPhoneTollFree: false,
      historyStats: { volunteers: facts.volunteers },
    });
    // The notice went through the editor and back unchanged: still the same notice.
    expect(after.privacyNoticeUpdatedOn).toBe(originalNoticeDate);
  });

  it('are what the home page says: years of service from the founding year, no 24/7, no toll-free', async () => {
    const years = romeYear() - facts.foundedYear;
    const about = await publicText('/', '#chi-siamo', [
      `Dal ${facts.foundedYear} il Comitato di ${original.town} porta soccorso e assistenza a chi ne ha bisogno: ${years} anni di servizio, ${facts.vehicleCount} mezzi e circa ${facts.peopleCount} persone tra volontari e personale.`,
    ]);
    expect(about).not.toMatch(/\b4[46] anni di servizio/);
    const booking = await publicText('/', '#prenota-servizio', [
      `Orari del centralino: ${facts.switchboardHours}.`,
      'Numero per le prenotazioni',
      original.bookingPhone!,
    ]);
    expect(booking).not.toContain('24 ore su 24');
    expect(booking).not.toMatch(/numero verde/i);
    const footer = await publicText('/', 'footer', [`Prenotazioni: ${original.bookingPhone}`]);
    expect(footer).not.toContain('Numero verde');
  });

  it('are what /storia/comitato says', async () => {
    const years = romeYear() - facts.foundedYear;
    const numbers = await publicText(
      '/storia/comitato',
      '[aria-labelledby="committee-numbers-title"] dl',
      [String(facts.foundedYear), `circa ${facts.peopleCount}`, 'Anni di servizio'],
    );
    // Each tile: its label (dt), then its value (dd).
    expect(numbers).toContain(`Anni di servizio ${years}`);
    expect(numbers).not.toContain('24/7');
    const today = await publicText(
      '/storia/comitato',
      '[aria-labelledby="committee-facts-title"]',
      [`${years} anni di servizio`, `dai ${facts.youthMinAge} ai ${facts.youthMaxAge} anni`],
    );
    expect(today).not.toContain('ogni notte');
  });
});

describe('the privacy notice and the footer', () => {
  it("changing the notice's text dates it today, and /privacy shows both", async () => {
    await openSettings();
    const editor = page.locator('#privacy .ProseMirror');
    await editor.scrollIntoViewIfNeeded();
    await editor.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Paragrafo aggiunto dal comitato.');
    await save();
    const after = await saved();
    expect(after.privacyNotice).toContain('Paragrafo aggiunto dal comitato.');
    expect(after.privacyNoticeUpdatedOn).toBe(romeToday());
    const [year, month, day] = romeToday().split('-');
    await publicText('/privacy', 'main', [
      `Ultimo aggiornamento: ${day}/${month}/${year}`,
      'Paragrafo aggiunto dal comitato.',
      '1. Titolare del trattamento',
    ]);
  });

  it('shows the credits and the quick links written in the settings', async () => {
    await openSettings();
    const footerSection = page.locator('#pie-di-pagina');
    await footerSection.scrollIntoViewIfNeeded();
    await field(page, 'Crediti').fill('Sito curato dal gruppo comunicazione');
    await footerSection.getByRole('button', { name: 'Aggiungi' }).click();
    await footerSection
      .getByLabel(/^Testo del link/)
      .last()
      .fill('Diventa volontario');
    await footerSection
      .getByLabel(/^Collegamento/)
      .last()
      .fill('/#attivita');
    await save();
    expect((await saved()).footerLinks.at(-1)).toEqual({
      label: 'Diventa volontario',
      url: '/#attivita',
    });

    const visitor = await anonymousPage(browser);
    try {
      await visitor.goto('/servizi');
      const footer = visitor.locator('footer');
      await expect
        .poll(() => footer.innerText(), { timeout: STEP_TIMEOUT })
        .toContain('Sito curato dal gruppo comunicazione');
      const link = footer
        .getByRole('navigation', { name: 'Link rapidi' })
        .getByRole('link', { name: 'Diventa volontario' });
      expect(await link.getAttribute('href')).toBe('/#attivita');
      await link.click();
      await visitor.waitForURL((url) => url.pathname === '/' && url.hash === '#attivita');
      await visitor.locator('#attivita').waitFor();
    } finally {
      await visitor.context().close();
    }
  });
});
