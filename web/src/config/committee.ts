// The committee's details: the one place that holds phone, e-mail, address, fiscal
// code, IBAN, bank, socials and the card-donation link. Demo values for a
// placeholder town; a real committee edits only this file.

export const committee = {
  name: 'Croce Rossa Italiana – Comitato di Valdoria',
  shortName: 'CRI Valdoria',
  town: 'Valdoria',
  serviceArea: 'Valdoria e comuni limitrofi',
  foundedYear: 1980,
  address: {
    street: 'Via dei Volontari 12',
    postalCode: '00100',
    town: 'Valdoria',
    province: 'VD',
  },
  /** Toll-free number, shown on the services page and the booking block. */
  tollFreePhone: '800 123 456',
  /** Switchboard, staffed 24/7. */
  phone: '0123 456789',
  email: 'valdoria@cri.it',
  pec: 'cl.valdoria@cert.cri.it',
  /** 11 digits, shown on the 5x1000 page. */
  fiscalCode: '01234567890',
  bank: {
    accountHolder: 'Croce Rossa Italiana – Comitato di Valdoria ODV',
    name: 'Banca di Credito Cooperativo di Valdoria',
    iban: 'IT60X0542811101000000123456',
  },
  /** External card-payment page (opens in a new tab). */
  cardDonationUrl: 'https://www.paypal.com/donate/?hosted_button_id=CRIVALDORIA',
  nationalSiteUrl: 'https://cri.it',
  /**
   * YouTube id of the video in the first chapter of /storia/croce-rossa, played in the
   * privacy-enhanced player (youtube-nocookie) only after the visitor clicks. A committee
   * sets the id of a video it has chosen; without one the chapter links to YouTube.
   */
  historyVideoYoutubeId: null as string | null,
  socials: {
    facebook: 'https://www.facebook.com/crivaldoria',
    instagram: 'https://www.instagram.com/crivaldoria',
    youtube: 'https://www.youtube.com/@crivaldoria',
  },
} as const;

export type Committee = typeof committee;

export function formatAddress(c: Committee = committee): string {
  const { street, postalCode, town, province } = c.address;
  return `${street}, ${postalCode} ${town} (${province})`;
}

/** tel: link target from a display number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
