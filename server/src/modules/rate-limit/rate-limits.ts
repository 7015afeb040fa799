// The limits themselves: attempts per fixed window. Part of AppConfig (config.rateLimits)
// so that tests and deployments can change them without touching code.

export interface RateLimitRule {
  /** Attempts allowed within one window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** Failed login attempts from one IP address (any username). */
  loginPerIp: RateLimitRule;
  /** Failed login attempts for one username (from any address): slows down password guessing. */
  loginPerUsername: RateLimitRule;
  /** Contact form submissions from one IP address. */
  contactPerIp: RateLimitRule;
}

export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: { limit: 20, windowSeconds: 15 * 60 },
  loginPerUsername: { limit: 10, windowSeconds: 15 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 15 * 60 },
};
