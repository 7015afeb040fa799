// Six built-in courses shown by the home carousel when the database has none yet,
// so a fresh site never shows an empty section. They open the built-in sample
// project page (/progetti/test).
import type { ProjectCategory } from '../../gql/graphql';

export interface CourseCard {
  id: string;
  title: string;
  description: string;
  category: ProjectCategory;
  image?: string | null;
  imageAlt?: string | null;
  startDate: string;
  location?: string | null;
  participants?: number | null;
}

/** The id that /progetti/:id renders as a built-in sample without any call. */
export const SAMPLE_PROJECT_ID = 'test';

export const SAMPLE_PROJECTS: readonly CourseCard[] = [
  {
    id: 'esempio-1',
    title: 'Corso di primo soccorso per la popolazione',
    description: 'Le manovre essenziali per riconoscere un’emergenza e aiutare in attesa del 118.',
    category: 'education',
    startDate: '2026-03-07',
    location: 'Sede del comitato',
    participants: 25,
  },
  {
    id: 'esempio-2',
    title: 'BLSD: rianimazione e defibrillatore',
    description:
      'Rianimazione cardiopolmonare e uso del defibrillatore, con certificazione finale.',
    category: 'health',
    startDate: '2026-03-21',
    location: 'Sede del comitato',
    participants: 12,
  },
  {
    id: 'esempio-3',
    title: 'Manovre salvavita pediatriche',
    description: 'Per genitori, nonni e insegnanti: disostruzione delle vie aeree nei bambini.',
    category: 'education',
    startDate: '2026-04-11',
    location: 'Biblioteca comunale',
    participants: 30,
  },
  {
    id: 'esempio-4',
    title: 'Volontari in emergenza',
    description: 'Logistica, campi di accoglienza e supporto alla popolazione nelle calamità.',
    category: 'emergency',
    startDate: '2026-05-09',
    location: 'Centro operativo provinciale',
    participants: 20,
  },
  {
    id: 'esempio-5',
    title: 'Accanto agli anziani soli',
    description: 'Come organizzare visite, spesa a domicilio e compagnia telefonica.',
    category: 'social',
    startDate: '2026-05-23',
    location: 'Sede del comitato',
    participants: 18,
  },
  {
    id: 'esempio-6',
    title: 'Educazione alla salute nelle scuole',
    description: 'Il Gruppo Giovani forma i peer educator su stili di vita sani e prevenzione.',
    category: 'health',
    startDate: '2026-06-06',
    location: 'Istituti superiori del territorio',
    participants: 15,
  },
];
