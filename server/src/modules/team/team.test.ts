// The team over REST and GraphQL: the rules of every ordered resource, and the field
// messages of a member.
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
  path: '/api/team',
  name: 'TeamMember',
  plural: 'TeamMembers',
  labelField: 'name',
  valid: (name) => ({ name, role: 'Consigliere', email: 'membro@cri.it', phone: '+39 0123 456' }),
  graphqlTypes: { name: 'String!', role: 'String!', email: 'String', phone: 'String' },
  illustrated: true,
});

describe('team validation', () => {
  it('answers 400 with the Italian message of each field, and saves nothing', async () => {
    const token = await app.loginAsAdmin();
    const before = (await call<unknown[]>(app.url, '/api/team')).body.length;
    const answer = await call(app.url, '/api/team', {
      json: {
        name: ' ',
        role: 'r'.repeat(81),
        email: 'non-una-mail',
        phone: '06-1234',
        bio: 'b'.repeat(1001),
        position: -1,
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Dati non validi',
      errors: {
        name: 'Il nome è obbligatorio',
        role: 'Il ruolo può avere al massimo 80 caratteri',
        email: "L'indirizzo e-mail non è valido",
        phone: 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +',
        bio: 'La biografia può avere al massimo 1000 caratteri',
        position: 'La posizione deve essere un numero intero tra 0 e 1000',
      },
    });
    expect((await call<unknown[]>(app.url, '/api/team')).body).toHaveLength(before);
  });

  it('stores empty optional fields as null', async () => {
    const token = await app.loginAsAdmin();
    const made = await call(app.url, '/api/team', {
      json: { name: 'Anna Verdi', role: 'Consigliere', email: '', phone: '', bio: '' },
      token,
    });
    expect(made.body).toMatchObject({ email: null, phone: null, bio: null, image: null });
  });
});
