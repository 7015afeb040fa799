// The /progetti filters: a category ('Tutti' = none) and a case-insensitive substring
// search on title or description. Both results are returned because the page tells an
// empty category apart from a search that matches nothing.
import type { ProjectCategory } from '../../gql/graphql';
import { lowerItalian } from '../../lib/italian-text';

export interface FilterableProject {
  title: string;
  description: string;
  category: ProjectCategory;
}

export interface ProjectFilters {
  query: string;
  category: ProjectCategory | null;
}

export interface FilteredProjects<T> {
  /** Projects of the selected category, before the search. */
  inCategory: T[];
  /** Projects of the selected category that match the search. */
  matches: T[];
}

export function filterProjects<T extends FilterableProject>(
  projects: readonly T[],
  { query, category }: ProjectFilters,
): FilteredProjects<T> {
  const inCategory = category ? projects.filter((p) => p.category === category) : [...projects];
  const needle = lowerItalian(query.trim());
  const matches = needle
    ? inCategory.filter(
        (p) =>
          lowerItalian(p.title).includes(needle) || lowerItalian(p.description).includes(needle),
      )
    : inCategory;
  return { inCategory, matches };
}
