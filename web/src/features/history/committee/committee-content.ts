// The committee's own history (/storia/comitato): the stat tiles and the facts, built
// from the committee settings and the spec constants (the timeline is data, read by the page).
import {
  COMMITTEE_PEOPLE_ABOUT,
  COMMITTEE_VEHICLES,
  COMMITTEE_YEARS_OF_SERVICE,
  YOUTH_GROUP_MAX_AGE,
  YOUTH_GROUP_MIN_AGE,
} from '../../../config/constants';
import type { CommitteeSettings } from '../../../lib/committee-settings';

type HistorySettings = Pick<CommitteeSettings, 'foundedYear' | 'town' | 'serviceArea'>;

export function committeeStats(committee: HistorySettings) {
  return [
    { value: String(committee.foundedYear), label: 'Anno di fondazione' },
    { value: `circa ${COMMITTEE_PEOPLE_ABOUT}`, label: 'Volontari e operatori' },
    { value: String(COMMITTEE_VEHICLES), label: 'Mezzi di soccorso e trasporto' },
    { value: '24/7', label: 'Servizio attivo giorno e notte' },
  ] as const;
}

export function committeeFacts(committee: HistorySettings) {
  return [
    {
      title: `${COMMITTEE_YEARS_OF_SERVICE} anni di servizio`,
      text: `Dal ${committee.foundedYear} i volontari di ${committee.town} sono al fianco della comunità, ogni giorno e ogni notte.`,
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
}
