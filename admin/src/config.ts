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

/** Rows of the short texts (summaries, bios, slide and timeline descriptions). */
export const SHORT_TEXT_ROWS = 3;
/** A service lists at most 6 short lines. */
export const SERVICE_MAX_FEATURES = 6;

/** The administrator's own password: at least 12 characters (as the server requires). */
export const PASSWORD_MIN_LENGTH = 12;

/** The query parameter of a public page that asks to show a draft to the signed-in user. */
export const PREVIEW_QUERY = 'anteprima';
/** The public pages of a news item and of a course. */
export const PUBLIC_ARTICLE_PATH = (id: string) => `/notizie/${id}`;
export const PUBLIC_COURSE_PATH = (id: string) => `/progetti/${id}`;
