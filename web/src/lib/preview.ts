// The back office's 'Anteprima': a record page opened with ?anteprima=1 in a browser
// signed in to the back office reads the record with that session's token, so a draft
// or a scheduled item shows as it will be published. Anyone else (no token, or a token
// the server refuses) gets the public answer: the server decides what a token may see,
// and such a request is never answered from or stored in the public cache.
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TOKEN_STORAGE_KEY, PREVIEW_QUERY } from '../config/constants';

export interface PreviewOptions {
  context?: { headers: { authorization: string } };
  fetchPolicy?: 'network-only';
}

function adminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The query options of a record page: the admin's token when a preview is asked for. */
export function usePreviewOptions(): PreviewOptions {
  const [params] = useSearchParams();
  const token = params.get(PREVIEW_QUERY) === '1' ? adminToken() : null;
  return token
    ? { context: { headers: { authorization: `Bearer ${token}` } }, fetchPolicy: 'network-only' }
    : {};
}
