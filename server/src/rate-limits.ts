// The limits themselves: attempts per fixed window, and the delay that slows down password
// guessing. Part of AppConfig (config.rateLimits) so that tests and deployments can change
// them without touching code: this file is the one place for the numbers.

export interface RateLimitRule {
  /** Attempts allowed within one window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/**
 * A growing delay on the login attempts for one username, from any address: no lockout
 * (the right password always gets through), only slower guessing. After `freeFailures`
 * failures within the window, every attempt waits `baseDelayMs`, doubled at each further
 * failure, up to `maxDelayMs`.
 */
export interface LoginDelayRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** Failed login attempts from one IP address (any username): 429 beyond, for that address only. */
  loginPerIp: RateLimitRule;
  /** Failed login attempts from one IP address for one username: 429 beyond, for that pair only. */
  loginPerIpAndUsername: RateLimitRule;
  /** Failed login attempts for one username from any address: they slow down, never lock out. */
  loginUsernameDelay: LoginDelayRule;
  /** Contact form submissions from one IP address. */
  contactPerIp: RateLimitRule;
  /** Enrolments in courses and events from one IP address (ENROLMENT_RATE_LIMIT). */
  enrolmentPerIp: RateLimitRule;
  /** "Password dimenticata?" requests from one IP address: 429 beyond, for that address only. */
  passwordResetPerIp: RateLimitRule;
  /**
   * Reset e-mails to one account from any address: beyond, the request is answered as
   * usual (202) but no e-mail is sent, so that no one can flood a person's inbox.
   */
  passwordResetPerAccount: RateLimitRule;
  /**
   * Page views the site's script reports from one IP address (its router's navigations):
   * generous for a person reading the site, beyond it a script's reports are refused (429).
   */
  pageViewsPerIp: RateLimitRule;
}

export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: { limit: 20, windowSeconds: 15 * 60 },
  loginPerIpAndUsername: { limit: 10, windowSeconds: 15 * 60 },
  loginUsernameDelay: {
    freeFailures: 5,
    baseDelayMs: 250,
    maxDelayMs: 4_000,
    windowSeconds: 15 * 60,
  },
  contactPerIp: { limit: 5, windowSeconds: 15 * 60 },
  enrolmentPerIp: { limit: 10, windowSeconds: 15 * 60 },
  passwordResetPerIp: { limit: 5, windowSeconds: 15 * 60 },
  passwordResetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  pageViewsPerIp: { limit: 300, windowSeconds: 15 * 60 },
};

/** How long an attempt on a username waits after `failures` recent failures on it. */
export function loginDelayMs(rule: LoginDelayRule, failures: number): number {
  const beyond = failures - rule.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(beyond - 1, 30));
}
