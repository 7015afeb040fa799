// The one route table of the public site, and the anchors of the home page sections.

export const paths = {
  home: '/',
  projects: '/progetti',
  project: (id: string | number) => `/progetti/${id}`,
  news: '/news',
  /** The upcoming courses by month, with the feed to subscribe to. */
  calendar: '/calendario',
  article: (id: string | number) => `/notizie/${id}`,
  transparency: '/trasparenza',
  fiveForThousand: '/5x1000',
  bankTransfer: '/donazione/bonifico',
  /** Where the Stripe Payment Link sends the donor after paying (not in the sitemap). */
  donationThanks: '/donazione/grazie',
  services: '/servizi',
  activity: (id: string | number) => `/attivita/${id}`,
  redCrossHistory: '/storia/croce-rossa',
  committeeHistory: '/storia/comitato',
  privacy: '/privacy',
  accessibility: '/accessibilita',
  /** A page of the committee's own (its address, at the root). */
  page: (slug: string) => `/${slug}`,
} as const;

/** Anchors of the home page sections, in page order. */
export const sections = {
  home: 'home',
  fastCta: 'fast-cta',
  stats: 'stats',
  about: 'chi-siamo',
  activities: 'attivita',
  courses: 'corsi',
  bookService: 'prenota-servizio',
  news: 'news',
  support: 'supporto',
  contacts: 'contatti',
} as const;

export type SectionId = (typeof sections)[keyof typeof sections];
