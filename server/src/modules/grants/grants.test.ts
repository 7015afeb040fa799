// The public grants register: validation by field with nothing saved, exact yearly
// totals, the year filter, the optional PDF, the CSV and JSON exports of a year, the
// public cache kept fresh by writes, 401 on writes without a valid token, 404s. REST and
// GraphQL.
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  attach,
  badTokenKinds,
  badTokens,
  call,
  formOf,
  graphql,
  graphqlUpload,
  oversizedPdf,
  pdfFile,
  pngImage,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

/** Comune di Milano's fiscal code: 11 digits, check digit 8. */
const VALID_FISCAL_CODE = '01199250158';

const grant = (fields: Partial<Json> = {}): Json => ({
  administration: 'Comune di Valdoria',
  administrationFiscalCode: VALID_FISCAL_CODE,
  amount: 12500,
  receivedAt: '2025-03-14',
  purpose: 'Contributo per il servizio di trasporto sociale',
  reference: 'Determina n. 45/2025',
  ...fields,
});

async function grantCount(): Promise<number> {
  return (await call<Json[]>(app.url, '/api/grants')).body.length;
}

async function uploadsOnDisk(): Promise<string[]> {
  return (await fs.readdir(app.config.uploadsDir).catch(() => [])).sort();
}

beforeAll(async () => {
  app = await createTestApp();
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/grants: writes and validation', () => {
  it('creates a grant from JSON, amounts in euro kept exactly', async () => {
    const answer = await call(app.url, '/api/grants', { json: grant({ amount: 0.1 }), token });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      _id: answer.body.id,
      administration: 'Comune di Valdoria',
      administrationFiscalCode: VALID_FISCAL_CODE,
      amount: 0.1,
      receivedAt: '2025-03-14',
      year: 2025,
      reference: 'Determina n. 45/2025',
      fileUrl: null,
    });
    const update = await call(app.url, `/api/grants/${answer.body.id as number}`, {
      method: 'PUT',
      json: { amount: 12500.2 },
      token,
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ amount: 12500.2, administration: 'Comune di Valdoria' });
  });

  it('refuses invalid input with Italian messages by field and saves nothing', async () => {
    const before = await grantCount();
    const answer = await call(app.url, '/api/grants', {
      json: {
        administration: '   ',
        administrationFiscalCode: '01199250157',
        amount: 10.555,
        receivedAt: '2025-02-30',
        purpose: '',
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Dati non validi');
    expect(answer.body.errors).toEqual({
      administration: "L'amministrazione erogante è obbligatoria",
      administrationFiscalCode: expect.stringContaining('Il codice fiscale non è valido'),
      amount: expect.stringContaining("L'importo deve essere un numero positivo"),
      receivedAt: 'La data di incasso deve essere una data reale nel formato AAAA-MM-GG',
      purpose: 'La causale è obbligatoria',
    });
    for (const amount of [0, -5, '12,345', 'mille']) {
      const refused = await call(app.url, '/api/grants', { json: grant({ amount }), token });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['amount']);
    }
    expect(await grantCount()).toBe(before);
  });

  it('accepts a person fiscal code and an amount with a decimal comma from a form', async () => {
    const form = formOf({
      administration: 'Regione Placeholder',
      administrationFiscalCode: 'rssmra85t10a562s',
      amount: '2500,50',
      receivedAt: '2024-11-05',
      purpose: 'Contributo regionale',
    });
    const answer = await call(app.url, '/api/grants', { form, token });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      administrationFiscalCode: 'RSSMRA85T10A562S',
      amount: 2500.5,
    });
  });

  it('keeps, replaces and removes an optional PDF, refusing what is not one', async () => {
    const form = attach(
      formOf(grant() as Record<string, string>),
      'file',
      await pdfFile(),
      'a.pdf',
      'application/pdf',
    );
    const created = await call(app.url, '/api/grants', { form, token });
    expect(created.status).toBe(201);
    const fileUrl = created.body.fileUrl as string;
    expect(fileUrl).toMatch(/^\/uploads\/[a-f0-9-]{36}\.pdf$/);
    const id = created.body.id as number;

    const notPdf = attach(formOf({}), 'file', await pngImage(), 'x.pdf', 'application/pdf');
    const refused = await call(app.url, `/api/grants/${id}`, {
      method: 'PUT',
      form: notPdf,
      token,
    });
    expect(refused.status).toBe(415);
    const tooLarge = attach(formOf({}), 'file', oversizedPdf(), 'x.pdf', 'application/pdf');
    expect(
      (await call(app.url, `/api/grants/${id}`, { method: 'PUT', form: tooLarge, token })).status,
    ).toBe(413);

    const kept = await call(app.url, `/api/grants/${id}`, {
      method: 'PUT',
      json: { purpose: 'Nuova causale' },
      token,
    });
    expect(kept.body).toMatchObject({ purpose: 'Nuova causale', fileUrl });

    const removed = await call(app.url, `/api/grants/${id}`, {
      method: 'PUT',
      json: { removeFile: true },
      token,
    });
    expect(removed.body.fileUrl).toBeNull();
    expect(await app.storage.exists(fileUrl)).toBe(false);

    const deleted = await call(app.url, `/api/grants/${id}`, { method: 'DELETE', token });
    expect(deleted.body).toMatchObject({ message: 'Contributo eliminato', id });
    expect((await call(app.url, `/api/grants/${id}`)).status).toBe(404);
  });

  it('leaves no file behind when the record is refused', async () => {
    const before = await uploadsOnDisk();
    const form = attach(
      formOf({ administration: '' }),
      'file',
      await pdfFile(),
      'a.pdf',
      'application/pdf',
    );
    expect((await call(app.url, '/api/grants', { form, token })).status).toBe(400);
    expect(await uploadsOnDisk()).toEqual(before);
  });

  it.each(badTokenKinds)('refuses writes with a %s token (401)', async (kind) => {
    const before = await grantCount();
    for (const [method, path] of [
      ['POST', '/api/grants'],
      ['PUT', '/api/grants/1'],
      ['DELETE', '/api/grants/1'],
    ]) {
      const answer = await call(app.url, path, { method, json: grant(), token: bad[kind] });
      expect(answer.status).toBe(401);
    }
    expect(await grantCount()).toBe(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      expect((await call(app.url, `/api/grants/${id}`)).status).toBe(404);
      expect(
        (await call(app.url, `/api/grants/${id}`, { method: 'PUT', json: {}, token })).status,
      ).toBe(404);
      expect((await call(app.url, `/api/grants/${id}`, { method: 'DELETE', token })).status).toBe(
        404,
      );
    }
  });
});

