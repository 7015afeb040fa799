// The body of /progetti, fed by props so it renders without a network: loading and
// error states, the search box and category filter, the cards and the empty texts. The
// search and the category live in the URL (?q=, ?categoria=formazione...): the server
// renders the filtered list, the search is a form and each category a link, so both
// work without JavaScript; with it they apply at once.
import { useId, useMemo } from 'react';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import {
  CardGrid,
  EmptyState,
  FilterForm,
  ListMessage,
  ListSection,
  ResultCount,
} from '../../components/ui/list-page';
import { SearchField } from '../../components/ui/filter-fields';
import { LIST_PARAMS } from '../../config/constants';
import type { ProjectCardFragment } from '../../gql/graphql';
import { readSearch, searchParamReader, type ParamReaders } from '../../lib/list-params';
import { PROJECT_FILTER_OPTIONS, projectFilterOption } from '../../lib/project-category';
import { useListParams, useUrlField } from '../../lib/use-list-params';
import { filterProjects } from './filter-projects';
import { ProjectCard } from './project-card';

/** The parameters of /progetti: the search and the category (its lower-case label). */
const PROJECTS_PARAMS: ParamReaders = {
  [LIST_PARAMS.search]: searchParamReader,
  [LIST_PARAMS.category]: (value) => projectFilterOption(value).param,
};

export interface ProjectsListProps {
  projects: readonly ProjectCardFragment[];
  loading: boolean;
  error: boolean;
}

export function ProjectsList({ projects, loading, error }: ProjectsListProps) {
  const list = useListParams(PROJECTS_PARAMS);
  const { params, hrefWith, update } = list;
  const [text, setText] = useUrlField(list, LIST_PARAMS.search, readSearch);
  const query = readSearch(params.get(LIST_PARAMS.search));
  const selected = projectFilterOption(params.get(LIST_PARAMS.category));
  const category = selected.category;
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
        <Filters label="Filtra i progetti" keep={{ [LIST_PARAMS.category]: selected.param }}>
          <SearchField
            label="Cerca un progetto"
            name={LIST_PARAMS.search}
            placeholder="Titolo o descrizione"
            value={text}
            onChange={setText}
          />
          <div>
            <GroupLabel id={categoryLabelId}>Categoria</GroupLabel>
            <Chips role="group" aria-labelledby={categoryLabelId}>
              {PROJECT_FILTER_OPTIONS.map((option) => (
                <Chip
                  key={option.label}
                  to={hrefWith({ [LIST_PARAMS.category]: option.param })}
                  aria-current={option === selected ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
                      return;
                    }
                    // The URL as last written, with a search typed a moment ago.
                    event.preventDefault();
                    update({ [LIST_PARAMS.category]: option.param });
                  }}
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

const Filters = styled(FilterForm)`
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

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.redDark};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.redDark};
    background: ${({ theme }) => theme.colors.redDark};
    color: ${({ theme }) => theme.colors.white};
  }
`;
