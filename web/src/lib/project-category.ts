// Project (course) categories, the schema's enum ProjectCategory as codegen hands it over:
// the badge shown on a project and the public filter of /progetti. The filter says
// Formazione where the badge says Educazione: both come from the spec and name the same
// category.
import type { ProjectCategory } from '../gql/graphql';
import { lowerItalian } from './italian-text';

const BADGE_LABELS: Record<ProjectCategory, string> = {
  education: 'Educazione',
  social: 'Sociale',
  health: 'Salute',
  emergency: 'Emergenza',
  other: 'Altro',
};

/** Badge label of a category. */
export function projectCategoryLabel(category: ProjectCategory): string {
  return BADGE_LABELS[category];
}

export interface ProjectFilterOption {
  label: string;
  /** null: 'Tutti', no filter. */
  category: ProjectCategory | null;
  /** Its value in /progetti?categoria=, the label in lower case; null for 'Tutti'. */
  param: string | null;
}

export const PROJECT_FILTER_OPTIONS: readonly ProjectFilterOption[] = [
  { label: 'Tutti', category: null, param: null },
  { label: 'Formazione', category: 'education', param: 'formazione' },
  { label: 'Salute', category: 'health', param: 'salute' },
  { label: 'Emergenza', category: 'emergency', param: 'emergenza' },
  { label: 'Sociale', category: 'social', param: 'sociale' },
];

/** The filter ?categoria= names (in any case); 'Tutti' when absent or unknown. */
export function projectFilterOption(param: string | null): ProjectFilterOption {
  const wanted = param == null ? undefined : lowerItalian(param.trim());
  return (
    PROJECT_FILTER_OPTIONS.find((option) => option.param !== null && option.param === wanted) ??
    PROJECT_FILTER_OPTIONS[0]
  );
}
