// The last active administrator under concurrent changes: two administrators who demote
// each other at the same moment, a disabling racing a demotion, a deletion racing a
// demotion, over REST and GraphQL at once, many times over. Every round must end with one
// change done, the other refused, and at least one active administrator left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { Session } from './session.entity.js';
import { hashToken, newToken } from './tokens.js';
import { call, graphql, type ApiAnswer, type GraphQLAnswer } from '../../testing/api-client.js';
import { Role, User } from './user.entity.js';

const ROUNDS = 20;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

interface Admin {
  id: number;
  token: string;
}

/**
 * Leaves exactly two active administrators, each with a session of their own: the first
 * administrator of the app is made an editor and the two of the previous round removed.
 */
async function twoAdmins(round: number): Promise<[Admin, Admin]> {
  const em = app.em();
  await em.nativeDelete(User, { username: { $ne: app.config.adminUsername } });
  await em.nativeUpdate(User, { username: app.config.adminUsername }, { role: Role.editor });
  const admins = ['anna', 'bruno'].map((name) => {
    const user = em.create(User, {
      name,
      username: `${name}-${round}`,
      role: Role.admin,
      active: true,
      // Never used to sign in: the sessions below are made directly.
      passwordHash: 'nessuna-password',
      generatedPassword: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const token = newToken();
    em.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      revokedAt: null,
      createdAt: new Date(),
    });
    return { user, token };
  });
  await em.flush();
  return [
    { id: admins[0].user.id, token: admins[0].token },
    { id: admins[1].user.id, token: admins[1].token },
  ];
}

const activeAdmins = (): Promise<number> =>
  app.em().count(User, { role: Role.admin, active: true });

const restUpdate = (actor: Admin, target: Admin, json: Record<string, unknown>) =>
  call(app.url, `/api/users/${target.id}`, { method: 'PUT', token: actor.token, json });

const graphqlDemote = (actor: Admin, target: Admin) =>
  graphql(
    app.url,
    'mutation ($id: ID!) { updateUser(id: $id, role: editor) { id role } }',
    { id: String(target.id) },
    actor.token,
  );

const graphqlDelete = (actor: Admin, target: Admin) =>
  graphql(
    app.url,
    'mutation ($id: ID!) { deleteUser(id: $id) { id } }',
    { id: String(target.id) },
    actor.token,
  );

function succeeded(answer: ApiAnswer | GraphQLAnswer): boolean {
  return 'body' in answer
    ? answer.status >= 200 && answer.status < 300
    : !answer.errors && answer.data !== null;
}

/** Runs the two changes at the same moment, ROUNDS times, checking every round. */
async function race(
  changes: (
    a: Admin,
    b: Admin,
  ) => [Promise<ApiAnswer | GraphQLAnswer>, Promise<ApiAnswer | GraphQLAnswer>],
): Promise<void> {
  for (let round = 0; round < ROUNDS; round += 1) {
    const [a, b] = await twoAdmins(round);
    const answers = await Promise.all(changes(a, b));
    expect(await activeAdmins(), `round ${round}`).toBeGreaterThanOrEqual(1);
    expect(answers.filter(succeeded), `round ${round}`).toHaveLength(1);
  }
}

describe('the last active administrator under concurrent changes', () => {
  it('two administrators demoting each other (REST and GraphQL) leave one', async () => {
    await race((a, b) => [restUpdate(a, b, { role: 'editor' }), graphqlDemote(b, a)]);
  });

  it('a disabling racing a demotion leaves one', async () => {
    await race((a, b) => [restUpdate(a, b, { active: false }), graphqlDemote(b, a)]);
  });

  it('a deletion racing a demotion leaves one', async () => {
    await race((a, b) => [graphqlDelete(a, b), restUpdate(b, a, { role: 'editor' })]);
  });
});
