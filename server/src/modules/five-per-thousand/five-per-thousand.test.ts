// The 5x1000 reports: one per year, amounts non-negative with at most two decimals, lines
// adding up to at most the amount received (400 on `lines`, nothing saved), the signed
// PDF, newest year first, the public cache kept fresh, 401 and 404. REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  attach,
  badTokenKinds,
  badTokens,
  call,
  formOf,
  graphql,
  pdfFile,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

const report = (fields: Partial<Json> = {}): Json => ({
  year: 2023,
  amount: 4820.37,
  receivedAt: '2025-10-29',
  lines: [
    { heading: 'Acquisto di defibrillatori', amount: 3200.1 },
    { heading: 'Formazione dei volontari', amount: 1620.27 },
  ],
  ...fields,
});

async function reportCount(): Promise<number> {
  return (await call<Json[]>(app.url, '/api/five-per-thousand')).body.length;
}

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/five-per-thousand', () => {
  let id: number;

  it('creates a year with its lines, the sum of the lines exact', async () => {
    const answer = await call(app.url, '/api/five-per-thousand', { json: report(), token });
    expect(answer.status).toBe(201);
    id = answer.body.id as number;
    expect(answer.body).toMatchObject({
      _id: id,
      year: 2023,
      amount: 4820.37,
      receivedAt: '2025-10-29',
      lines: [
        { heading: 'Acquisto di defibrillatori', amount: 3200.1 },
        { heading: 'Formazione dei volontari', amount: 1620.27 },
      ],
      linesTotal: 4820.37,
      fileUrl: null,
    });
  });

  it('refuses lines adding up to more than the amount received, on `lines`', async () => {
    const before = await reportCount();
    const answer = await call(app.url, '/api/five-per-thousand', {
      json: report({
        year: 2022,
        amount: 100,
        lines: [
          { heading: 'A', amount: 60 },
          { heading: 'B', amount: 40.01 },
        ],
      }),
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      lines: "Le voci del rendiconto sommano 100,01 €, più dell'importo ricevuto (100,00 €)",
    });
    const lowered = await call(app.url, `/api/five-per-thousand/${id}`, {
      method: 'PUT',
      json: { amount: 4000 },
      token,
    });
    expect(lowered.status).toBe(400);
    expect(Object.keys(lowered.body.errors ?? {})).toEqual(['lines']);
    expect(await reportCount()).toBe(before);
    expect((await call(app.url, `/api/five-per-thousand/${id}`)).body.amount).toBe(4820.37);
  });

  it('reports every invalid field and line in Italian', async () => {
    const answer = await call(app.url, '/api/five-per-thousand', {
      json: {
        year: 1999,
        amount: -1,
        receivedAt: '2025-13-01',
        lines: [{ heading: ' ', amount: 5 }, { heading: 'Voce', amount: 1.005 }, 'x'],
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      year: "L'anno deve essere un numero intero dal 2006 in poi",
      amount: expect.stringContaining(
        "L'importo ricevuto deve essere un numero di euro non negativo",
      ),
      receivedAt: 'La data di incasso deve essere una data reale nel formato AAAA-MM-GG',
      'lines.0.heading': 'La descrizione della voce è obbligatoria (al massimo 300 caratteri)',
      'lines.1.amount': expect.stringContaining("L'importo della voce deve essere un numero"),
      'lines.2.heading': expect.any(String),
      'lines.2.amount': expect.any(String),
    });
    const notAList = await call(app.url, '/api/five-per-thousand', {
      json: report({ year: 2021, lines: 'tante' }),
      token,
    });
    expect(notAList.body.errors).toEqual({
      lines: 'Le voci del rendiconto devono essere un elenco di voci con descrizione e importo',
    });
  });

  it('allows one report per year and a zero line', async () => {
    const again = await call(app.url, '/api/five-per-thousand', { json: report(), token });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({
      year: 'Esiste già un rendiconto del 5x1000 per questo anno',
    });
    const zero = await call(app.url, '/api/five-per-thousand', {
      json: report({ year: 2024, amount: 0, lines: [{ heading: 'Nessuna spesa', amount: 0 }] }),
      token,
    });
    expect(zero.status).toBe(201);
  });

  it('takes a multipart form with the lines as JSON and the signed PDF, lists newest first', async () => {
    const form = attach(
      formOf({
        year: '2022',
        amount: '3150,00',
        receivedAt: '2024-11-12',
        lines: JSON.stringify([{ heading: 'Carburante ambulanze', amount: 3150 }]),
      }),
      'file',
      await pdfFile('Rendiconto firmato'),
      'rendiconto.pdf',
      'application/pdf',
    );
    const answer = await call(app.url, '/api/five-per-thousand', { form, token });
    expect(answer.status).toBe(201);
    expect(answer.body.fileUrl).toMatch(/^\/uploads\/.+\.pdf$/);
    const list = await call<Json[]>(app.url, '/api/five-per-thousand');
    expect(list.body.map((r) => r.year)).toEqual([2024, 2023, 2022]);
  });

  it('serves a fresh list after a write', async () => {
    await call(app.url, '/api/five-per-thousand');
    await call(app.url, `/api/five-per-thousand/${id}`, {
      method: 'PUT',
      json: { lines: [{ heading: 'Ambulanza', amount: 4000 }] },
      token,
    });
    const list = await call<Json[]>(app.url, '/api/five-per-thousand');
    expect(list.body.find((r) => r.id === id)?.lines).toEqual([
      { heading: 'Ambulanza', amount: 4000 },
    ]);
    const gql = await graphql<{ allFivePerThousandReports: Json[] }>(
      app.url,
      '{ allFivePerThousandReports { year linesTotal lines { heading amount } } }',
    );
    expect(gql.data?.allFivePerThousandReports[1]).toEqual({
      year: 2023,
      linesTotal: 4000,
      lines: [{ heading: 'Ambulanza', amount: 4000 }],
    });
  });

  it.each(badTokenKinds)('refuses writes with a %s token (401)', async (kind) => {
    for (const [method, path] of [
      ['POST', '/api/five-per-thousand'],
      ['PUT', `/api/five-per-thousand/${id}`],
      ['DELETE', `/api/five-per-thousand/${id}`],
    ]) {
      expect((await call(app.url, path, { method, json: report(), token: bad[kind] })).status).toBe(
        401,
      );
    }
  });

  it('deletes, then 404s', async () => {
    const deleted = await call(app.url, `/api/five-per-thousand/${id}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.body).toMatchObject({ id });
    expect((await call(app.url, `/api/five-per-thousand/${id}`)).status).toBe(404);
    expect(
      (await call(app.url, '/api/five-per-thousand/xyz', { method: 'PUT', json: {}, token }))
        .status,
    ).toBe(404);
  });
});

describe('GraphQL 5x1000', () => {
  it('validates the lines against the amount as REST does', async () => {
    const answer = await graphql(
      app.url,
      `
        mutation {
          createFivePerThousandReport(
            year: 2020
            amount: 10
            receivedAt: "2022-08-01"
            lines: [{ heading: "Spesa", amount: 10.5 }]
          ) {
            id
          }
        }
      `,
      {},
      token,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { lines: expect.any(String) },
    });
    const created = await graphql(
      app.url,
      `
        mutation {
          createFivePerThousandReport(
            year: 2020
            amount: 10
            receivedAt: "2022-08-01"
            lines: [{ heading: "Spesa", amount: 9.99 }]
          ) {
            year
            linesTotal
          }
        }
      `,
      {},
      token,
    );
    expect(created.data?.createFivePerThousandReport).toEqual({ year: 2020, linesTotal: 9.99 });
  });
});