describe('the register by year: totals, filter, exports, cache', () => {
  beforeAll(async () => {
    await app.em().getConnection().execute('truncate grants');
    for (const fields of [
      { amount: 12500, receivedAt: '2025-03-14' },
      {
        administration: 'Regione Placeholder',
        amount: 0.1,
        receivedAt: '2025-06-30',
        purpose: 'Causale; con "virgolette"',
      },
      { amount: 0.2, receivedAt: '2025-12-31', reference: '=SOMMA(A1)' },
      { amount: 3000.45, receivedAt: '2024-09-01' },
    ]) {
      expect((await call(app.url, '/api/grants', { json: grant(fields), token })).status).toBe(201);
    }
  });

  it('lists newest first, filters by year and refuses a malformed year', async () => {
    const all = await call<Json[]>(app.url, '/api/grants');
    expect(all.body.map((g) => g.receivedAt)).toEqual([
      '2025-12-31',
      '2025-06-30',
      '2025-03-14',
      '2024-09-01',
    ]);
    const year = await call<Json[]>(app.url, '/api/grants?year=2024');
    expect(year.body.map((g) => g.amount)).toEqual([3000.45]);
    const malformed = await call(app.url, '/api/grants?year=duemila');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.year).toBe(
      "L'anno deve essere un numero intero di quattro cifre",
    );
  });

  it('sums each year exactly (0.1 + 0.2 is 0.3), REST and GraphQL', async () => {
    const expected = [
      { year: 2025, count: 3, total: 12500.3 },
      { year: 2024, count: 1, total: 3000.45 },
    ];
    expect((await call(app.url, '/api/grants/years')).body).toEqual(expected);
    const answer = await graphql(app.url, '{ grantYearTotals { year count total } }');
    expect(answer.data?.grantYearTotals).toEqual(expected);
  });

  it('exports a year as CSV for Italian spreadsheets', async () => {
    const answer = await fetch(`${app.url}/api/grants/export/2025.csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Anno;Data di incasso;Amministrazione erogante;Codice fiscale amministrazione;Importo (EUR);Causale;Riferimento atto;Documento',
      `2025;14/03/2025;Comune di Valdoria;${VALID_FISCAL_CODE};12500,00;Contributo per il servizio di trasporto sociale;Determina n. 45/2025;`,
      `2025;30/06/2025;Regione Placeholder;${VALID_FISCAL_CODE};0,10;"Causale; con ""virgolette""";Determina n. 45/2025;`,
      `2025;31/12/2025;Comune di Valdoria;${VALID_FISCAL_CODE};0,20;Contributo per il servizio di trasporto sociale;'=SOMMA(A1);`,
    ]);
  });

  it('exports a year as JSON open data, and 404s on an unknown export name', async () => {
    const answer = await call(app.url, '/api/grants/export/2024.json');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      year: 2024,
      currency: 'EUR',
      count: 1,
      total: 3000.45,
      grants: [
        {
          administration: 'Comune di Valdoria',
          administrationFiscalCode: VALID_FISCAL_CODE,
          amount: 3000.45,
          receivedAt: '2024-09-01',
          purpose: 'Contributo per il servizio di trasporto sociale',
          reference: 'Determina n. 45/2025',
          fileUrl: null,
        },
      ],
    });
    expect((await call(app.url, '/api/grants/export/2024.xls')).status).toBe(404);
    expect((await call(app.url, '/api/grants/export/24.csv')).status).toBe(404);
  });

  it('never serves a stale list, total or export after a write', async () => {
    const etag = (await fetch(`${app.url}/api/grants/export/2024.csv`)).headers.get(
      'etag',
    ) as string;
    const revalidated = await fetch(`${app.url}/api/grants/export/2024.csv`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
    await call(app.url, '/api/grants/years');
    await call(app.url, '/api/grants?year=2024');
    const created = await call(app.url, '/api/grants', {
      json: grant({ amount: 1000, receivedAt: '2024-10-10' }),
      token,
    });
    expect(created.status).toBe(201);
    expect((await call<Json[]>(app.url, '/api/grants?year=2024')).body).toHaveLength(2);
    expect((await call<Json[]>(app.url, '/api/grants/years')).body[1]).toEqual({
      year: 2024,
      count: 2,
      total: 4000.45,
    });
    const csv = await fetch(`${app.url}/api/grants/export/2024.csv`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('10/10/2024');
    const gql = await graphql<{ allGrants: Json[] }>(
      app.url,
      '{ allGrants(filter: { year: 2024 }) { amount } }',
    );
    expect(gql.data?.allGrants.map((g) => g.amount)).toEqual([1000, 3000.45]);
  });
});

