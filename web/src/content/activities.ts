// The committee's five activities (static content): the home page grid and the
// /attivita/:id pages read them from here. The long rich-text descriptions live in
// activity-details.ts, loaded only by the detail page.

export type ActivityCategory = 'Sociale' | 'Emergenza' | 'Giovani';
export type ActivitySize = 'small' | 'medium' | 'large';

export interface Activity {
  id: number;
  title: string;
  description: string;
  category: ActivityCategory;
  /** Public URL of the artwork (web/public/images/activities). */
  image: string;
  location: string;
  /** Weight of the tile in the home grid. */
  size: ActivitySize;
}

export const DEFAULT_ACTIVITY_ID = 1;

export const activities: readonly Activity[] = [
  {
    id: 1,
    title: 'Assistenza sanitaria agli eventi',
    description:
      'Squadre di soccorritori e ambulanze a presidio di manifestazioni sportive, concerti, sagre ed eventi pubblici del territorio.',
    category: 'Sociale',
    image: '/images/activities/eventi.svg',
    location: 'Valdoria e comuni limitrofi',
    size: 'large',
  },
  {
    id: 2,
    title: 'Gruppo Giovani',
    description:
      'Ragazze e ragazzi dai 14 ai 32 anni che promuovono salute, inclusione e cittadinanza attiva tra i loro coetanei.',
    category: 'Giovani',
    image: '/images/activities/giovani.svg',
    location: 'Sede del comitato e scuole del territorio',
    size: 'small',
  },
  {
    id: 3,
    title: 'Soccorso in emergenza con il 118',
    description:
      'Equipaggi in convenzione con il servizio regionale di emergenza sanitaria 118, pronti a partire giorno e notte.',
    category: 'Emergenza',
    image: '/images/activities/soccorso-118.svg',
    location: 'Postazione 118 di Valdoria',
    size: 'small',
  },
  {
    id: 4,
    title: 'Emergenze e protezione civile',
    description:
      'Volontari formati per alluvioni, terremoti e maxi-emergenze: logistica, campi di accoglienza e supporto alla popolazione.',
    category: 'Emergenza',
    image: '/images/activities/protezione-civile.svg',
    location: 'Provincia e, su attivazione, tutta Italia',
    size: 'medium',
  },
  {
    id: 5,
    title: 'Trasporto sanitario',
    description:
      'Accompagniamo in ambulanza o con mezzi attrezzati chi deve raggiungere ospedali, visite, terapie e dialisi.',
    category: 'Sociale',
    image: '/images/activities/trasporto-sanitario.svg',
    location: 'Valdoria e ospedali della provincia',
    size: 'small',
  },
];

/** The activity with this route id; the id defaults to 1 when missing. */
export function findActivity(id: string | undefined): Activity | undefined {
  const wanted = id === undefined ? DEFAULT_ACTIVITY_ID : Number(id);
  if (!Number.isInteger(wanted)) return undefined;
  return activities.find((activity) => activity.id === wanted);
}
