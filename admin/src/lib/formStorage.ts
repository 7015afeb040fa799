// What the forms keep in this browser's localStorage: the autosaved draft of an unsaved
// form (offered back after a reload or a crash, until it is saved or discarded) and the
// values handed to the public site's 'Anteprima'. Only what JSON can hold: a file chosen
// but not yet uploaded is left out of a draft (it cannot be restored) and passed to the
// preview as its object URL (the image the picker shows), which any page of this site in
// this browser can display while the admin's tab is open. Storage may be full or off
// (private browsing): then nothing is kept, and the form works as before. A password
// typed in a form (a user's) is never kept.
import { DRAFT_MAX_AGE_DAYS, NEW_RECORD_PREVIEW_ID, PREVIEW_STORAGE_PREFIX } from '../config';

const DRAFT_PREFIX = 'bozza:';

export interface StoredDraft {
  savedAt: string;
  values: Record<string, unknown>;
}

/** A file chosen in a react-admin FileInput / ImageInput: { rawFile, src, title }. */
function isChosenFile(value: unknown): value is { rawFile: File; src?: string } {
  return typeof value === 'object' && value !== null && 'rawFile' in value;
}

/** Fields never written to storage. */
const SECRET_FIELD = /password/i;

/**
 * values without passwords and without the files chosen but not uploaded (replaced by
 * their object URL when `keepFileUrls`).
 */
export function storableValues(
  values: Record<string, unknown>,
  keepFileUrls = false,
): Record<string, unknown> {
  const convert = (value: unknown): unknown => {
    if (isChosenFile(value)) return keepFileUrls ? (value.src ?? null) : undefined;
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(convert).filter((item) => item !== undefined);
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, item]) => [key, convert(item)] as const)
        .filter(([, item]) => item !== undefined);
      return Object.fromEntries(entries);
    }
    return value;
  };
  return convert(values) as Record<string, unknown>;
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: the form goes on without it.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Unavailable: nothing was kept.
  }
}

/** The draft of one user's form of one record ('nuova' before the first save). */
export function draftKey(userId: string, resource: string, recordId: unknown): string {
  return `${DRAFT_PREFIX}${userId}:${resource}:${recordId == null ? NEW_RECORD_PREVIEW_ID : String(recordId)}`;
}

export function writeDraft(key: string, values: Record<string, unknown>, now = new Date()): void {
  write(key, { savedAt: now.toISOString(), values: storableValues(values) } satisfies StoredDraft);
}

export function removeDraft(key: string): void {
  remove(key);
}

const maxAgeMs = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** The draft under key, or null (none, unreadable, or older than DRAFT_MAX_AGE_DAYS: then forgotten). */
export function readDraft(key: string, now = new Date()): StoredDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    const savedAt = typeof draft.savedAt === 'string' ? new Date(draft.savedAt) : null;
    if (
      savedAt &&
      !Number.isNaN(savedAt.getTime()) &&
      now.getTime() - savedAt.getTime() <= maxAgeMs &&
      typeof draft.values === 'object' &&
      draft.values !== null
    ) {
      return { savedAt: draft.savedAt as string, values: draft.values };
    }
  } catch {
    // Not ours, or damaged: forgotten below.
  }
  remove(key);
  return null;
}

/** Whether a draft holds anything the form does not already show. */
export function differsFrom(draft: StoredDraft, values: Record<string, unknown>): boolean {
  const current = storableValues(values);
  return Object.entries(draft.values).some(
    ([name, value]) => JSON.stringify(value) !== JSON.stringify(current[name] ?? null),
  );
}

/** The localStorage key the public page of `?anteprima=1` reads. */
export function previewKey(resource: string, recordId: unknown): string {
  return `${PREVIEW_STORAGE_PREFIX}${resource}:${recordId == null ? NEW_RECORD_PREVIEW_ID : String(recordId)}`;
}

/** Hands the form's values to the public page's preview. */
export function writePreview(resource: string, recordId: unknown, values: Record<string, unknown>) {
  write(previewKey(resource, recordId), {
    savedAt: new Date().toISOString(),
    values: storableValues(values, true),
  });
}

export function removePreview(resource: string, recordId: unknown): void {
  remove(previewKey(resource, recordId));
}
