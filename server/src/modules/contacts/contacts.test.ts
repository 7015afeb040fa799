// Contact requests: the public form (validation, consent, per-IP limit, 200 concurrent
// submissions stored exactly once each) and the admin's reading, status changes, deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { defaultRateLimits } from '../../rate-limits.js';
import {
  badTokenKinds,
  badTokens,
  call,
  graphql,
  type BadToken,
  type Json,
} from '../../testing/api-client.js';

let app: TestApp;
let token: string;
let bad: Record<BadToken, string | undefined>;

const message = {
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  subject: 'Informazioni sul corso BLSD',
  message: 'Buongiorno, vorrei sapere se ci sono ancora posti per il corso di dicembre.',
};

beforeAll(async () => {
  app = await createTestApp({
    rateLimits: {
      ...defaultRateLimits,
      contactPerIp: { limit: 1000, windowSeconds: 60 },
    },
  });
  token = await app.loginAsAdmin();
  bad = await badTokens(app);
});

afterAll(async () => {
  await app.close();
});

describe('REST /api/contacts', () => {
  let id: number;

  it('accepts the public form (JSON, no token) and records the consent', async () => {
    const answer = await call(app.url, '/api/contacts', { json: message });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      'Messaggio inviato con successo! Ti risponderemo al più presto.',
    );
    id = answer.body.id as number;
    const stored = await call(app.url, `/api/contacts/${id}`, { token });
    expect(stored.body).toMatchObject({ ...message, _id: id, id, status: 'pending' });
    expect(typeof stored.body.privacyConsentAt).toBe('string');
  });

  it('answers 400 with a message for every invalid field', async () => {
    const answer = await call(app.url, '/api/contacts', {
      json: { name: ' ', email: 'non-una-email', subject: '', message: '', privacyConsent: false },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: 'Il nome è obbligatorio',
      email: 'Inserisci un indirizzo email valido',
      subject: "L'oggetto è obbligatorio",
      message: 'Il messaggio è obbligatorio',
      privacyConsent: "Devi accettare l'informativa sulla privacy.",
    });
    const long = await call(app.url, '/api/contacts', {
      json: { ...message, message: 'x'.repeat(5001) },
    });
    expect(long.body.errors).toEqual({
      message: 'Il messaggio può avere al massimo 5000 caratteri',
    });
  });

  it('enforces the maximum lengths', async () => {
    const answer = await call(app.url, '/api/contacts', {
      json: {
        name: 'n'.repeat(201),
        email: `${'e'.repeat(320)}@example.it`,
        subject: 's'.repeat(201),
        message: 'ok',
      },
    });
    expect(answer.body.errors).toEqual({
      name: 'Il nome può avere al massimo 200 caratteri',
      email: 'Inserisci un indirizzo email valido',
      subject: "L'oggetto può avere al massimo 200 caratteri",
    });
  });

  it('lists newest first and reads one, for the admin only', async () => {
    await call(app.url, '/api/contacts', { json: { ...message, subject: 'Seconda richiesta' } });
    const list = await call<Json[]>(app.url, '/api/contacts', { token });
    expect(list.status).toBe(200);
    expect(list.body[0].subject).toBe('Seconda richiesta');
    for (const kind of badTokenKinds) {
      for (const path of ['/api/contacts', `/api/contacts/${id}`]) {
        const denied = await call(app.url, path, { token: bad[kind] });
        expect(denied.status).toBe(401);
      }
    }
  });

  it('changes the status (read, replied) and refuses other values', async () => {
    for (const status of ['read', 'replied']) {
      const answer = await call(app.url, `/api/contacts/${id}`, {
        method: 'PUT',
        json: { status },
        token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, status });
    }
    const invalid = await call(app.url, `/api/contacts/${id}`, {
      method: 'PUT',
      json: { status: 'archiviata' },
      token,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ status: 'Lo stato deve essere pending, read o replied' });
    for (const kind of badTokenKinds) {
      const denied = await call(app.url, `/api/contacts/${id}`, {
        method: 'PUT',
        json: { status: 'read' },
        token: bad[kind],
      });
      expect(denied.status).toBe(401);
      expect(denied.body.message).toBe(
        kind === 'missing'
          ? 'Non autorizzato: token mancante'
          : 'Sessione scaduta. Effettua nuovamente il login.',
      );
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const path of ['/api/contacts/424242', '/api/contacts/abc', '/api/contacts/0']) {
      expect((await call(app.url, path, { token })).status).toBe(404);
      expect(
        (await call(app.url, path, { method: 'PUT', json: { status: 'read' }, token })).status,
      ).toBe(404);
      expect((await call(app.url, path, { method: 'DELETE', token })).status).toBe(404);
    }
  });

  it('deletes a request (admin only)', async () => {
    for (const kind of badTokenKinds) {
      expect(
        (await call(app.url, `/api/contacts/${id}`, { method: 'DELETE', token: bad[kind] })).status,
      ).toBe(401);
    }
    expect((await call(app.url, `/api/contacts/${id}`, { method: 'DELETE', token })).status).toBe(
      200,
    );
    expect((await call(app.url, `/api/contacts/${id}`, { token })).status).toBe(404);
  });

  it('stores 200 concurrent submissions exactly once each', async () => {
    const before = await app
      .em()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from contacts');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(app.url, '/api/contacts', {
          json: { ...message, subject: `Richiesta concorrente ${i}` },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(200);
    const rows = await app
      .em()
      .getConnection()
      .execute<{ subject: string; n: string }[]>(
        `select subject, count(*) as n from contacts where subject like 'Richiesta concorrente %' group by subject`,
      );
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    const after = await app
      .em()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from contacts');
    expect(Number(after[0].n) - Number(before[0].n)).toBe(200);
    // About 2 s on an idle machine; several times that while other test files load the cores.
  }, 60_000);
});

