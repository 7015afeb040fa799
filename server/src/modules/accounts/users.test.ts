// The back office's users over REST and GraphQL: administrators manage them, passwords
// follow the policy and are never returned, disabling or deleting revokes sessions at
// once, and the last active administrator stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { commonPasswords, passwordProblem } from './password-policy.js';
import { LAST_ADMIN_MESSAGE } from './user.service.js';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.loginAsAdmin();
});

afterAll(async () => {
  await app?.close();
});

const login = async (username: string, password: string) =>
  call<Json & { token?: string }>(app.url, '/api/auth/login', { json: { username, password } });

const volunteer = {
  name: 'Giulia Bianchi',
  username: 'giulia.bianchi',
  email: 'giulia@example.org',
  role: 'editor',
  password: 'cavalli-al-tramonto-7',
};

describe('password policy', () => {
  it('ships the 10,000 most common passwords and refuses them, and short ones', () => {
    expect(commonPasswords().size).toBe(10_000);
    expect(commonPasswords().has('123456')).toBe(true);
    expect(passwordProblem('corta')).toBe('La password deve avere almeno 12 caratteri');
    expect(passwordProblem('1qaz2wsx3edc')).toBe(
      'Questa password è tra le più comuni: scegline una meno prevedibile',
    );
    expect(passwordProblem('QWERTY123456')).not.toBeNull();
    expect(passwordProblem('cavalli-al-tramonto-7')).toBeNull();
  });
});

