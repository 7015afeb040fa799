// The activities over REST and GraphQL: the rules of every ordered resource, the field
// messages, and the body sanitised on the server whichever API wrote it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { orderedResourceSuite } from '../../testing/ordered-resource-suite.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const activity = (title: string) => ({
  title,
  category: 'Sociale',
  summary: 'Un riassunto breve',
  body: '<p>Testo</p>',
});

orderedResourceSuite({
  app: () => app,
  path: '/api/activities',
  name: 'Activity',
  plural: 'Activities',
  labelField: 'title',
  valid: activity,
  graphqlTypes: { title: 'String!', category: 'String!', summary: 'String!', body: 'String!' },
  illustrated: true,
});

const XSS =
  '<p onclick="alert(1)" style="color:red">Ciao <a href="javascript:alert(2)">qui</a> <a href="https://cri.it">cri</a></p><script>alert(3)</script><img src=x onerror=alert(4)><h2>Titolo</h2>';
const CLEAN = '<p>Ciao <a>qui</a> <a href="https://cri.it">cri</a></p><h2>Titolo</h2>';

describe('activity body', () => {
  it('is sanitised when stored, over REST and GraphQL, on create and update', async () => {
    const token = await app.loginAsAdmin();
    const made = await call(app.url, '/api/activities', {
      json: { ...activity('Sicura'), body: XSS },
      token,
    });
    expect(made.body.body).toBe(CLEAN);
    expect((await call(app.url, `/api/activities/${made.body.id as number}`)).body.body).toBe(
      CLEAN,
    );
    const updated = await call(app.url, `/api/activities/${made.body.id as number}`, {
      method: 'PUT',
      json: { body: `<blockquote>citazione</blockquote>${XSS}` },
      token,
    });
    expect(updated.body.body).toBe(`<blockquote>citazione</blockquote>${CLEAN}`);

    const viaGraphQL = await graphql(
      app.url,
      `
        mutation ($body: String!) {
          createActivity(title: "G", category: "Giovani", summary: "S", body: $body) {
            id
            body
          }
        }
      `,
      { body: XSS },
      token,
    );
    const created = viaGraphQL.data?.createActivity as Json;
    expect(created.body).toBe(CLEAN);
    const changed = await graphql(
      app.url,
      `
        mutation ($id: ID!, $body: String!) {
          updateActivity(id: $id, body: $body) {
            body
          }
        }
      `,
      {
        id: created.id,
        body: '<p style="x" onmouseover="alert(1)">ok</p><iframe src="https://x.example"></iframe>',
      },
      token,
    );
    expect((changed.data?.updateActivity as Json).body).toBe('<p>ok</p>');
  });
});

describe('activity validation', () => {
  it('answers 400 with the Italian message of each field', async () => {
    const token = await app.loginAsAdmin();
    const answer = await call(app.url, '/api/activities', {
      json: {
        title: 'T',
        category: '',
        summary: 's'.repeat(501),
        size: 'enorme',
        imageUrl: 'javascript:x',
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      category: 'La categoria è obbligatoria',
      summary: 'Il riassunto può avere al massimo 500 caratteri',
      body: 'Il testo è obbligatorio',
      size: 'La dimensione deve essere small, medium o large',
    });
    const defaults = await call(app.url, '/api/activities', { json: activity('Default'), token });
    expect(defaults.body).toMatchObject({ size: 'medium', location: null, imageAlt: null });
  });
});
