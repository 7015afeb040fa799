// The donations' files and e-mails over REST (the signed-in administrator's token): a
// receipt's PDF, the year's CSV and a donor's statement downloaded as the browser saves a
// file; a receipt re-sent, the statements of a year sent.
import { API_BASE } from '../config';
import { readToken } from '../lib/graphqlClient';

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    let message = `Errore ${response.status}`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(message);
  }
  return response;
}

/** Downloads what path answers as a file named fileName. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await (await request(path)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POSTs to path (a JSON body when given); the server's message. */
export async function post(path: string, body: unknown = {}): Promise<string> {
  const response = await request(path, { method: 'POST', body: JSON.stringify(body) });
  return ((await response.json()) as { message?: string }).message ?? '';
}

/** GETs path's JSON. */
export async function getJson<T>(path: string): Promise<T> {
  return (await (await request(path)).json()) as T;
}

/** PUTs body as JSON to path; its JSON answer. */
export async function putJson<T>(path: string, body: unknown): Promise<T> {
  return (await (await request(path, { method: 'PUT', body: JSON.stringify(body) })).json()) as T;
}
