// The categories of a course (the schema's ProjectCategory), with their Italian labels
// (DESIGN.md), in the order the form offers them.
import type { ProjectCategory } from '../gql/graphql';
import { choicesOf } from '../lib/choices';

export const projectCategoryLabels: Record<ProjectCategory, string> = {
  education: 'Educazione',
  health: 'Salute',
  social: 'Sociale',
  emergency: 'Emergenza',
  other: 'Altro',
};

export const projectCategoryChoices = choicesOf(projectCategoryLabels);
