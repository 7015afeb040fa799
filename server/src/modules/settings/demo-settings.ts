// The placeholder committee's settings ("Comitato di Valdoria"): written at the first start
// (the site cannot render without settings), and what the first-run checklist compares the
// committee's own values with.
import { DEFAULT_HEADER_MENU } from './menu-entry.js';
import { DEFAULT_PRIVACY_NOTICE_DATE, defaultPrivacyNotice } from './privacy-notice.js';
import { romeDay } from '../../platform/time/rome.js';

/** The footer's quick links a committee starts with (the national site's link is apart). */
export const DEFAULT_FOOTER_LINKS = [
  { label: 'Corsi e progetti', url: '/progetti' },
  { label: 'News', url: '/news' },
  { label: 'La storia del comitato', url: '/storia/comitato' },
  { label: 'Amministrazione trasparente', url: '/trasparenza' },
];

const town = 'Valdoria';
const foundedYear = 1980;
const street = 'Via dei Volontari 12';
const name = 'Croce Rossa Italiana – Comitato di Valdoria';
const fiscalCode = '01234567897';
const dataController = {
  name: 'Croce Rossa Italiana – Comitato di Valdoria ODV',
  address: `${street}, 00100 ${town} (VD)`,
  email: 'valdoria@cri.it',
};
const contactRetentionMonths = 24;

export const demoSettings = {
  name,
  shortName: 'CRI Valdoria',
  town,
  serviceArea: 'Valdoria e comuni limitrofi',
  foundedYear,
  // The public spec's committee facts: about 300 people, 20 vehicles, youth group from 14
  // to 32, a switchboard staffed 24/7 and a toll-free booking number; its history figures.
  peopleCount: 300,
  vehicleCount: 20,
  youthMinAge: 14,
  youthMaxAge: 32,
  switchboardAlwaysOpen: true,
  switchboardHours: null,
  historyStats: { volunteers: 262, women: 135, services: 136, emergencies: 154 },
  address: { street, postalCode: '00100', town, province: 'VD' },
  bookingPhone: '800 123 456',
  bookingPhoneTollFree: true,
  phone: '0123 456789',
  email: 'valdoria@cri.it',
  pec: 'cl.valdoria@cert.cri.it',
  // A valid check digit: the settings form must accept the demo values as they are.
  fiscalCode,
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
  dataController,
  contactRetentionMonths,
  accessibilityReviewDate: '2026-11-20',
  privacyNotice: defaultPrivacyNotice({ name, fiscalCode, dataController, contactRetentionMonths }),
  privacyNoticeUpdatedOn: DEFAULT_PRIVACY_NOTICE_DATE,
  footerCredits: 'Sito realizzato dai volontari del comitato',
  footerLinks: DEFAULT_FOOTER_LINKS,
  headerMenu: DEFAULT_HEADER_MENU,
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
  const dataController = { name: given.name, address: `${street}, ${town}`, email: given.email };
  return {
    ...demoSettings,
    name: given.name,
    shortName: `CRI ${town}`,
    town,
    serviceArea: town,
    foundedYear: new Date().getFullYear(),
    address: { street, postalCode: '00000', town, province },
    peopleCount: 0,
    vehicleCount: 0,
    historyStats: { volunteers: 0, women: 0, services: 0, emergencies: 0 },
    bookingPhone: null,
    bookingPhoneTollFree: false,
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
    dataController,
    accessibilityReviewDate: null,
    privacyNotice: defaultPrivacyNotice({
      name: given.name,
      fiscalCode: demoSettings.fiscalCode,
      dataController,
      contactRetentionMonths: demoSettings.contactRetentionMonths,
    }),
    privacyNoticeUpdatedOn: romeDay(),
    footerCredits: null,
  };
}
