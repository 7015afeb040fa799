// The reply from the back office in Chromium against the built server (started without
// SMTP_URL): the 'Rispondi' form on a request's page stores the reply, shows it in the
// request's history with time, author and 'In attesa del server di posta', says that the
// e-mail waits for a mail server to be configured and marks the request so (not 'Risposta
// inviata'), the e-mail queued; the menu and the dashboard count the requests still to be
// read, and the dashboard says that e-mail is not configured.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL } from '../support/browser.js';
import { graphql, signedInBrowser, uniqueTitle } from './admin-helpers.js';

let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  ({ browser, page, token } = await signedInBrowser());
});

afterAll(async () => {
  await browser?.close();
});

async function unreadCount(): Promise<number> {
  const answer = await graphql<{ _allContactsMeta: { count: number } }>(
    '{ _allContactsMeta(filter: { status: pending }) { count } }',
    {},
    token,
  );
  return answer.data!._allContactsMeta.count;
}

describe('replying to a contact request', () => {
  const subject = uniqueTitle('Orari della sede');
  let id = '';

  beforeAll(async () => {
    const response = await fetch(`${baseURL()}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Paolo Neri',
        email: 'paolo.neri@example.org',
        subject,
        message: 'Buongiorno, la sede è aperta il sabato mattina?',
      }),
    });
    expect(response.status).toBe(201);
    id = String(((await response.json()) as { id: number }).id);
  });

  it('counts the requests to read on the menu and the dashboard, and says e-mail is off', async () => {
    expect(await unreadCount()).toBeGreaterThan(0);
    await page.goto('/admin');
    // Other browser tests may add requests meanwhile: any positive count will do.
    const menuItem = page.getByRole('menuitem', { name: /Contatti/ });
    await menuItem.getByLabel(/^[1-9]\d* da leggere$/).waitFor();
    const card = page.getByRole('link', { name: /^Richieste da leggere/ });
    await card.filter({ hasText: /[1-9]/ }).waitFor();
    await page.getByText('Invio e-mail non configurato (SMTP_URL)', { exact: false }).waitFor();
  });

  it("keeps the reply from the request's page, honest that it waits for a mail server", async () => {
    await page.goto(`/admin/contacts/${id}`);
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByText('Nessuna risposta finora.').waitFor();

    await page.getByRole('button', { name: 'Invia risposta' }).click();
    await page.getByText('Il testo della risposta è obbligatorio').waitFor();

    const reply = 'Gentile Paolo,\nsì, il sabato siamo aperti dalle 9 alle 12.';
    await page.getByLabel('Risposta').fill(reply);
    await page.getByRole('button', { name: 'Invia risposta' }).click();
    await page
      .getByText(
        "Risposta salvata: l'e-mail è in attesa che venga configurato il server di posta e partirà appena sarà configurato.",
      )
      .waitFor();
    await page
      .locator('.MuiChip-root', { hasText: 'Risposta in attesa del server di posta' })
      .waitFor();
    expect(await page.locator('.MuiChip-root', { hasText: 'Risposta inviata' }).count()).toBe(0);
    const history = page.getByRole('region', { name: 'Risposte' });
    await history.getByText('il sabato siamo aperti dalle 9 alle 12.', { exact: false }).waitFor();
    expect(
      await history
        .getByText(/\d{4}.*\d{2}:\d{2} — admin — In attesa del server di posta$/)
        .count(),
    ).toBe(1);
    expect(await page.getByLabel('Risposta').inputValue()).toBe('');

    const stored = await graphql<{
      Contact: { status: string; replies: { message: string; author: string }[] };
    }>('query($id: ID!) { Contact(id: $id) { status replies { message author } } }', { id }, token);
    expect(stored.data!.Contact).toEqual({
      status: 'replyQueued',
      replies: [{ message: reply, author: 'admin' }],
    });
    const mail = await graphql<{ mailStatus: { configured: boolean; pendingCount: number } }>(
      '{ mailStatus { configured pendingCount } }',
      {},
      token,
    );
    expect(mail.data!.mailStatus.configured).toBe(false);
    expect(mail.data!.mailStatus.pendingCount).toBeGreaterThan(0);
  });
});
