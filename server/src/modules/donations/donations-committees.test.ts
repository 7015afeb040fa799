// Donations of many committees on one deployment: each committee numbers its own receipts
// (both start at 2026/0001), sees only its own donations, and the Stripe webhook records a
// payment for the committee of the request's host, verified with that committee's secret.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAt } from '../../testing/api-client.js';
import { hostClient, PAVIA_COMMITTEE } from '../../testing/host-client.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

const DOMAIN = 'comitati.test';
const FIRST = `comitato.${DOMAIN}`;
const PAVIA = `pavia.${DOMAIN}`;
const PAVIA_SECRET = 'whsec_paviasecret';
const stripe = new Stripe('sk_test_unused');

let app: TestApp;
let firstToken: string;
let paviaToken: string;

const { at, login, newCommittee } = hostClient(() => app);

beforeAll(async () => {
  app = await createTestApp({ platformDomain: DOMAIN, stripeWebhookSecret: 'whsec_deployment' });
  firstToken = await login(FIRST, app.config.adminUsername, TEST_ADMIN_PASSWORD);
  const pavia = {
    ...PAVIA_COMMITTEE,
    hostnames: [],
    town: 'Pavia',
    province: 'PV',
    region: 'Lombardia',
  };
  paviaToken = (await newCommittee(FIRST, firstToken, pavia, PAVIA)).token;
});

afterAll(async () => {
  await app?.close();
});

const donation = (donorName: string) => ({
  date: '2026-02-01',
  amount: 10,
  method: 'bank_transfer',
  donorName,
});

describe('donations of several committees', () => {
  it('numbers receipts per committee and keeps each list to its committee', async () => {
    const first = await at(FIRST, '/api/donations', {
      token: firstToken,
      json: donation('Donatore del primo'),
    });
    const pavia = await at(PAVIA, '/api/donations', {
      token: paviaToken,
      json: donation('Donatore di Pavia'),
    });
    expect([first.body.receiptNumber, pavia.body.receiptNumber]).toEqual([
      '2026/0001',
      '2026/0001',
    ]);
    const paviaList = await at(PAVIA, '/api/donations', { token: paviaToken });
    expect(paviaList.body.map((d) => d.donorName)).toEqual(['Donatore di Pavia']);
    // Another committee's donation is no donation here.
    expect(
      (await at(PAVIA, `/api/donations/${first.body.id as number}`, { token: paviaToken })).status,
    ).toBe(404);
  });

  it("records a card payment for the host's committee, verified with its own secret", async () => {
    expect(
      (
        await at(PAVIA, '/api/donations/settings/stripe', {
          method: 'PUT',
          token: paviaToken,
          json: { stripeWebhookSecret: PAVIA_SECRET },
        })
      ).status,
    ).toBe(200);
    const payload = JSON.stringify({
      id: 'evt_pavia',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_pavia',
          object: 'checkout.session',
          amount_total: 4000,
          currency: 'eur',
          payment_status: 'paid',
          payment_intent: 'pi_pavia',
          customer_details: { name: 'Pietro Pavese', email: null },
        },
      },
    });
    const deliver = (host: string, secret: string) =>
      fetchAt(`${app.url}/api/donations/stripe-webhook`, {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });
    // The deployment's secret is not Pavia's any more.
    expect((await deliver(PAVIA, 'whsec_deployment')).status).toBe(400);
    expect((await deliver(PAVIA, PAVIA_SECRET)).status).toBe(200);
    const paviaList = await at(PAVIA, '/api/donations', { token: paviaToken });
    expect(paviaList.body.map((d) => [d.donorName, d.amount, d.receiptNumber])).toEqual(
      expect.arrayContaining([['Pietro Pavese', 40, '2026/0002']]),
    );
    const firstList = await at(FIRST, '/api/donations', { token: firstToken });
    expect(firstList.body.map((d) => d.donorName)).toEqual(['Donatore del primo']);
  });
});
