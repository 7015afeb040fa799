// The Stripe webhook, with signatures made here as Stripe makes them (the library's test
// helper: HMAC-SHA256 of `timestamp.payload`): a paid session recorded once with its donor,
// codice fiscale and receipt; a bad, missing or old signature refused with 400 and nothing
// recorded; the same event again (in turn or at once) recorded once; the committee's own
// secret overriding STRIPE_WEBHOOK_SECRET, set by administrators only.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, fetchAt, type Json } from '../../testing/api-client.js';

const ENV_SECRET = 'whsec_deploymentsecret';
const COMMITTEE_SECRET = 'whsec_committeesecret';
const stripe = new Stripe('sk_test_unused');

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ stripeWebhookSecret: ENV_SECRET });
  admin = await app.loginAsAdmin();
});

afterAll(async () => {
  await app?.close();
});

function sessionEvent(id: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Date.UTC(2026, 4, 10, 22, 30) / 1000,
    data: {
      object: {
        id: `cs_test_${id}`,
        object: 'checkout.session',
        amount_total: 2500,
        currency: 'eur',
        payment_status: 'paid',
        payment_intent: `pi_${id}`,
        customer_details: { name: 'Paolo Gialli', email: 'paolo.gialli@example.it' },
        custom_fields: [
          {
            key: 'codicefiscale',
            label: { type: 'custom', custom: 'Codice fiscale' },
            type: 'text',
            text: { value: 'rssmra85t10a562s' },
          },
        ],
        ...overrides,
      },
    },
  });
}

function signed(payload: string, secret = ENV_SECRET, timestamp?: number): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

async function deliver(payload: string, signature?: string) {
  const response = await fetchAt(`${app.url}/api/donations/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function donations(): Promise<Json[]> {
  return (await call<Json[]>(app.url, '/api/donations', { token: admin })).body;
}

describe('POST /api/donations/stripe-webhook', () => {
  it('refuses a bad, a missing or an old signature with 400, recording nothing', async () => {
    const payload = sessionEvent('evt_bad');
    const wrong = await deliver(payload, signed(payload, 'whsec_someoneelse'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Firma Stripe non valida o scaduta');
    expect((await deliver(payload)).status).toBe(400);
    // Signed for another body.
    expect((await deliver(payload, signed(sessionEvent('evt_other')))).status).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 600;
    expect((await deliver(payload, signed(payload, ENV_SECRET, old))).status).toBe(400);
    expect(await donations()).toEqual([]);
  });

  it('records a paid session with its donor, codice fiscale and receipt', async () => {
    const payload = sessionEvent('evt_1');
    const answer = await deliver(payload, signed(payload));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'recorded' } });
    expect(await donations()).toEqual([
      expect.objectContaining({
        // 22:30 UTC is past midnight in Rome.
        date: '2026-05-11',
        amount: 25,
        currency: 'EUR',
        method: 'card',
        donorName: 'Paolo Gialli',
        donorEmail: 'paolo.gialli@example.it',
        donorFiscalCode: 'RSSMRA85T10A562S',
        anonymous: false,
        receiptNumber: '2026/0001',
        providerReference: 'pi_evt_1',
      }),
    ]);
  });

  it('records an event once: delivered again, or twice at once', async () => {
    const payload = sessionEvent('evt_1');
    const again = await deliver(payload, signed(payload));
    expect(again).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    const twin = sessionEvent('evt_2');
    const answers = await Promise.all([deliver(twin, signed(twin)), deliver(twin, signed(twin))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'recorded']);
    const list = await donations();
    expect(list).toHaveLength(2);
    expect(list.map((d) => d.receiptNumber).sort()).toEqual(['2026/0001', '2026/0002']);
  });

  it('keeps no invalid codice fiscale, and ignores other events and unpaid sessions', async () => {
    const payload = sessionEvent('evt_3', {
      custom_fields: [{ key: 'codicefiscale', type: 'text', text: { value: 'RSSMRA85T10A562T' } }],
    });
    expect((await deliver(payload, signed(payload))).body.outcome).toBe('recorded');
    expect((await donations()).find((d) => d.providerReference === 'pi_evt_3')).toMatchObject({
      donorFiscalCode: null,
      donorName: 'Paolo Gialli',
    });
    const unpaid = sessionEvent('evt_4', { payment_status: 'unpaid' });
    expect((await deliver(unpaid, signed(unpaid))).body.outcome).toBe('ignored');
    const other = JSON.stringify({
      id: 'evt_5',
      object: 'event',
      type: 'charge.refunded',
      created: 1,
      data: { object: {} },
    });
    expect((await deliver(other, signed(other))).body.outcome).toBe('ignored');
    expect(await donations()).toHaveLength(3);
  });

  it("uses the committee's own secret once its administrators set it", async () => {
    const users = await call(app.url, '/api/users', {
      token: admin,
      json: {
        name: 'Giulia Bianchi',
        username: 'giulia',
        role: 'editor',
        password: 'cavalli-al-tramonto-7',
      },
    });
    expect(users.status).toBe(201);
    const editor = (
      await call(app.url, '/api/auth/login', {
        json: { username: 'giulia', password: 'cavalli-al-tramonto-7' },
      })
    ).body.token as string;
    const json = { stripeWebhookSecret: COMMITTEE_SECRET };
    expect(
      (
        await call(app.url, '/api/donations/settings/stripe', {
          method: 'PUT',
          token: editor,
          json,
        })
      ).status,
    ).toBe(403);
    const set = await call(app.url, '/api/donations/settings/stripe', {
      method: 'PUT',
      token: admin,
      json,
    });
    expect(set.body).toEqual({ stripeWebhookSecretSet: true });
    // The secret itself is never shown, not even to administrators.
    expect((await call(app.url, '/api/donations/settings/stripe', { token: admin })).body).toEqual({
      stripeWebhookSecretSet: true,
    });
    expect(JSON.stringify((await call(app.url, '/api/settings')).body)).not.toContain('whsec');

    const payload = sessionEvent('evt_6');
    expect((await deliver(payload, signed(payload, ENV_SECRET))).status).toBe(400);
    expect((await deliver(payload, signed(payload, COMMITTEE_SECRET))).body.outcome).toBe(
      'recorded',
    );
  });
});
