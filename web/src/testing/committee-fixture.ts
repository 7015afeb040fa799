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
  peopleCount: 180,
  vehicleCount: 12,
  youthMinAge: 16,
  youthMaxAge: 31,
  switchboardAlwaysOpen: true,
  switchboardHours: null,
  historyStats: { volunteers: 171, women: 88, services: 940, emergencies: 37 },
  address: {
    street: 'Via del Soccorso 3',
    postalCode: '20100',
    town: 'Montelago',
    province: 'ML',
  },
  bookingPhone: '800 111 222',
  bookingPhoneTollFree: true,
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
  privacyNotice:
    '<p>Ai sensi del GDPR, il Comitato di Montelago informa chi visita questo sito.</p><h2>1. Titolare del trattamento</h2><p>Il titolare è il Comitato di Montelago ODV: scrivi a <a href="mailto:privacy.montelago@cri.it">privacy.montelago@cri.it</a>.</p><h2>2. I tuoi diritti</h2><ul><li><p>accedere ai tuoi dati (art. 15);</p></li><li><p>chiederne la cancellazione (art. 17).</p></li></ul><script>window.hacked = true</script>',
  privacyNoticeUpdatedOn: '2026-03-09',
  footerCredits: 'Sito curato dal gruppo comunicazione',
  footerLinks: [
    { label: 'Corsi e progetti', url: '/progetti' },
    { label: 'Diventa volontario', url: '/#attivita' },
    { label: 'Protezione civile', url: 'https://www.protezionecivile.gov.it' },
  ],
};
