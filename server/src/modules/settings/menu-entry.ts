// An item of the site's header menu or footer links as the settings store it (the
// navigation module reads and writes them): its label, what it leads to (a page of the
// committee's own, a section of the home page, a route of the site, an address elsewhere)
// and whether it is shown. Items are kept in display order.
export type MenuEntryKind = 'page' | 'section' | 'route' | 'external';

export interface MenuEntry {
  label: string;
  kind: MenuEntryKind;
  /** A page's slug, a home section's anchor, a path of the site, an http(s) URL. */
  target: string;
  visible: boolean;
}

/** The spec's six items of the header, what every committee starts with. */
export const DEFAULT_HEADER_MENU: readonly MenuEntry[] = [
  { label: 'Corsi', kind: 'section', target: 'corsi', visible: true },
  { label: 'Attività', kind: 'section', target: 'attivita', visible: true },
  { label: 'News', kind: 'section', target: 'news', visible: true },
  { label: 'Documenti', kind: 'route', target: '/trasparenza', visible: true },
  { label: 'Contatti', kind: 'section', target: 'contatti', visible: true },
  { label: 'Donazioni', kind: 'section', target: 'supporto', visible: true },
];
