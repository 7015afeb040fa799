// The public spec's business constants (section 9), each under the spec's name.
// Components import these; no timing, threshold or page size is a bare number elsewhere.
// The spec's committee facts (years of service, vehicles, people, youth ages, history
// figures, the privacy notice's date) are the committee's settings, not constants.

export const DOCUMENTS_PAGE_SIZE = 6;

/**
 * The lists' state in the URL's query (/progetti, /news, /trasparenza), so that a filtered
 * or paged list is a link, the server renders it, and a form or link works without
 * JavaScript. `newsItem` is the /news dialog's item, `grantsYear` the grants register's year.
 */
export const LIST_PARAMS = {
  search: 'q',
  category: 'categoria',
  page: 'pagina',
  newsItem: 'id',
  grantsYear: 'anno',
} as const;
/** A search text is cut to this length: a URL may carry any text a visitor or a robot writes. */
export const LIST_SEARCH_MAX_LENGTH = 100;

export const HERO_AUTO_ADVANCE_MS = 6000;
/**
 * The hero's slides after the first get their images this long after the hero has started
 * in the browser (or at once when the visitor moves to another slide): a phone opening the
 * home page downloads the first slide's image alone, while it matters, and the others well
 * before the first change.
 */
export const HERO_OTHER_IMAGES_AFTER_MS = 1000;
export const HERO_TRANSITION_LOCK_MS = 600;
export const HERO_SWIPE_THRESHOLD_PX = 100;
/** The hero becomes shorter once the page is scrolled past this fraction of its height. */
export const HERO_SHORTER_AFTER_SCROLL_RATIO = 0.1;

export const NAV_SCROLLED_THRESHOLD_PX = 30;
export const SMOOTH_SCROLL_DURATION_MS = 500;
export const SMOOTH_SCROLL_OFFSET_PX = -80;
export const IN_PAGE_ANCHOR_OFFSET_PX = 80;
export const SECTION_RETRY_INTERVAL_MS = 100;
export const CONTACT_SCROLL_DELAY_MS = 500;
/**
 * The contact form's fill time is sent capped here (it fits a GraphQL Int); the server's
 * minimum fill time (CONTACT_MIN_FILL_MS, 3 s) decides what is too fast.
 */
export const CONTACT_FILL_TIME_MAX_MS = 24 * 60 * 60 * 1000;
export const POPUP_SCROLL_DELAY_MS = 300;
export const DONATION_POPUP_DELAY_MS = 10000;
export const PAGE_TRANSITION_S = 0.45;
/**
 * A part of a page that comes to life when needed (lib/hydrate-when-needed.tsx) does so
 * once it is within a quarter of a screen below the viewport, or in it (an
 * IntersectionObserver rootMargin): just before the visitor scrolls to it.
 */
export const HYDRATE_WHEN_NEEDED_MARGIN = '0px 0px 25% 0px';

/** Counters start when the section is within this fraction of the viewport height. */
export const STATS_TRIGGER_VIEWPORT_RATIO = 0.75;
export const STATS_COUNT_STEPS = 60;
export const STATS_COUNT_DURATION_MS = 2500;
export const STATS_STAGGER_MS = 150;

export const DONATION_MINIMUM_EUR = 10;
export const TAX_DEDUCTION_PERCENT = 30;
export const TAX_DEDUCTION_MAX_EUR = 30000;

export const HISTORY_COUNTER_ANIMATION_MS = 2000;
export const HISTORY_PROGRESS_PER_INTERACTION = 5;
export const QUIZ_QUESTION_COUNT = 4;
export const QUIZ_OPTIONS_PER_QUESTION = 4;
export const QUIZ_POINTS_PER_CORRECT = 20;
export const QUIZ_CORRECT_FEEDBACK_MS = 1000;
export const QUIZ_WRONG_FEEDBACK_MS = 1500;

/** sessionStorage keys */
export const SESSION_KEYS = {
  donationPopupShown: 'cri.donationPopupShown',
  scrollToContacts: 'cri.scrollToContacts',
  scrollPositions: 'cri.scrollPositions',
} as const;

/** Back/forward: how long the restored scroll position is held while the page fills in. */
export const SCROLL_RESTORE_WINDOW_MS = 2_500;

/** The external booking page of a project is `${CALENDLY_BASE_URL}/<calendlyId>` (DESIGN.md). */
export const CALENDLY_BASE_URL = 'https://calendly.com';

export const HISTORY_PRINCIPLES_COUNT = 7;

/**
 * /notizie/{id}?anteprima=1 (and courses alike): the back office's 'Anteprima', the page
 * made from the form as it is now, which the back office (same origin, /admin) hands over
 * in this browser's localStorage under `anteprima:<resource>:<id>` ('nuova' for a record
 * not saved yet: admin/src/lib/formStorage.ts writes the same key).
 */
export const PREVIEW_QUERY = 'anteprima';
/**
 * The back office's localStorage key of its bearer token (admin/src/config.ts,
 * TOKEN_STORAGE_KEY): the same origin, so the site can tell that this browser is signed
 * in to the back office (its page views are not counted: lib/page-view-beacon.ts).
 */
export const ADMIN_TOKEN_STORAGE_KEY = 'token';
export const PREVIEW_STORAGE_PREFIX = 'anteprima:';
/** Average silent-reading speed in Italian, words per minute (the server's readTime alike). */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * The widths of the narrower copies the server makes of a stored image
 * (GET /api/uploads/:name?w=, server/src/storage/file-content.ts, kept equal by a server
 * test), offered in each image's srcset; the stored image itself is at most
 * IMAGE_MAX_WIDTH wide.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const IMAGE_MAX_WIDTH = 1600;

/**
 * The committee's share image, drawn by the server from its settings and the emblem
 * (server/src/modules/seo/site-images.ts): what link previews show of a page without a
 * photo of its own, at the size they ask for a large picture.
 */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;
/** The emblem as a raster image (512 px), the logo of the committee's JSON-LD. */
export const LOGO = { path: '/logo.png', width: 512, height: 512 } as const;
