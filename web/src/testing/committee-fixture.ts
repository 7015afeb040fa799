// Test data: the settings of an imaginary committee, as the GraphQL `settings` query
// returns them. Component tests read the values they expect from here.
import type { CommitteeSettings } from '../lib/committee-settings';

export const committeeFixture: CommitteeSettings = {
  id: '1',
  name: 'Croce Rossa Italiana – Comitato di Montelago',
  shortName: 'CRI Montelago',
  town: 'Montelago',
  serviceArea: 'Montelago e valle del Lago',
  foundedYear: 1975,
  address: {
    street: 'Via del Soccorso 3',
    postalCode: '20100',
    town: 'Montelago',
    province: 'ML',
  },
  tollFreePhone: '800 111 222',
  phone: '0234 567890',
  email: 'montelago@cri.it',
  pec: 'cl.montelago@cert.cri.it',
  fiscalCode: '09876543210',
  bank: {
    accountHolder: 'Croce Rossa Italiana – Comitato di Montelago ODV',
    name: 'Cassa Rurale di Montelago',
    iban: 'IT60X0542811101000000123456',
  },
  cardDonationUrl: 'https://pagamenti.example.org/dona/montelago',
  nationalSiteUrl: 'https://cri.it',
  historyVideoYoutubeId: null,
  socials: {
    facebook: 'https://www.facebook.com/crimontelago',
    instagram: null,
    youtube: 'https://www.youtube.com/@crimontelago',
    x: null,
    tiktok: null,
    linkedin: 'https://www.linkedin.com/company/crimontelago',
  },
  dataController: {
    name: 'Croce Rossa Italiana – Comitato di Montelago ODV',
    address: 'Via del Soccorso 3, 20100 Montelago (ML)',
    email: 'privacy.montelago@cri.it',
  },
  contactRetentionMonths: 18,
  accessibilityReviewDate: '2026-06-12',
};
