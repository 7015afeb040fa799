// The addresses of the events' pages. Kept beside them rather than in config/paths.ts: only
// the lazily loaded pages that link to events read them, so the home page's initial
// JavaScript does not carry them.
export const eventPaths = {
  list: '/eventi',
  event: (id: string | number) => `/eventi/${id}`,
} as const;
