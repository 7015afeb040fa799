// The services over REST and GraphQL: the rules of every ordered resource, the field
// messages (features, icon), defaults, and the body sanitised on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, formOf, graphql, type Json } from '../../testing/api-client.js';
import { orderedResourceSuite } from '../../testing/ordered-resource-suite.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const service = (title: string) => ({
  title,
  category: 'Sociale',
  summary: 'Un servizio per la comunità',
  features: ['Prima riga', 'Seconda riga'],
});

orderedResourceSuite({
  app: () => app,
  path: '/api/services',
  name: 'Service',
  plural: 'Services',
  labelField: 'title',
  valid: service,
  graphqlTypes: {
    title: 'String!',
    category: 'String!',
    summary: 'String!',
    features: '[String!]',
  },
  illustrated: true,
});

describe('services', () => {
  it('have defaults (empty body, cross icon, not new) and take features as lines in a form', async () => {
    const token = await app.loginAsAdmin();
    const made = await call(app.url, '/api/services', { json: service('Base'), token });
    expect(made.body).toMatchObject({
      body: '',
      icon: 'cross',
      isNew: false,
      features: ['Prima riga', 'Seconda riga'],
    });
    const form = formOf({
      title: 'Da form',
      category: 'Sanitario',
      summary: 'Riassunto',
      features: 'Uno\nDue\n\nTre',
      icon: 'home',
      isNew: 'true',
    });
    const fromForm = await call(app.url, '/api/services', { form, token });
    expect(fromForm.body).toMatchObject({
      features: ['Uno', 'Due', 'Tre'],
      icon: 'home',
      isNew: true,
    });
  });

  it('sanitise the body over REST and GraphQL', async () => {
    const token = await app.loginAsAdmin();
    const xss =
      '<p>Ok<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">link</a></p>';
    const made = await call(app.url, '/api/services', {
      json: { ...service('X'), body: xss },
      token,
    });
    expect(made.body.body).toBe('<p>Ok<a>link</a></p>');
    const viaGraphQL = await graphql(
      app.url,
      `
        mutation ($body: String) {
          createService(title: "G", category: "C", summary: "S", body: $body) {
            body
          }
        }
      `,
      { body: '<em style="color:red">ciao</em><a href="mailto:a@cri.it">m</a>' },
      token,
    );
    expect((viaGraphQL.data?.createService as Json).body).toBe(
      '<em>ciao</em><a href="mailto:a@cri.it">m</a>',
    );
  });

  it('answer 400 with the Italian message of each field', async () => {
    const token = await app.loginAsAdmin();
    const answer = await call(app.url, '/api/services', {
      json: {
        title: 'T',
        category: 'C',
        summary: '',
        features: ['1', '2', '3', '4', '5', '6', '7'],
        icon: 'razzo',
        isNew: 'forse',
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      summary: 'Il riassunto è obbligatorio',
      features: 'Le caratteristiche sono al massimo 6 righe di al massimo 200 caratteri',
      icon: "L'icona deve essere ambulance, home o cross",
      isNew: 'Novità deve essere vero o falso',
    });
  });
});
