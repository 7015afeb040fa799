// The kinds of demo content the seed writes, as the dashboard names them: each with its
// table and the column of its file (deleted with it), in the dashboard's order.
export interface DemoKind {
  /** The key of REST's counts (the policy's resource name). */
  key: string;
  table: string;
  label: string;
  file: 'image' | 'file_url' | null;
}

export const DEMO_KINDS: readonly DemoKind[] = [
  { key: 'news', table: 'news', label: 'Notizie', file: 'image' },
  { key: 'projects', table: 'projects', label: 'Corsi e progetti', file: 'image' },
  { key: 'events', table: 'events', label: 'Eventi', file: 'image' },
  { key: 'documents', table: 'documents', label: 'Documenti', file: 'file_url' },
  { key: 'stats', table: 'stats', label: 'Statistiche', file: null },
  { key: 'team', table: 'team_members', label: 'Squadra', file: 'image' },
  { key: 'slides', table: 'hero_slides', label: 'Slide della home page', file: 'image' },
  { key: 'activities', table: 'activities', label: 'Attività', file: 'image' },
  { key: 'services', table: 'services', label: 'Servizi', file: 'image' },
  { key: 'timeline', table: 'timeline_events', label: 'Tappe della storia', file: null },
  { key: 'grants', table: 'grants', label: 'Contributi pubblici', file: 'file_url' },
  {
    key: 'fivePerThousand',
    table: 'five_per_thousand_reports',
    label: 'Rendiconti del 5x1000',
    file: 'file_url',
  },
  { key: 'compensations', table: 'compensations', label: 'Compensi', file: null },
];
