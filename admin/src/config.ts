// The admin's constants, named as in the admin spec (§9) and DESIGN.md, in one place.

/** GraphQL endpoint (same origin as the admin, proxied by Vite in development). */
export const GRAPHQL_URL = '/graphql';
/** Base of the REST API; relative file URLs (/uploads/...) are served under it. */
export const API_BASE = '/api';
/** localStorage key of the admin's bearer token. */
export const TOKEN_STORAGE_KEY = 'token';

/** Dashboard recent activity: 5 items; age in hours under 24, otherwise whole days. */
export const RECENT_ACTIVITY_COUNT = 5;
export const HOURS_BEFORE_DAYS = 24;
/** List previews: 100 characters plus ellipsis. */
export const PREVIEW_LENGTH = 100;
export const ELLIPSIS = '...';
/** Textarea rows. */
export const STAT_DESCRIPTION_ROWS = 4;
/** Document PDF: at most 10 MB (the server refuses larger files with 413). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Images: at most 10 MB, as the server accepts them (413 beyond). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A photo over IMAGE_MAX_BYTES is scaled down in the browser before it is sent, to this
 * many pixels on its longer side (the server keeps images at most 1600 px wide anyway).
 */
export const IMAGE_DOWNSCALE_MAX_PX = 1600;
/** The quality of the JPEG or WebP a photo is scaled down to (0 to 1). */
export const IMAGE_DOWNSCALE_QUALITY = 0.85;
/** Rows per page of the admin lists. */
export const LIST_PER_PAGE = 25;

export const DISPLAY_LOCALE = 'it-IT';
export const DISPLAY_TIME_ZONE = 'Europe/Rome';

export const DOCUMENT_CATEGORIES = [
  'Bilanci',
  'Statuto',
  'Relazioni',
  'Regolamenti',
  'Altri Documenti',
] as const;

/** Whether the e-mail of a reply has left: API value -> what the history says of it. */
export const REPLY_DELIVERIES = {
  sent: 'Inviata',
  sending: 'In invio',
  'awaiting-mail-server': 'In attesa del server di posta',
  failed: 'Invio non riuscito',
} as const;

/** Rows of the short texts (summaries, bios, slide and timeline descriptions). */
export const SHORT_TEXT_ROWS = 3;
/** A service lists at most 6 short lines. */
export const SERVICE_MAX_FEATURES = 6;

/** The administrator's own password: at least 12 characters (as the server requires). */
export const PASSWORD_MIN_LENGTH = 12;
/** What every password field says of the server's rule (length, common list, zxcvbn). */
export const PASSWORD_HINT = `Almeno ${PASSWORD_MIN_LENGTH} caratteri e difficile da indovinare: meglio una frase di tre o quattro parole`;

/** "Password dimenticata?" and the page of the e-mail's link (its token in the fragment). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * 'Anteprima': the public page of a news item, a course, an event or a page opened with
 * ?anteprima=1 shows the form as it is now, handed over in this browser's localStorage under
 * `anteprima:<resource>:<id, or 'nuova' before the first save>` (web/src/lib/preview.ts
 * reads the same key) and kept current while the form is open.
 */
export const PREVIEW_QUERY = 'anteprima';
export const PREVIEW_STORAGE_PREFIX = 'anteprima:';
export const NEW_RECORD_PREVIEW_ID = 'nuova';
/** The open preview follows the form this long after the last keystroke. */
export const PREVIEW_SYNC_DELAY_MS = 300;

/** An unsaved form is kept in this browser this long after the last change (debounced)... */
export const DRAFT_AUTOSAVE_DELAY_MS = 1000;
/** ...and offered back for this many days. */
export const DRAFT_MAX_AGE_DAYS = 30;
/** The public pages of a news item, a course and an event, and where a page is previewed. */
export const PUBLIC_ARTICLE_PATH = (id: string) => `/notizie/${id}`;
export const PUBLIC_COURSE_PATH = (id: string) => `/progetti/${id}`;
export const PUBLIC_EVENT_PATH = (id: string) => `/eventi/${id}`;
/** A page's preview: its address holds the record's id, its slug may still change. */
export const PAGE_PREVIEW_PATH = (id: string) => `/${id}`;
