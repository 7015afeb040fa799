// The items of the top navigation, in the spec's order.
import { paths, sections, type SectionId } from '../../config/paths';

export type NavItem =
  | { label: string; section: SectionId; cta?: boolean }
  | { label: string; to: string; cta?: boolean };

export const navItems: readonly NavItem[] = [
  { label: 'Corsi', section: sections.courses },
  { label: 'Attività', section: sections.activities },
  { label: 'News', section: sections.news },
  { label: 'Documenti', to: paths.transparency },
  { label: 'Contatti', section: sections.contacts },
  { label: 'Donazioni', section: sections.support, cta: true },
];
