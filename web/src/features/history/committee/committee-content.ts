// The committee's own history (/storia/comitato): the stat tiles and the facts, worded
// from the committee settings (the timeline is data, read by the page). A tile or a clause
// that would be false for this committee (24/7, vehicles it does not have) is left out.
import { yearsOfService, yearsOfServiceText, youthAgesText } from '../../../lib/committee-facts';
import type { CommitteeSettings } from '../../../lib/committee-settings';

type HistorySettings = Pick<
  CommitteeSettings,
  | 'foundedYear'
  | 'town'
  | 'serviceArea'
  | 'peopleCount'
  | 'vehicleCount'
  | 'youthMinAge'
  | 'youthMaxAge'
  | 'switchboardAlwaysOpen'
>;

export interface CommitteeStat {
  value: string;
  label: string;
}

export function committeeStats(
  committee: HistorySettings,
  today: Date = new Date(),
): CommitteeStat[] {
  const stats: CommitteeStat[] = [
    { value: String(committee.foundedYear), label: 'Anno di fondazione' },
  ];
  if (committee.peopleCount > 0) {
    stats.push({ value: `circa ${committee.peopleCount}`, label: 'Volontari e operatori' });
  }
  if (committee.vehicleCount > 0) {
    stats.push({ value: String(committee.vehicleCount), label: 'Mezzi di soccorso e trasporto' });
  }
  stats.push(
    committee.switchboardAlwaysOpen
      ? { value: '24/7', label: 'Servizio attivo giorno e notte' }
      : { value: String(yearsOfService(committee.foundedYear, today)), label: 'Anni di servizio' },
  );
  return stats;
}

export function committeeFacts(committee: HistorySettings, today: Date = new Date()) {
  const years = yearsOfServiceText(committee.foundedYear, today);
  return [
    {
      title: years.charAt(0).toUpperCase() + years.slice(1),
      text: `Dal ${committee.foundedYear} i volontari di ${committee.town} sono al fianco della comunità${committee.switchboardAlwaysOpen ? ', ogni giorno e ogni notte' : ''}.`,
    },
    {
      title: 'Il Gruppo Giovani',
      text: `I Giovani della Croce Rossa, ${youthAgesText(committee)}, promuovono salute, inclusione e cittadinanza attiva tra i loro coetanei.`,
    },
    {
      title: 'Radicati nel territorio',
      text: `Il comitato opera a ${committee.serviceArea} come parte della rete nazionale della Croce Rossa Italiana.`,
    },
  ] as const;
}