describe('REST /api/users', () => {
  let id: number;

  it('lets an administrator create a user with a password of their own, never returning it', async () => {
    const weak = await call(app.url, '/api/users', {
      token: admin,
      json: { ...volunteer, password: 'qwerty123456' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({
      password: 'Questa password è tra le più comuni: scegline una meno prevedibile',
    });
    const bad = await call(app.url, '/api/users', {
      token: admin,
      json: { name: '', username: 'A B', email: 'no', role: 'capo', password: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'email',
      'name',
      'role',
      'username',
    ]);

    const created = await call(app.url, '/api/users', { token: admin, json: volunteer });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Giulia Bianchi',
      username: 'giulia.bianchi',
      email: 'giulia@example.org',
      role: 'editor',
      active: true,
    });
    expect(created.body._id).toBe(created.body.id);
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon2/i);
    id = created.body.id as number;

    const again = await call(app.url, '/api/users', { token: admin, json: volunteer });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ username: 'Questo nome utente è già in uso' });

    const list = await call<Json[]>(app.url, '/api/users', { token: admin });
    expect(list.body.map((user) => user.username).sort()).toEqual(['admin', 'giulia.bianchi']);
    expect(list.body.find((user) => user.username === 'admin')).toMatchObject({ role: 'admin' });
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/i);
    const signedIn = await login('giulia.bianchi', volunteer.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual({
      _id: id,
      id,
      username: 'giulia.bianchi',
      name: 'Giulia Bianchi',
      role: 'editor',
    });
  });

  it('refuses the users to an editor (403) and to anyone without a token (401)', async () => {
    const editor = (await login('giulia.bianchi', volunteer.password)).body.token;
    const refused = await call(app.url, '/api/users', { token: editor });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Non hai i permessi per questa operazione.' });
    expect(
      (await call(app.url, `/api/users/${id}`, { method: 'DELETE', token: editor })).status,
    ).toBe(403);
    const anonymous = await call(app.url, '/api/users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Non autorizzato: token mancante' });
  });

  it('revokes the sessions of a user who is disabled, and refuses their login', async () => {
    const editor = (await login('giulia.bianchi', volunteer.password)).body.token;
    expect((await call(app.url, '/api/news', { token: editor })).status).toBe(200);
    const disabled = await call(app.url, `/api/users/${id}`, {
      method: 'PUT',
      token: admin,
      json: { active: false },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ active: false, name: 'Giulia Bianchi' });
    const after = await call(app.url, '/api/stats', { token: editor, json: {}, method: 'POST' });
    expect(after.status).toBe(401);
    expect((await login('giulia.bianchi', volunteer.password)).status).toBe(401);

    await call(app.url, `/api/users/${id}`, {
      method: 'PUT',
      token: admin,
      json: { active: true },
    });
    expect((await login('giulia.bianchi', volunteer.password)).status).toBe(200);
  });

  it('resets a password (revoking the sessions) and deletes a user (their token stops at once)', async () => {
    const editor = (await login('giulia.bianchi', volunteer.password)).body.token;
    const reset = await call(app.url, `/api/users/${id}`, {
      method: 'PUT',
      token: admin,
      json: { password: 'un-nuovo-inizio-2026' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await call(app.url, '/api/auth/logout', { method: 'POST', token: editor })).status,
    ).toBe(401);
    const fresh = (await login('giulia.bianchi', 'un-nuovo-inizio-2026')).body.token;
    const deleted = await call(app.url, `/api/users/${id}`, { method: 'DELETE', token: admin });
    expect(deleted.body).toEqual({ message: 'Utente eliminato', _id: id, id });
    expect((await call(app.url, '/api/auth/logout', { method: 'POST', token: fresh })).status).toBe(
      401,
    );
    expect((await call(app.url, `/api/users/${id}`, { token: admin })).status).toBe(404);
  });

  it('keeps the last active administrator: no deleting, disabling or demoting them', async () => {
    const me = (await call<Json[]>(app.url, '/api/users', { token: admin })).body.find(
      (user) => user.username === 'admin',
    ) as Json;
    for (const attempt of [
      call(app.url, `/api/users/${me.id}`, { method: 'DELETE', token: admin }),
      call(app.url, `/api/users/${me.id}`, {
        method: 'PUT',
        token: admin,
        json: { role: 'editor' },
      }),
      call(app.url, `/api/users/${me.id}`, {
        method: 'PUT',
        token: admin,
        json: { active: false },
      }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(LAST_ADMIN_MESSAGE);
    }
    // With a second administrator, the first may step down.
    const second = await call(app.url, '/api/users', {
      token: admin,
      json: { ...volunteer, username: 'presidente', role: 'admin' },
    });
    const demoted = await call(app.url, `/api/users/${me.id}`, {
      method: 'PUT',
      token: admin,
      json: { role: 'editor' },
    });
    expect(demoted.status).toBe(200);
    // Now an editor: the same token is refused the users.
    expect((await call(app.url, '/api/users', { token: admin })).status).toBe(403);
    const other = (await login('presidente', volunteer.password)).body.token;
    await call(app.url, `/api/users/${me.id}`, {
      method: 'PUT',
      token: other,
      json: { role: 'admin' },
    });
    await call(app.url, `/api/users/${second.body.id}`, { method: 'DELETE', token: admin });
    expect((await call(app.url, '/api/users', { token: admin })).status).toBe(200);
  });
});

describe('GraphQL users', () => {
  it('creates, lists, reads, updates and deletes users; me tells the role', async () => {
    const me = await graphql(app.url, '{ me { username name role active } }', {}, admin);
    expect(me.data).toEqual({
      me: { username: 'admin', name: 'admin', role: 'admin', active: true },
    });
    const created = await graphql<{ createUser: Json }>(
      app.url,
      `
        mutation ($p: String!) {
          createUser(name: "Marco Verdi", username: "marco", role: editor, password: $p) {
            id
            role
            active
          }
        }
      `,
      { p: 'marco-scrive-notizie' },
      admin,
    );
    expect(created.data?.createUser).toMatchObject({ role: 'editor', active: true });
    const id = created.data?.createUser.id as string;
    const list = await graphql<{ allUsers: Json[]; _allUsersMeta: Json }>(
      app.url,
      `
        {
          allUsers(sortField: "username", filter: { q: "marc" }) {
            username
            email
          }
          _allUsersMeta(filter: { q: "marc" }) {
            count
          }
        }
      `,
      {},
      admin,
    );
    expect(list.data).toEqual({
      allUsers: [{ username: 'marco', email: null }],
      _allUsersMeta: { count: 1 },
    });
    const updated = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateUser(id: $id, email: "marco@example.org", role: admin) {
            email
            role
          }
        }
      `,
      { id },
      admin,
    );
    expect(updated.data).toEqual({ updateUser: { email: 'marco@example.org', role: 'admin' } });
    const one = await graphql(
      app.url,
      `
        query ($id: ID!) {
          User(id: $id) {
            name
          }
        }
      `,
      { id },
      admin,
    );
    expect(one.data).toEqual({ User: { name: 'Marco Verdi' } });
    const short = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          updateUser(id: $id, password: "breve") {
            id
          }
        }
      `,
      { id },
      admin,
    );
    expect(short.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'La password deve avere almeno 12 caratteri' },
    });
    const deleted = await graphql(
      app.url,
      `
        mutation ($id: ID!) {
          deleteUser(id: $id) {
            username
          }
        }
      `,
      { id },
      admin,
    );
    expect(deleted.data).toEqual({ deleteUser: { username: 'marco' } });
  });

  it('answers FORBIDDEN to an editor and MISSING_TOKEN to anyone without a token', async () => {
    await call(app.url, '/api/users', {
      token: admin,
      json: { ...volunteer, username: 'lettrice' },
    });
    const editor = (await login('lettrice', volunteer.password)).body.token;
    const refused = await graphql(app.url, '{ allUsers { id } }', {}, editor);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Non hai i permessi per questa operazione.',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    const anonymous = await graphql(app.url, '{ allUsers { id } }');
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: 'MISSING_TOKEN', status: 401 });
  });

  it("tells each user, in me.permissions, what the policy lets them do (the back office's screens)", async () => {
    await call(app.url, '/api/users', {
      token: admin,
      json: { ...volunteer, username: 'redattore' },
    });
    const editor = (await login('redattore', volunteer.password)).body.token;
    const permissions = async (token: string | undefined) =>
      ((await graphql(app.url, '{ me { permissions } }', {}, token)).data?.me as Json)
        ?.permissions as string[];
    const content = ['news', 'pages', 'projects', 'events', 'stats', 'documents', 'grants']
      .concat(['fivePerThousand', 'compensations', 'team', 'slides', 'activities', 'services'])
      .concat(['timeline'])
      .flatMap((resource) => [`${resource}.read`, `${resource}.write`]);
    // The staff's: the visit statistics to read, the enrolments in courses to read and manage.
    const staff = ['analytics.read', 'enrolments.read', 'enrolments.write'];
    // The editor: the content, and the settings and the menu to read only (the public site
    // reads them).
    expect((await permissions(editor)).sort()).toEqual(
      [...content, ...staff, 'settings.read', 'navigation.read'].sort(),
    );
    // The administrator: besides, users, contact requests, the settings, e-mail, the
    // donations (donors' data are theirs only), and the activity log, which nobody writes.
    expect((await permissions(admin)).sort()).toEqual(
      [
        ...content,
        ...staff,
        'donations.read',
        'donations.write',
        'settings.read',
        'settings.write',
        'navigation.read',
        'navigation.write',
        'demoContent.read',
        'demoContent.write',
        'users.read',
        'users.write',
        'contacts.read',
        'contacts.write',
        'mail.read',
        'mail.write',
        'activityLog.read',
      ].sort(),
    );
  });
});
