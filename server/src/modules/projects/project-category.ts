// The categories of a course (project): a closed list, the GraphQL enum ProjectCategory,
// stored and sent over REST as these same words. The clients label them in Italian
// (education: Formazione or Educazione, health: Salute, social: Sociale, emergency:
// Emergenza, other: Altro).
import { registerEnumType } from 'type-graphql';

export enum ProjectCategory {
  education = 'education',
  health = 'health',
  social = 'social',
  emergency = 'emergency',
  other = 'other',
}

registerEnumType(ProjectCategory, {
  name: 'ProjectCategory',
  description: 'The category of a course',
});
