// The back office's 'Anteprima': a record page opened with ?anteprima=1 shows the form the
// editor has open in this browser, saved or not, read from localStorage where the back
// office put it (the key in config/constants.ts), and follows it as it changes (the
// storage event of the other tab). Nothing is asked of the server, so nothing private
// leaves the browser and no cache is involved: anyone else opening such a URL finds no
// values and is told so. The server's render, which cannot read the storage, shows the
// page waiting for them (useSyncExternalStore's server snapshot), as does the first
// render of hydration; the values come right after.
import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PREVIEW_QUERY, PREVIEW_STORAGE_PREFIX } from '../config/constants';

export type PreviewResource = 'news' | 'projects' | 'events' | 'pages';

export interface FormPreview {
  /** The page was opened as a preview (?anteprima=1). */
  active: boolean;
  /** Not read yet (the server's render, and hydration). */
  pending: boolean;
  /** The form's values, or null when this browser holds none for the record. */
  values: Record<string, unknown> | null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseValues(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { values?: unknown };
    const values = stored?.values;
    return typeof values === 'object' && values !== null && !Array.isArray(values)
      ? (values as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The preview of resource's record id, when the page was opened as one. */
export function useFormPreview(resource: PreviewResource, id: string): FormPreview {
  const [params] = useSearchParams();
  const active = params.get(PREVIEW_QUERY) === '1';
  const key = `${PREVIEW_STORAGE_PREFIX}${resource}:${id}`;
  const raw = useSyncExternalStore(
    subscribe,
    () => (active ? readStored(key) : null),
    () => undefined,
  );
  const values = useMemo(() => (raw === undefined ? null : parseValues(raw)), [raw]);
  return { active, pending: active && raw === undefined, values };
}

/** A text field of the form's values ('' when missing or not text). */
export function previewText(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** One of an enumeration's values (a generated `const` object), or fallback when it is not. */
export function previewChoice<T extends string>(
  values: Record<string, unknown>,
  name: string,
  choices: Record<string, T>,
  fallback: T,
): T {
  const value = previewText(values, name);
  return (Object.values(choices) as string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The image of the form's values: a stored one (/uploads/..., or absolute) or a file just
 * chosen in the back office (its blob: URL, shown while the back office's tab is open).
 */
export function previewImage(values: Record<string, unknown>, name = 'image'): string | null {
  const value = previewText(values, name);
  return /^(\/|https?:\/\/|blob:)/i.test(value) ? value : null;
}
