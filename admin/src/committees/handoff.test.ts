// The arrival of the committee switch: the code leaves the address before anything else,
// is exchanged once for a session kept as the back office keeps it, and a refused or
// unreachable exchange leaves the visitor signed out.
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../config';
import { committeeInput, pageOf, splitHostnames } from '../lib/committees';
import { handoffCode, signInFromHandoff } from './handoff';
import { isThisCommittee } from './CommitteeSwitch';

function arrival(hash: string) {
  const location = { hash, pathname: '/admin', search: '' } as Location;
  const history = { state: null, replaceState: vi.fn() } as unknown as History;
  const storage = new Map<string, string>();
  const store = {
    setItem: (key: string, value: string) => storage.set(key, value),
  } as unknown as Storage;
  return { location, history, storage, store };
}

describe('signInFromHandoff', () => {
  it('reads the code of the fragment', () => {
    expect(handoffCode('#accesso=abc_DEF-123')).toBe('abc_DEF-123');
    expect(handoffCode('#token=abc')).toBeNull();
    expect(handoffCode('')).toBeNull();
  });

  it('removes the code from the address, exchanges it and keeps the session', async () => {
    const { location, history, storage, store } = arrival('#accesso=the-code');
    const fetchImpl = vi.fn(async () => Response.json({ token: 'session-token' }));
    expect(await signInFromHandoff(location, history, store, fetchImpl)).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/admin');
    expect(fetchImpl).toHaveBeenCalledWith('/api/committees/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'the-code' }),
    });
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe('session-token');
  });

  it('leaves the visitor signed out when the code is refused or the server unreachable', async () => {
    for (const fetchImpl of [
      vi.fn(async () => Response.json({ message: 'scaduto' }, { status: 401 })),
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    ]) {
      const { location, history, storage, store } = arrival('#accesso=old');
      expect(await signInFromHandoff(location, history, store, fetchImpl)).toBe(false);
      expect(history.replaceState).toHaveBeenCalled();
      expect(storage.size).toBe(0);
    }
  });

  it('does nothing without a code', async () => {
    const { location, history, store } = arrival('');
    const fetchImpl = vi.fn();
    expect(await signInFromHandoff(location, history, store, fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('the committees in the back office', () => {
  it('sends the own domains as a list, the administrator and demo on create only', () => {
    expect(splitHostnames(' www.A.it, b.it;\nc.it ')).toEqual(['www.a.it', 'b.it', 'c.it']);
    const values = {
      id: '3',
      name: 'Comitato di Lodi',
      slug: 'lodi',
      hostnames: 'www.cri-lodi.it',
      url: 'http://lodi.localhost',
      admin: { name: 'A', username: 'a', email: 'a@b.it', password: 'x' },
      demo: true,
    };
    expect(committeeInput(values, true)).toEqual({
      name: 'Comitato di Lodi',
      slug: 'lodi',
      hostnames: ['www.cri-lodi.it'],
      admin: values.admin,
      demo: true,
    });
    expect(committeeInput(values, false)).toEqual({
      name: 'Comitato di Lodi',
      slug: 'lodi',
      hostnames: ['www.cri-lodi.it'],
    });
  });

  it('sorts and pages the list as react-admin asks', () => {
    const rows = [{ name: 'Pavia' }, { name: 'Como' }, { name: 'Lodi' }];
    expect(
      pageOf(rows, { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 2 } }),
    ).toEqual([{ name: 'Como' }, { name: 'Lodi' }]);
    expect(
      pageOf(rows, { sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 2 } }),
    ).toEqual([{ name: 'Como' }]);
  });

  it("knows this page's committee by its host and port", () => {
    expect(isThisCommittee('http://lodi.localhost:4000', 'lodi.localhost:4000')).toBe(true);
    expect(isThisCommittee('http://lodi.localhost:4000', 'como.localhost:4000')).toBe(false);
    expect(isThisCommittee('not a url', 'x')).toBe(false);
  });
});
