// The first administrator and password changes (what bootstrap and `npm run
// admin:password` rely on): generated password printed once, new hash, sessions revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { call } from '../../testing/api-client.js';
import { User } from './user.entity.js';
import { AuthService } from './auth.service.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const login = (username: string, password: string) =>
  call(app.url, '/api/auth/login', { json: { username, password } });

describe('AuthService', () => {
  it('does not create a second first admin', async () => {
    expect(await new AuthService(app.em(), app.config).ensureFirstAdmin()).toEqual({});
    expect(await app.em().count(User, {})).toBe(1);
  });

  it('generates a password when ADMIN_PASSWORD is unset, and it works', async () => {
    const em = app.em();
    await em.nativeDelete(User, {});
    const config = { ...app.config, adminUsername: 'presidenza', adminPassword: undefined };
    const { generatedPassword } = await new AuthService(em, config).ensureFirstAdmin();
    expect(generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await login('presidenza', generatedPassword as string)).status).toBe(200);
    // Flagged for the first-run checklist until admin:password (setPassword) changes it.
    const flag = async () =>
      (await app.em().findOneOrFail(User, { username: 'presidenza' })).generatedPassword;
    expect(await flag()).toBe(true);
    await new AuthService(app.em(), config).setPassword('presidenza', 'una-password-scelta');
    expect(await flag()).toBe(false);
    await app.em().nativeDelete(User, {});
    await new AuthService(app.em(), app.config).ensureFirstAdmin();
  });

  it('sets a new password and revokes every session of the user', async () => {
    const token = await app.loginAsAdmin();
    const service = new AuthService(app.em(), app.config);
    await expect(service.setPassword('admin', 'corta')).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'La password deve avere almeno 12 caratteri' },
    });
    const result = await service.setPassword('admin', 'una-nuova-password-sicura');
    expect(result).toMatchObject({ created: false });
    expect(result.revoked).toBeGreaterThanOrEqual(1);
    expect((await call(app.url, '/api/contacts', { token })).status).toBe(401);
    expect((await login('admin', TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect((await login('admin', 'una-nuova-password-sicura')).status).toBe(200);
    expect(
      await new AuthService(app.em(), app.config).setPassword('segreteria', 'password-segreteria'),
    ).toEqual({
      created: true,
      revoked: 0,
    });
  });
});
