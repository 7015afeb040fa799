// The committee's own history (/storia/comitato): the five timeline events, the
// stat tiles and the facts, built from the committee settings and the spec constants.
import {
  COMMITTEE_PEOPLE_ABOUT,
  COMMITTEE_VEHICLES,
  COMMITTEE_YEARS_OF_SERVICE,
  YOUTH_GROUP_MAX_AGE,
  YOUTH_GROUP_MIN_AGE,
} from '../../../config/constants';
import { committee } from '../../../config/committee';

export interface TimelineEvent {
  id: number;
  year: string;
  date: string;
  title: string;
  description: string;
  details: string;
}

const founded = String(committee.foundedYear);

export const committeeTimeline: readonly TimelineEvent[] = [
  {
    id: 1,
    year: founded,
    date: founded,
    title: 'Il comitato promotore',
    description: `Un gruppo di cittadini di ${committee.town} costituisce il comitato promotore per dare al territorio un proprio servizio di soccorso.`,
    details:
      'Medici, amministratori e semplici cittadini si riuniscono con un obiettivo concreto: non lasciare più nessuno ad aspettare un mezzo di soccorso in arrivo da lontano.',
  },
  {
    id: 2,
    year: founded,
    date: `4 ottobre ${founded}`,
    title: 'I primi volontari',
    description:
      'Il servizio prende il via con i primi volontari, formati con i corsi di primo soccorso.',
    details:
      'Turni organizzati a mano su un quaderno, una sede provvisoria e tanta determinazione: è l’inizio di una storia di volontariato che continua ancora oggi.',
  },
  {
    id: 3,
    year: founded,
    date: `Ottobre ${founded}`,
    title: 'Le prime due ambulanze',
    description: 'Due banche del territorio donano al comitato le sue prime due ambulanze.',
    details:
      'La generosità della comunità rende possibile ciò che i soli volontari non avrebbero potuto fare: con due mezzi propri il servizio diventa stabile.',
  },
  {
    id: 4,
    year: founded,
    date: `Fine novembre ${founded}`,
    title: 'Servizio 24 ore su 24',
    description: 'Da fine novembre il servizio è attivo giorno e notte, tutti i giorni dell’anno.',
    details:
      'Da allora la sede non ha mai chiuso: in ogni momento c’è una squadra pronta a partire per un’emergenza o un trasporto sanitario.',
  },
  {
    id: 5,
    year: 'Oggi',
    date: 'Oggi',
    title: `${COMMITTEE_VEHICLES} mezzi e quasi ${COMMITTEE_PEOPLE_ABOUT} persone`,
    description: `Il comitato conta ${COMMITTEE_VEHICLES} mezzi e quasi ${COMMITTEE_PEOPLE_ABOUT} persone tra volontari e personale.`,
    details:
      'Emergenza sanitaria, trasporti, assistenza alle manifestazioni, attività sociali e formazione: lo spirito del 1980 vive in ogni servizio.',
  },
];

export const committeeStats = [
  { value: founded, label: 'Anno di fondazione' },
  { value: `circa ${COMMITTEE_PEOPLE_ABOUT}`, label: 'Volontari e operatori' },
  { value: String(COMMITTEE_VEHICLES), label: 'Mezzi di soccorso e trasporto' },
  { value: '24/7', label: 'Servizio attivo giorno e notte' },
] as const;

export const committeeFacts = [
  {
    title: `${COMMITTEE_YEARS_OF_SERVICE} anni di servizio`,
    text: `Dal ${founded} i volontari di ${committee.town} sono al fianco della comunità, ogni giorno e ogni notte.`,
  },
  {
    title: 'Il Gruppo Giovani',
    text: `I Giovani della Croce Rossa, dai ${YOUTH_GROUP_MIN_AGE} ai ${YOUTH_GROUP_MAX_AGE} anni, promuovono salute, inclusione e cittadinanza attiva tra i loro coetanei.`,
  },
  {
    title: 'Radicati nel territorio',
    text: `Il comitato opera a ${committee.serviceArea} come parte della rete nazionale della Croce Rossa Italiana.`,
  },
] as const;
