// GraphQL platform behaviour over HTTP: depth and cost bounds, the error shape of the
// contract, the CSRF guard on multipart, the self-hosted IDE and the introspection switch.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ideDist } from './ide.js';
import { MAX_QUERY_COST } from './limits.js';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    extensions?: { code?: string; status?: number; fields?: Record<string, string> };
  }[];
}

async function graphql(
  app: TestApp,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLBody> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLBody;
}

const introspection =
  '{ __schema { queryType { name } types { name fields { name type { name ofType { name ofType { name } } } } } } }';

describe('GraphQL endpoint', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The IDE bundle is a build product (npm run build); build it once if this checkout has none.
    if (!existsSync(path.join(ideDist, 'index.html'))) {
      await promisify(execFile)('npx', ['vite', 'build', '--config', 'ide/vite.config.ts'], {
        cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
      });
    }
    app = await createTestApp();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers the public home page query', async () => {
    const body = await graphql(
      app,
      `
        {
          allNews(perPage: 3, sortField: "date", sortOrder: "DESC") {
            id
            title
            excerpt
            category
            date
            image
            author
          }
          allProjects {
            id
            title
            description
            category
            startDate
            location
            participants
            image
          }
          allStats {
            id
            title
            value
            description
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ allNews: [], allProjects: [], allStats: [] });
  });

  it('rejects an introspection query nested beyond its depth bound', async () => {
    let typeRef = 'name';
    for (let i = 0; i < 20; i += 1) typeRef = `ofType { ${typeRef} }`;
    const body = await graphql(app, `{ __schema { types { fields { type { ${typeRef} } } } } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', status: 400 });
  });

  it('rejects an abusive query: aliased lists beyond the cost budget', async () => {
    const fields =
      'id title content excerpt image date author category readTime createdAt updatedAt';
    const aliases = Array.from({ length: 20 }, (_, i) => `n${i}: allNews { ${fields} }`).join('\n');
    const body = await graphql(app, `{ ${aliases} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(new RegExp(`oltre il massimo di ${MAX_QUERY_COST}`));
  });

  it('answers errors with the catalogue’s code, status and Italian message', async () => {
    const missing = await graphql(app, '{ News(id: "999999") { id } }');
    expect(missing.data?.News ?? null).toBeNull();
    const unauthorised = await graphql(app, 'mutation { deleteNews(id: "1") { id } }');
    expect(unauthorised.errors?.[0]).toMatchObject({
      message: 'Non autorizzato: token mancante',
      extensions: { code: 'MISSING_TOKEN', status: 401 },
    });
    const invalid = await graphql(app, '{ allNews(page: "x") { id } }');
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 400,
    });
  });

  it('answers missing or mistyped variables and an unknown operationName with 400 BAD_USER_INPUT', async () => {
    const post = async (body: Record<string, unknown>) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as GraphQLBody };
    };
    const listQuery =
      'query ($page: Int, $q: String) { allNews(page: $page, filter: { q: $q }) { id } }';
    const cases: [Record<string, unknown>, string][] = [
      [{ query: listQuery, variables: { page: 'due' } }, '$page'],
      [{ query: listQuery, variables: { q: { nested: true } } }, '$q'],
      [{ query: 'query ($id: ID!) { News(id: $id) { id } }', variables: {} }, '$id'],
      [{ query: 'query ($id: ID!) { News(id: $id) { id } }' }, '$id'],
      [{ query: 'query A { __typename } query B { __typename }', operationName: 'C' }, 'C'],
      [{ query: 'query A { __typename } query B { __typename }' }, ''],
    ];
    for (const [body, named] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const error = answer.body.errors?.[0];
      expect(error?.extensions, JSON.stringify(body)).toMatchObject({
        code: expect.stringMatching(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/),
        status: 400,
      });
      expect(error?.message).toContain(named);
    }
    // Wrong variables on a public read and on a mutation: BAD_USER_INPUT with an Italian message.
    const wrong = await post({ query: listQuery, variables: { page: 'due' } });
    expect(wrong.body.errors?.[0]).toEqual({
      message: 'Richiesta non valida: la variabile $page manca o non è del tipo dichiarato',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    const unknown = await post({
      query: 'query A { __typename } query B { __typename }',
      operationName: 'C',
    });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers a JSON body over its limit with 413 naming that limit', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { x: 'x'.repeat(1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as GraphQLBody).errors?.[0]).toEqual({
      message: 'Richiesta troppo grande: il limite è 1 MB',
      extensions: { code: 'REQUEST_TOO_LARGE', status: 413 },
    });
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');
    const refused = await fetch(`${app.url}/graphql`, { method: 'POST', body: form });
    expect(refused.status).toBe(400);
    const accepted = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await accepted.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('serves the self-hosted GraphiQL to a browser at GET /graphql, with its assets', async () => {
    const page = await fetch(`${app.url}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    const script = /src="(\/graphql\/ide\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(html).not.toMatch(/https?:\/\//);
    const asset = await fetch(`${app.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const introspected = await graphql(app, introspection);
    expect(introspected.errors).toBeUndefined();
  });
});

describe('GraphQL with GRAPHQL_INTROSPECTION=false', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ graphqlIntrospection: false });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses introspection and serves no IDE, but still answers queries', async () => {
    const introspected = await graphql(app, introspection);
    expect(introspected.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const page = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).not.toMatch(/text\/html/);
    const asset = await fetch(`${app.url}/graphql/ide/index.html`);
    expect(asset.status).toBe(404);
    expect(await graphql(app, '{ allStats { id } }')).toEqual({ data: { allStats: [] } });
  });
});
