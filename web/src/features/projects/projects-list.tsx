// The body of /progetti, fed by props so it renders without a network: loading and
// error states, the search box and category filter, the cards and the empty texts.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import {
  CardGrid,
  EmptyState,
  ListMessage,
  FilterBar,
  ListSection,
  ResultCount,
} from '../../components/ui/list-page';
import { SearchField } from '../../components/ui/filter-fields';
import type { ProjectCardFragment } from '../../gql/graphql';
import { PROJECT_FILTER_OPTIONS, type ProjectCategory } from '../../lib/project-category';
import { filterProjects } from './filter-projects';
import { ProjectCard } from './project-card';

export interface ProjectsListProps {
  projects: readonly ProjectCardFragment[];
  loading: boolean;
  error: boolean;
}

export function ProjectsList({ projects, loading, error }: ProjectsListProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<ProjectCategory | null>(null);
  const categoryLabelId = useId();
  const { inCategory, matches } = useMemo(
    () => filterProjects(projects, { query, category }),
    [projects, query, category],
  );

  if (error) return <ListMessage kind="error">Errore nel caricamento dei progetti</ListMessage>;
  if (loading) return <ListMessage kind="loading">Caricamento progetti...</ListMessage>;

  return (
    <ListSection>
      <Container>
        <Filters aria-label="Filtra i progetti">
          <SearchField
            label="Cerca un progetto"
            placeholder="Titolo o descrizione"
            value={query}
            onChange={setQuery}
          />
          <div>
            <GroupLabel id={categoryLabelId}>Categoria</GroupLabel>
            <Chips role="group" aria-labelledby={categoryLabelId}>
              {PROJECT_FILTER_OPTIONS.map((option) => (
                <Chip
                  key={option.label}
                  type="button"
                  aria-pressed={option.category === category}
                  onClick={() => setCategory(option.category)}
                >
                  {option.label}
                </Chip>
              ))}
            </Chips>
          </div>
        </Filters>

        <ResultCount role="status">
          {matches.length === 1 ? '1 progetto' : `${matches.length} progetti`}
        </ResultCount>

        {inCategory.length === 0 ? (
          <EmptyState>
            <h2>Nessun progetto trovato</h2>
            <p>
              {category
                ? 'Prova a selezionare una categoria diversa'
                : 'Al momento non ci sono corsi in programma: torna a trovarci presto.'}
            </p>
          </EmptyState>
        ) : matches.length === 0 ? (
          <EmptyState>
            <p>Nessun progetto trovato con i criteri di ricerca selezionati.</p>
          </EmptyState>
        ) : (
          <CardGrid>
            {matches.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} index={index} />
              </li>
            ))}
          </CardGrid>
        )}
      </Container>
    </ListSection>
  );
}

const Filters = styled(FilterBar)`
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(260px, 1fr) auto;
    align-items: end;
  }
`;

const GroupLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.redDark};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.redDark};
    background: ${({ theme }) => theme.colors.redDark};
    color: ${({ theme }) => theme.colors.white};
  }
`;
