// Donations over REST and GraphQL, administrators only: validation with Italian messages
// (the codice fiscale's check character), anonymous donations without donor or receipt,
// receipts numbered per year without gaps under concurrency, the receipt's PDF (its text
// read back), its e-mail with the PDF attached received by a real SMTP server, receipts
// never deleted, the accountant's CSV and the donors' yearly statements.
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server.js';
import { createTestApp, testMail, type TestApp } from '../../testing/test-app.js';
import { call, fetchAt, graphql, signedInUser, type Json } from '../../testing/api-client.js';

let smtp: SmtpTestServer;
let app: TestApp;
let admin: string;
let editor: string;

// Valid codici fiscali (check character verified by domain/formats.ts).
const MARIA_CF = 'RSSMRA85T10A562S';
const numericCf = '01234567897';

export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function binary(path: string, token?: string) {
  const response = await fetchAt(`${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await createTestApp({ mail: testMail(smtp.url) });
  admin = await app.loginAsAdmin();
  const giulia = { name: 'Giulia Bianchi', username: 'giulia', role: 'editor' };
  editor = (await signedInUser(app, admin, { ...giulia, password: 'cavalli-al-tramonto-7' })).token;
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const maria = {
  date: '2026-03-14',
  amount: 123.45,
  method: 'bank_transfer',
  donorName: 'Maria Rossi',
  donorEmail: 'maria.rossi@example.it',
  donorFiscalCode: MARIA_CF.toLowerCase(),
};

describe('donations: who may see them', () => {
  it('is refused to editors (403) and to anonymous callers (401), REST and GraphQL', async () => {
    expect((await call(app.url, '/api/donations', { token: editor })).status).toBe(403);
    expect((await call(app.url, '/api/donations')).status).toBe(401);
    expect((await call(app.url, '/api/donations', { token: editor, json: maria })).status).toBe(
      403,
    );
    expect((await call(app.url, '/api/donations/export/2026.csv', { token: editor })).status).toBe(
      403,
    );
    const list = await graphql(app.url, '{ allDonations { id donorName } }', {}, editor);
    expect(list.errors?.[0]?.message).toBe('Non hai i permessi per questa operazione.');
    const me = await graphql<{ me: { permissions: string[] } }>(
      app.url,
      '{ me { permissions } }',
      {},
      editor,
    );
    expect(me.data?.me.permissions.filter((p) => p.startsWith('donations'))).toEqual([]);
  });
});

describe('REST /api/donations', () => {
  let mariaId: number;

  it('records a named donation with its receipt number, and e-mails the receipt with its PDF', async () => {
    const answer = await call(app.url, '/api/donations', { token: admin, json: maria });
    expect(answer.status).toBe(201);
    mariaId = answer.body.id as number;
    expect(answer.body).toMatchObject({
      date: '2026-03-14',
      amount: 123.45,
      method: 'bank_transfer',
      donorName: 'Maria Rossi',
      donorEmail: 'maria.rossi@example.it',
      donorFiscalCode: MARIA_CF,
      anonymous: false,
      receiptNumber: '2026/0001',
    });

    await app.worker.tick();
    const [mail] = await smtp.waitFor(1);
    expect(mail.parsed.subject).toBe('Ricevuta della donazione n. 2026/0001');
    expect(mail.envelope.to).toEqual(['maria.rossi@example.it']);
    const [attachment] = mail.parsed.attachments;
    expect(attachment.filename).toBe('ricevuta-2026-0001.pdf');
    expect(attachment.contentType).toBe('application/pdf');
    const text = await pdfText(attachment.content);
    expect(text).toContain('Maria Rossi');
    expect(text).toContain('2026/0001');
    expect(text).toContain('€ 123,45');
    expect(text).toContain('centoventitré euro e quarantacinque centesimi');
  });

  it('serves the receipt PDF: committee, donor, amount in figures and words, deductibility', async () => {
    const pdf = await binary(`/api/donations/${mariaId}/receipt.pdf`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.body);
    const settings = (await call(app.url, '/api/settings')).body as Json & {
      fiscalCode: string;
      name: string;
    };
    expect(text).toContain(settings.name);
    expect(text).toContain(`Codice fiscale: ${settings.fiscalCode}`);
    expect(text).toContain(MARIA_CF);
    expect(text).toContain('14/03/2026');
    expect(text).toContain('Bonifico bancario');
    expect(text).toContain('art. 83 del D.Lgs. 117/2017');
    expect(text).toContain('detraibile ai fini IRPEF');
    expect((await binary(`/api/donations/${mariaId}/receipt.pdf`, editor)).status).toBe(403);
  });

  it('states that cash is not deductible', async () => {
    const cash = await call(app.url, '/api/donations', {
      token: admin,
      json: { date: '2026-04-02', amount: 20, method: 'cash', donorName: 'Luca Verdi' },
    });
    expect(cash.body.receiptNumber).toBe('2026/0002');
    const text = await pdfText(
      (await binary(`/api/donations/${cash.body.id as number}/receipt.pdf`, admin)).body,
    );
    expect(text).toContain('venti euro');
    expect(text).toContain('non è detraibile né deducibile');
    expect(text).not.toContain('detraibile ai fini IRPEF');
  });

  it('records an anonymous donation without donor and without receipt', async () => {
    const answer = await call(app.url, '/api/donations', {
      token: admin,
      json: { ...maria, amount: 5, anonymous: true },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      anonymous: true,
      donorName: null,
      donorEmail: null,
      donorFiscalCode: null,
      receiptNumber: null,
    });
    const id = answer.body.id as number;
    expect((await binary(`/api/donations/${id}/receipt.pdf`, admin)).status).toBe(404);
    // Deletable: it has no receipt.
    expect(
      (await call(app.url, `/api/donations/${id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(200);
  });

  it('validates every field with Italian messages, saving nothing', async () => {
    const answer = await call(app.url, '/api/donations', {
      token: admin,
      json: {
        date: '2026-02-30',
        amount: 0,
        method: 'bitcoin',
        donorEmail: 'non-una-mail',
        donorFiscalCode: 'RSSMRA85T10A562T',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      date: 'La data deve essere nel formato AAAA-MM-GG',
      amount: expect.stringContaining("L'importo deve essere un numero di euro maggiore di zero"),
      method: 'Il metodo deve essere card, bank_transfer, postal_order, cheque o cash',
      donorEmail: "L'indirizzo e-mail del donatore non è valido",
      donorFiscalCode: 'Il codice fiscale del donatore non è valido',
    });
    const nameless = await call(app.url, '/api/donations', {
      token: admin,
      json: { date: '2026-05-01', amount: 10, method: 'cheque' },
    });
    expect(nameless.body.errors).toEqual({
      donorName: 'Il nome del donatore è obbligatorio (oppure la donazione è anonima)',
    });
    expect((await call<Json[]>(app.url, '/api/donations', { token: admin })).body).toHaveLength(2);
  });

  it('keeps a receipt: a receipted donation is never deleted nor made anonymous', async () => {
    const deleted = await call(app.url, `/api/donations/${mariaId}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe(
      'La ricevuta è già stata emessa: la donazione non può essere eliminata',
    );
    const anonymous = await call(app.url, `/api/donations/${mariaId}`, {
      method: 'PUT',
      token: admin,
      json: { anonymous: true },
    });
    expect(anonymous.body.errors).toEqual({
      anonymous: 'La ricevuta è già stata emessa: la donazione non può diventare anonima',
    });
    const changed = await call(app.url, `/api/donations/${mariaId}`, {
      method: 'PUT',
      token: admin,
      json: { amount: '150,00' },
    });
    expect(changed.body).toMatchObject({ amount: 150, receiptNumber: '2026/0001' });
  });

  it('re-sends a receipt on request', async () => {
    const sent = await call(app.url, `/api/donations/${mariaId}/receipt/send`, {
      method: 'POST',
      token: admin,
    });
    expect(sent.status).toBe(200);
    await app.worker.tick();
    const mails = await smtp.waitFor(2);
    expect(mails[1].parsed.subject).toBe('Ricevuta della donazione n. 2026/0001');
    expect(await pdfText(mails[1].parsed.attachments[0].content)).toContain('centocinquanta euro');
  });

  it('numbers 20 concurrent donations with 20 distinct consecutive receipt numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(app.url, '/api/donations', {
          token: admin,
          json: {
            date: '2026-06-01',
            amount: 10 + index,
            method: 'postal_order',
            donorName: `Donatore ${index}`,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.receiptNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `2026/${String(index + 3).padStart(4, '0')}`),
    );
    // Another year starts again from 1.
    const next = await call(app.url, '/api/donations', {
      token: admin,
      json: { date: '2027-01-05', amount: 1, method: 'cash', donorName: 'Anna Neri' },
    });
    expect(next.body.receiptNumber).toBe('2027/0001');
  });

  it('filters by year and method, over REST and GraphQL', async () => {
    const year = await call<Json[]>(app.url, '/api/donations?year=2027', { token: admin });
    expect(year.body.map((d) => d.donorName)).toEqual(['Anna Neri']);
    const cash = await call<Json[]>(app.url, '/api/donations?year=2026&method=cash', {
      token: admin,
    });
    expect(cash.body.map((d) => d.donorName)).toEqual(['Luca Verdi']);
    const list = await graphql<{ allDonations: Json[]; _allDonationsMeta: { count: number } }>(
      app.url,
      '{ allDonations(filter: { year: 2026, method: bank_transfer }) { donorName amount receiptNumber } _allDonationsMeta(filter: { year: 2026 }) { count } }',
      {},
      admin,
    );
    expect(list.data?.allDonations).toEqual([
      { donorName: 'Maria Rossi', amount: 150, receiptNumber: '2026/0001' },
    ]);
    expect(list.data?._allDonationsMeta.count).toBe(22);
  });

  it('creates through GraphQL alike', async () => {
    const created = await graphql<{ createDonation: Json }>(
      app.url,
      `mutation { createDonation(date: "2026-12-20", amount: 50, method: cheque, donorName: "Ente Esempio", donorFiscalCode: "${numericCf}") { donorFiscalCode receiptNumber method } }`,
      {},
      admin,
    );
    expect(created.data?.createDonation).toEqual({
      donorFiscalCode: numericCf,
      receiptNumber: '2026/0023',
      method: 'cheque',
    });
  });
});

describe('year end', () => {
  it("exports the year's CSV for the accountant (BOM, ';', dd/mm/yyyy, comma decimals)", async () => {
    const answer = await fetchAt(`${app.url}/api/donations/export/2026.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Codice fiscale donatore;Importo;Data;Metodo;Ricevuta');
    expect(lines[1]).toBe(`${MARIA_CF};150,00;14/03/2026;Bonifico bancario;2026/0001`);
    expect(lines[2]).toBe(';20,00;02/04/2026;Contanti;2026/0002');
    // The header, the 23 donations of 2026, and the last line's end.
    expect(lines).toHaveLength(25);
    expect(lines[24]).toBe('');
    expect(
      (await call(app.url, '/api/donations/export/duemila.csv', { token: admin })).status,
    ).toBe(400);
  });

  it("gives a donor's statement of the year, and e-mails it", async () => {
    await call(app.url, '/api/donations', {
      token: admin,
      json: { ...maria, date: '2026-11-30', amount: 30, method: 'cash', donorEmail: '' },
    });
    const pdf = await binary(`/api/donations/statements/2026?fiscalCode=${MARIA_CF}`, admin);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body);
    expect(text).toContain("Riepilogo delle erogazioni liberali dell'anno 2026");
    expect(text).toContain('Maria Rossi');
    expect(text).toContain('€ 180,00');
    expect(text).toContain('centottanta euro');
    expect(text).toContain('€ 150,00');
    expect(
      (
        await call(app.url, '/api/donations/statements/2026?fiscalCode=RSSMRA85T10A562T', {
          token: admin,
        })
      ).status,
    ).toBe(400);

    const before = smtp.received.length;
    const sent = await call(app.url, '/api/donations/statements/2026/send', {
      token: admin,
      json: {},
    });
    // Maria is the only donor of 2026 with a codice fiscale and an e-mail.
    expect(sent.body.sent).toBe(1);
    await app.worker.tick();
    const mails = await smtp.waitFor(before + 1);
    const statement = mails[before];
    expect(statement.parsed.subject).toBe('Riepilogo delle donazioni 2026');
    expect(statement.parsed.attachments[0].filename).toBe(
      `riepilogo-donazioni-2026-${MARIA_CF}.pdf`,
    );
  });
});
