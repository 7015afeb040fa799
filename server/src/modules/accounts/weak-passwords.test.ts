// Five passwords of 12 characters or more that length and the list of common passwords let
// through, refused everywhere a password is set, each time with an Italian message that
// says why: a user created or changed by an administrator (REST and GraphQL), one's own
// change, a reset link (REST and GraphQL), `npm run admin:password` (the real command, run
// as a process) and the first administrator's ADMIN_PASSWORD. The first start's generated
// password passes.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltServer } from '../../testing/built-server.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { AuthService } from './auth.service.js';
import { PasswordToken } from './password-token.entity.js';
import { hashToken, newToken } from './tokens.js';
import { call, graphql, type Json } from '../../testing/api-client.js';
import { passwordProblem } from './password-policy.js';
import { User } from './user.entity.js';

const TOO_EASY = 'Questa password è troppo facile da indovinare.';

/** Each weak password and the reasons zxcvbn gives for it, in Italian. */
const weak: Record<string, string> = {
  aaaaaaaaaaaa: `${TOO_EASY} I caratteri ripetuti come "aaa" sono facili da indovinare. Aggiungi un maggior numero di parole meno comuni. Evita la ripetizione di parole e caratteri.`,
  '123456789012': `${TOO_EASY} Questa è una password di uso comune. Aggiungi un maggior numero di parole meno comuni.`,
  passwordpassword: `${TOO_EASY} Le combinazioni di caratteri ripetuti come "abcabcabc" sono facili da indovinare. Aggiungi un maggior numero di parole meno comuni. Evita la ripetizione di parole e caratteri.`,
  qwertyuiopas: `${TOO_EASY} Questa assomiglia a una password di uso comune. Aggiungi un maggior numero di parole meno comuni.`,
  Password1234: `${TOO_EASY} Questa assomiglia a una password di uso comune. Aggiungi un maggior numero di parole meno comuni. Scrivi la prima lettera e almeno un'altra in maiuscolo.`,
};
const weakPasswords = Object.keys(weak);

let app: TestApp;
let admin: string;
let editorId: number;
let editorToken: string;

const EDITOR_PASSWORD = 'cavalli-al-tramonto-7';

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.loginAsAdmin();
  const created = await call(app.url, '/api/users', {
    token: admin,
    json: {
      name: 'Giulia Bianchi',
      username: 'giulia',
      email: 'giulia@example.org',
      role: 'editor',
      password: EDITOR_PASSWORD,
    },
  });
  editorId = created.body.id as number;
  const login = await call<Json & { token: string }>(app.url, '/api/auth/login', {
    json: { username: 'giulia', password: EDITOR_PASSWORD },
  });
  editorToken = login.body.token;
});

afterAll(async () => {
  await app?.close();
});

/** A working reset link's token for the editor, made directly (the e-mail is tested elsewhere). */
async function resetToken(): Promise<string> {
  const token = newToken();
  const em = app.em();
  em.persist(
    Object.assign(new PasswordToken(), {
      tokenHash: hashToken(token),
      user: em.getReference(User, editorId),
      purpose: 'reset',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      usedAt: null,
      createdAt: new Date(),
    }),
  );
  await em.flush();
  return token;
}

describe('the password policy', () => {
  it('refuses the five with the reason, and accepts a passphrase', () => {
    for (const password of weakPasswords) expect(passwordProblem(password)).toBe(weak[password]);
    expect(passwordProblem('cavalli-al-tramonto-7')).toBeNull();
  });

  it("counts the person's own name, username and e-mail address as easy to guess", () => {
    expect(passwordProblem('giuliazanardelli')).toBeNull();
    const inputs = ['giulia', 'Giulia Zanardelli', 'giulia@example.org'];
    for (const password of ['giuliazanardelli', 'giulia@example.org']) {
      expect(passwordProblem(password, inputs)).toContain(
        'Non devono essere presenti dati personali o relativi alla pagina.',
      );
    }
  });
});

