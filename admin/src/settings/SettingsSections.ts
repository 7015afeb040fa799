// The sections of the settings page, each an anchor that links (the dashboard's
// checklist) can point at: /settings#donazioni.
export const SETTINGS_SECTIONS = {
  committee: { id: 'comitato', title: 'Comitato' },
  facts: { id: 'numeri', title: 'Il comitato in numeri' },
  contacts: { id: 'contatti', title: 'Contatti' },
  donations: { id: 'donazioni', title: 'Donazioni' },
  socials: { id: 'social', title: 'Social' },
  privacy: { id: 'privacy', title: 'Privacy' },
  footer: { id: 'pie-di-pagina', title: 'Piè di pagina' },
} as const;

export const SETTINGS_PATH = '/settings';

/** The link to one section of the settings page. */
export function settingsSectionPath(section: keyof typeof SETTINGS_SECTIONS): string {
  return `${SETTINGS_PATH}#${SETTINGS_SECTIONS[section].id}`;
}
