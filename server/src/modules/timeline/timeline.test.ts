// The committee's timeline over REST and GraphQL: the rules of every ordered resource and
// the field messages of an event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call } from '../../testing/api-client.js';
import { orderedResourceSuite } from '../../testing/ordered-resource-suite.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

orderedResourceSuite({
  app: () => app,
  path: '/api/timeline',
  name: 'TimelineEvent',
  plural: 'TimelineEvents',
  labelField: 'title',
  valid: (title) => ({ year: '1980', date: '4 ottobre 1980', title, description: 'Cosa accadde' }),
  graphqlTypes: { year: 'String!', date: 'String!', title: 'String!', description: 'String!' },
  illustrated: false,
});

describe('timeline validation', () => {
  it('answers 400 with the Italian message of each field', async () => {
    const token = await app.loginAsAdmin();
    const answer = await call(app.url, '/api/timeline', {
      json: { year: '', date: 'd'.repeat(61), title: 'T', details: 'x'.repeat(2001) },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      year: "L'anno è obbligatorio",
      date: 'La data può avere al massimo 60 caratteri',
      description: 'La descrizione è obbligatoria',
      details: 'I dettagli possono avere al massimo 2000 caratteri',
    });
  });
});
