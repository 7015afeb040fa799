import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createGraphqlClient } from './graphqlClient';
import { SESSION_EXPIRED_MESSAGE, createAuthProvider } from './authProvider';

// The guard and the session-error rules need no server: the client is never called.
const authProvider = createAuthProvider(createGraphqlClient('http://127.0.0.1:9/graphql'));

describe('authProvider', () => {
  it('lets a stored token through and sends everyone else to /login, silently', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: false,
    });
    localStorage.setItem('token', 'abc');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("ends the session on a missing, expired or revoked token with 'Sessione scaduta...'", async () => {
    const expired = new HttpError('Sessione scaduta. Effettua nuovamente il login.', 401, {
      code: 'INVALID_TOKEN',
      message: 'Sessione scaduta. Effettua nuovamente il login.',
    });
    await expect(authProvider.checkError(expired)).rejects.toEqual({
      redirectTo: '/login',
      message: SESSION_EXPIRED_MESSAGE,
    });
    const missing = new HttpError('Non autorizzato: token mancante', 401, {
      code: 'MISSING_TOKEN',
    });
    await expect(authProvider.checkError(missing)).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('keeps the session on any other error', async () => {
    await expect(
      authProvider.checkError(new HttpError('Risorsa non trovata', 404, { code: 'NOT_FOUND' })),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(new HttpError('Dati non validi', 400, { code: 'VALIDATION' })),
    ).resolves.toBeUndefined();
  });

  it('keeps the session when the server cannot be asked who is signed in', async () => {
    // The client's server is out of reach: no answer about the token is no reason to end it.
    localStorage.setItem('token', 'abc');
    await expect(authProvider.getPermissions!({})).resolves.toBeUndefined();
    // Without the server's answer the permissions are unknown: nothing is allowed.
    await expect(authProvider.canAccess!({ resource: 'news', action: 'list' })).resolves.toBe(
      false,
    );
    const identity = authProvider.getIdentity!();
    await expect(identity).rejects.toThrow('Nessun utente collegato');
    await expect(identity.catch((error: unknown) => authProvider.checkError(error))).resolves.toBe(
      undefined,
    );
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it("reads any login failure as 'Invalid credentials'", async () => {
    await expect(authProvider.login({ username: 'admin', password: 'x' })).rejects.toThrow(
      'Invalid credentials',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
