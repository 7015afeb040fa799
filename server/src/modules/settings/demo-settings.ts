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

/**
 * The settings of a committee just created on a platform: what its creator gave (name,
 * town, province, e-mail), and placeholders to complete elsewhere, never another committee's
 * facts. The codes are the demo's (valid in form, obviously not the committee's): the
 * first-run checklist asks for them until they are changed.
 */
export function newCommitteeSettings(given: {
  name: string;
  town: string;
  province: string;
  email: string;
}) {
  const town = given.town || given.name;
  const province = given.province || 'XX';
  const street = 'Indirizzo da completare';
  return {
    ...demoSettings,
    name: given.name,
    shortName: `CRI ${town}`,
    town,
    serviceArea: town,
    foundedYear: new Date().getFullYear(),
    address: { street, postalCode: '00000', town, province },
    tollFreePhone: null,
    phone: '0000 000000',
    email: given.email,
    pec: null,
    bank: { accountHolder: given.name, name: 'Banca da completare', iban: demoSettings.bank.iban },
    cardDonationUrl: null,
    socials: {
      facebook: null,
      instagram: null,
      youtube: null,
      x: null,
      tiktok: null,
      linkedin: null,
    },
    dataController: { name: given.name, address: `${street}, ${town}`, email: given.email },
    accessibilityReviewDate: null,
  };
}