describe('GraphQL contacts', () => {
  it('submits publicly, reads and updates as admin only', async () => {
    const submit = await graphql(
      app.url,
      `
        mutation ($n: String!, $e: String!, $s: String!, $m: String!) {
          submitContact(name: $n, email: $e, subject: $s, message: $m, privacyConsent: true) {
            id
            createdAt
          }
        }
      `,
      { n: message.name, e: message.email, s: 'Via GraphQL', m: message.message },
    );
    const receipt = submit.data?.submitContact as Json;
    expect(receipt.id).toMatch(/^\d+$/);

    const noConsent = await graphql(
      app.url,
      `
        mutation {
          submitContact(
            name: "A"
            email: "a@b.it"
            subject: "S"
            message: "M"
            privacyConsent: false
          ) {
            id
          }
        }
      `,
    );
    expect(noConsent.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { privacyConsent: "Devi accettare l'informativa sulla privacy." },
    });

    for (const kind of badTokenKinds) {
      const denied = await graphql(
        app.url,
        `
          {
            allContacts {
              id
            }
          }
        `,
        {},
        bad[kind],
      );
      expect(denied.errors?.[0].extensions.status).toBe(401);
    }
    const list = await graphql(
      app.url,
      `
        query {
          allContacts(filter: { q: "via graphql" }) {
            id
            subject
            status
          }
          _allContactsMeta(filter: { status: pending }) {
            count
          }
        }
      `,
      {},
      token,
    );
    expect(list.data?.allContacts).toEqual([
      { id: receipt.id, subject: 'Via GraphQL', status: 'pending' },
    ]);
    const updated = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateContact(id: $id, status: read) {
            id
            status
          }
        }
      `,
      { id: receipt.id },
      token,
    );
    expect(updated.data?.updateContact).toEqual({ id: receipt.id, status: 'read' });
    const one = await graphql(
      app.url,
      `
        query ($id: ID!) {
          Contact(id: $id) {
            status
          }
        }
      `,
      { id: receipt.id },
      token,
    );
    expect(one.data?.Contact).toEqual({ status: 'read' });
    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteContact(id: $id) {
            id
          }
        }
      `,
      { id: receipt.id },
      token,
    );
    expect(deleted.data?.deleteContact).toEqual({ id: receipt.id });
  });
});

describe('contact rate limit per IP', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: { ...app.config.rateLimits, contactPerIp: { limit: 3, windowSeconds: 600 } },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('refuses the submission over the limit with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await call(limited.url, '/api/contacts', { json: message })).status).toBe(201);
    }
    const blocked = await call(limited.url, '/api/contacts', { json: message });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Troppi tentativi. Riprova più tardi.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const viaGraphql = await graphql(
      limited.url,
      `
        mutation {
          submitContact(
            name: "A"
            email: "a@b.it"
            subject: "S"
            message: "M"
            privacyConsent: true
          ) {
            id
          }
        }
      `,
    );
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
    });
    const stored = await limited
      .em()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from contacts');
    expect(Number(stored[0].n)).toBe(3);
  });
});
