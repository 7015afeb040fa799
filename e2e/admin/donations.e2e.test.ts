// 'Donazioni' in the back office: the year's donations filtered by year and method, the
// totals by month and method as a chart, a donation recorded through the form with its
// receipt number, the receipt's PDF, the accountant's CSV and a donor's statement
// downloaded by the browser, the committee's own Stripe webhook secret set and removed.
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import {
  escapeRegExp,
  field,
  fileSessionToken,
  selectOption,
  signedInPage,
  typeDate,
  uniqueTitle,
  waitForPath,
} from './admin-helpers.js';

let browser: Browser;
let page: Page;
// A year of its own: the other files never see these donations.
const YEAR = 2019;
const cardDonor = uniqueTitle('Carla Carta');
const cashDonor = uniqueTitle('Cesare Contante');
const formDonor = uniqueTitle('Bruno Bonifico');

async function record(token: string, donation: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${inject('baseURL')}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(donation),
  });
  if (response.status !== 201) throw new Error(`donazione non creata: ${response.status}`);
}

async function contentOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInPage(browser);
  const token = await fileSessionToken(browser);
  await record(token, { date: `${YEAR}-03-10`, amount: 50, method: 'card', donorName: cardDonor });
  await record(token, { date: `${YEAR}-05-02`, amount: 20, method: 'cash', donorName: cashDonor });
});

afterAll(async () => {
  await browser?.close();
});

const row = (name: string) => page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function showYear(): Promise<void> {
  await page.getByLabel('Anno').fill(String(YEAR));
  await row(cardDonor).waitFor();
}

describe('Donazioni', () => {
  it('lists the year, filters by method, and charts the totals by month and method', async () => {
    await page.getByRole('menuitem', { name: 'Donazioni' }).click();
    await waitForPath(page, '/admin/donations');
    await page.getByRole('heading', { name: 'Donazioni', level: 1 }).waitFor();
    await showYear();
    expect(plain(await row(cardDonor).textContent())).toContain('50,00 €');
    expect(plain(await row(cardDonor).textContent())).toContain(`${YEAR}/0001`);
    expect(plain(await row(cashDonor).textContent())).toContain('Contanti');
    await page.getByText('Totale: 70,00 € (2 donazioni)').waitFor();
    const chart = page.getByRole('img', { name: 'Grafico delle donazioni per mese e metodo' });
    await chart.waitFor();
    // Recharts draws one rectangle per month and method with an amount: March's card, May's cash.
    await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBe(2);

    await selectOption(page, 'Metodo', 'Contanti');
    await row(cardDonor).waitFor({ state: 'detached' });
    await row(cashDonor).waitFor();
    await page.getByText('Totale: 20,00 € (1 donazione)').waitFor();
    await selectOption(page, 'Metodo', 'Tutti');
    await row(cardDonor).waitFor();
  });

  it('records a donation through the form, which gets the next receipt number', async () => {
    await page.getByRole('link', { name: 'Nuova Donazione' }).click();
    await waitForPath(page, '/admin/donations/new');
    await typeDate(page, 'Data', `1504${YEAR}`);
    await field(page, 'Importo (€)').fill('35.5');
    await selectOption(page, 'Metodo di pagamento', 'Bonifico');
    await field(page, 'Nome del donatore').fill(formDonor);
    await field(page, 'Codice fiscale del donatore').fill('rssmra85t10a562s');
    await page.getByRole('button', { name: 'Salva' }).click();
    await waitForPath(page, '/admin/donations');
    await showYear();
    const text = plain(await row(formDonor).textContent());
    expect(text).toContain('35,50 €');
    expect(text).toContain('RSSMRA85T10A562S');
    expect(text).toContain(`${YEAR}/0003`);
  });

  it("downloads a receipt's PDF and the accountant's CSV of the year", async () => {
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      row(formDonor).getByRole('button', { name: 'Scarica ricevuta' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(`ricevuta-${YEAR}-0003.pdf`);
    expect((await contentOf(receipt)).subarray(0, 5).toString()).toBe('%PDF-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Esporta CSV ${YEAR} per il commercialista` }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`donazioni-${YEAR}.csv`);
    const lines = (await contentOf(csv)).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFCodice fiscale donatore;Importo;Data;Metodo;Ricevuta');
    expect(lines).toContain(`RSSMRA85T10A562S;35,50;15/04/${YEAR};Bonifico bancario;${YEAR}/0003`);
    expect(lines).toContain(`;20,00;02/05/${YEAR};Contanti;${YEAR}/0002`);
  });

  it("downloads a donor's statement of the year, and sets the committee's Stripe secret", async () => {
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      row(formDonor).getByRole('button', { name: 'Riepilogo annuale' }).click(),
    ]);
    expect(statement.suggestedFilename()).toBe(`riepilogo-donazioni-${YEAR}-RSSMRA85T10A562S.pdf`);
    expect((await contentOf(statement)).subarray(0, 5).toString()).toBe('%PDF-');

    const stripe = page.getByRole('region', { name: 'Pagamenti con carta (Stripe)' });
    await stripe.getByText(/si usa il segreto del webhook Stripe del server/).waitFor();
    await stripe.getByLabel('Segreto del webhook Stripe (whsec_…)').fill('whsec_e2esecret');
    await stripe.getByRole('button', { name: 'Salva segreto' }).click();
    await stripe.getByText(/il comitato ha un segreto del webhook Stripe proprio/).waitFor();
    await stripe.getByRole('button', { name: 'Rimuovi segreto' }).click();
    await stripe.getByText(/si usa il segreto del webhook Stripe del server/).waitFor();
  });
});
