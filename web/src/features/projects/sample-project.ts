// The built-in course shown at /progetti/test without any call (public spec): lets the
// committee check the detail page and the booking dialog before any course exists.
import { BookingMode, type ProjectDetailFragment } from '../../gql/graphql';

export const SAMPLE_PROJECT_ID = 'test';

export const sampleProject: ProjectDetailFragment = {
  id: SAMPLE_PROJECT_ID,
  title: 'Corso di primo soccorso per la popolazione',
  description:
    'Un corso aperto a tutti, dai 14 anni in su, per imparare a riconoscere un’emergenza, chiamare correttamente il 112 e prestare i primi soccorsi in attesa dell’ambulanza.\n\nIn tre serate i nostri istruttori alternano brevi spiegazioni a molte prove pratiche su manichino: posizione laterale di sicurezza, manovre di disostruzione delle vie aeree nell’adulto e nel bambino, rianimazione cardiopolmonare e uso del defibrillatore (DAE).\n\nAl termine ricevi l’attestato di partecipazione della Croce Rossa Italiana. Il corso è gratuito; i posti sono limitati per garantire a ciascuno il tempo di esercitarsi.',
  category: 'education',
  image: null,
  imageAlt: null,
  startDate: '2026-03-10',
  endDate: '2026-03-24',
  location: 'Sede del comitato, Via dei Volontari 12',
  participants: 20,
  calendlyId: 'crivaldoria/corso-primo-soccorso',
  bookingMode: BookingMode.Calendly,
  bookingUrl: null,
  seats: null,
  enrolmentDeadline: null,
};