describe('the five weak passwords are refused everywhere a password is set', () => {
  it('creating a user (REST and GraphQL)', async () => {
    for (const [index, password] of weakPasswords.entries()) {
      const rest = await call(app.url, '/api/users', {
        token: admin,
        json: { name: 'Nuovo', username: `nuovo-${index}`, role: 'editor', password },
      });
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ password: weak[password] });
      const answer = await graphql(
        app.url,
        `
          mutation ($password: String!) {
            createUser(name: "Nuovo", username: "nuovo-gql", role: editor, password: $password) {
              id
            }
          }
        `,
        { password },
        admin,
      );
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { password: weak[password] },
      });
    }
    expect(await app.em().count(User, { username: { $like: 'nuovo%' } })).toBe(0);
  });

  it('changing a user (REST and GraphQL)', async () => {
    for (const password of weakPasswords) {
      const rest = await call(app.url, `/api/users/${editorId}`, {
        method: 'PUT',
        token: admin,
        json: { password },
      });
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ password: weak[password] });
      const answer = await graphql(
        app.url,
        'mutation ($id: ID!, $password: String!) { updateUser(id: $id, password: $password) { id } }',
        { id: String(editorId), password },
        admin,
      );
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { password: weak[password] },
      });
    }
  });

  it("changing one's own password", async () => {
    for (const newPassword of weakPasswords) {
      const answer = await graphql(
        app.url,
        `
          mutation ($current: String!, $next: String!) {
            changePassword(currentPassword: $current, newPassword: $next)
          }
        `,
        { current: EDITOR_PASSWORD, next: newPassword },
        editorToken,
      );
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { newPassword: weak[newPassword] },
      });
    }
  });

  it('with a reset link (REST and GraphQL), which keeps working for a good password', async () => {
    const token = await resetToken();
    for (const password of weakPasswords) {
      const rest = await call(app.url, '/api/auth/reset-password', { json: { token, password } });
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ password: weak[password] });
      const answer = await graphql(
        app.url,
        'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }',
        { token, password },
      );
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: 'VALIDATION',
        fields: { password: weak[password] },
      });
    }
    const good = await call(app.url, '/api/auth/reset-password', {
      json: { token, password: EDITOR_PASSWORD },
    });
    expect(good.status).toBe(200);
    // Every session of the user ended with the reset: sign in again for the next checks.
    const login = await call<Json & { token: string }>(app.url, '/api/auth/login', {
      json: { username: 'giulia', password: EDITOR_PASSWORD },
    });
    editorToken = login.body.token;
  });

  it('with npm run admin:password (its service, and the command itself)', async () => {
    const service = new AuthService(app.em(), app.config);
    for (const password of weakPasswords) {
      await expect(service.setPassword('admin', password)).rejects.toMatchObject({
        code: 'VALIDATION',
        fields: { password: weak[password] },
      });
    }
    await ensureBuiltServer();
    const script = path.resolve(import.meta.dirname, '../../../dist/cli/set-admin-password.js');
    for (const password of weakPasswords) {
      const run = promisify(execFile)(process.execPath, [script], {
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: app.orm.config.get('clientUrl'),
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: password,
          LOG_LEVEL: 'silent',
        },
      });
      await expect(run).rejects.toMatchObject({ code: 1, stderr: `${weak[password]}\n` });
    }
    // The administrator's password is the one it was.
    expect(
      (
        await call(app.url, '/api/auth/login', {
          json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(200);
    // On a fresh clone the built server is compiled first (tsc), which takes its time.
  }, 180_000);

  it("as the first administrator's ADMIN_PASSWORD; the generated one passes", async () => {
    const em = app.em();
    await em.nativeDelete(User, {});
    try {
      for (const password of weakPasswords) {
        const config = { ...app.config, adminPassword: password };
        await expect(new AuthService(app.em(), config).ensureFirstAdmin()).rejects.toThrow(
          `ADMIN_PASSWORD non accettata: ${weak[password]}`,
        );
        expect(await app.em().count(User, {})).toBe(0);
      }
      const config = { ...app.config, adminPassword: undefined };
      const { generatedPassword } = await new AuthService(app.em(), config).ensureFirstAdmin();
      expect(passwordProblem(generatedPassword as string)).toBeNull();
    } finally {
      await app.em().nativeDelete(User, {});
      await new AuthService(app.em(), app.config).ensureFirstAdmin();
    }
  });
});