describe('GraphQL grants', () => {
  it('creates with an uploaded PDF, updates and deletes as admin only', async () => {
    const mutation = `mutation ($file: Upload) {
      createGrant(administration: "Comune di Valdoria", administrationFiscalCode: "${VALID_FISCAL_CODE}",
        amount: 700.5, receivedAt: "2026-01-20", purpose: "Rimborso servizio", file: $file) { id amount fileUrl year }
    }`;
    const pdf = { data: await pdfFile(), name: 'atto.pdf', type: 'application/pdf' };
    const anonymous = await graphqlUpload(app.url, mutation, {}, { file: pdf });
    expect(anonymous.errors?.[0].extensions.code).toBe('MISSING_TOKEN');
    const created = await graphqlUpload(app.url, mutation, {}, { file: pdf }, token);
    const record = created.data?.createGrant as Json;
    expect(record).toMatchObject({ amount: 700.5, year: 2026 });
    expect(record.fileUrl).toMatch(/^\/uploads\/.+\.pdf$/);

    const invalid = await graphql(
      app.url,
      `mutation { updateGrant(id: "${record.id as string}", amount: 1.234, administration: "") { id } }`,
      {},
      token,
    );
    expect(invalid.errors?.[0].extensions.code).toBe('VALIDATION');
    expect(Object.keys(invalid.errors?.[0].extensions.fields ?? {}).sort()).toEqual([
      'administration',
      'amount',
    ]);

    const deleted = await graphql(
      app.url,
      `mutation { deleteGrant(id: "${record.id as string}") { id } }`,
      {},
      token,
    );
    expect(deleted.data?.deleteGrant).toEqual({ id: record.id });
    expect(
      (await graphql(app.url, `{ Grant(id: "${record.id as string}") { id } }`)).data?.Grant,
    ).toBeNull();
  });
});
