// The arrival of the committee switch: the back office opened at /admin#accesso=<code>
// (another committee's origin, whose storage holds no session) exchanges the one-time
// code for a session before the app starts. The fragment is removed from the address at
// once (it never reaches a server, the history or a Referer); a code refused (used,
// expired, another committee's) leaves the visitor signed out, on the login page.
import { API_BASE, TOKEN_STORAGE_KEY } from '../config';

export const HANDOFF_FRAGMENT_KEY = 'accesso';

/** The code in a fragment like `#accesso=...`, or null. */
export function handoffCode(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(HANDOFF_FRAGMENT_KEY);
}

export async function signInFromHandoff(
  location: Location = window.location,
  history: History = window.history,
  storage: Storage = localStorage,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const code = handoffCode(location.hash);
  if (!code) return false;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  try {
    const response = await fetchImpl(`${API_BASE}/committees/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (!response.ok) return false;
    const { token } = (await response.json()) as { token?: string };
    if (!token) return false;
    storage.setItem(TOKEN_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
}
