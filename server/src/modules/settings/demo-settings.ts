// The placeholder committee's settings ("Comitato di Valdoria"): written at the first start
// (the site cannot render without settings), and what the first-run checklist compares the
// committee's own values with.
const town = 'Valdoria';
const foundedYear = 1980;
const street = 'Via dei Volontari 12';

export const demoSettings = {
  name: 'Croce Rossa Italiana – Comitato di Valdoria',
  shortName: 'CRI Valdoria',
  town,
  serviceArea: 'Valdoria e comuni limitrofi',
  foundedYear,
  address: { street, postalCode: '00100', town, province: 'VD' },
  tollFreePhone: '800 123 456',
  phone: '0123 456789',
  email: 'valdoria@cri.it',
  pec: 'cl.valdoria@cert.cri.it',
  // A valid check digit: the settings form must accept the demo values as they are.
  fiscalCode: '01234567897',
  bank: {
    accountHolder: 'Croce Rossa Italiana – Comitato di Valdoria ODV',
    name: 'Banca di Credito Cooperativo di Valdoria',
    iban: 'IT60X0542811101000000123456',
  },
  cardDonationUrl: 'https://www.paypal.com/donate/?hosted_button_id=CRIVALDORIA',
  nationalSiteUrl: 'https://cri.it',
  historyVideoYoutubeId: null,
  socials: {
    facebook: 'https://www.facebook.com/crivaldoria',
    instagram: 'https://www.instagram.com/crivaldoria',
    youtube: 'https://www.youtube.com/@crivaldoria',
    x: null,
    tiktok: null,
    linkedin: null,
  },
  dataController: {
    name: 'Croce Rossa Italiana – Comitato di Valdoria ODV',
    address: `${street}, 00100 ${town} (VD)`,
    email: 'valdoria@cri.it',
  },
  contactRetentionMonths: 24,
  accessibilityReviewDate: '2026-11-20',
} as const;
