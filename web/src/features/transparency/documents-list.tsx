// The body of /trasparenza, fed by props: title search, category dropdown, pages of
// DOCUMENTS_PAGE_SIZE (back to page 1 whenever a filter changes) and the documents.
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import {
  EmptyState,
  FilterBar,
  ListSection,
  ResultCount,
  StatusText,
} from '../../components/ui/list-page';
import { SearchField, SelectField } from '../../components/ui/filter-fields';
import type { TransparencyDocumentFragment } from '../../gql/graphql';
import { DocumentItem } from './document-item';
import { DOCUMENT_CATEGORIES, filterDocuments, pageCount, pageOf } from './filter-documents';
import { Pagination } from './pagination';

export interface DocumentsListProps {
  documents: readonly TransparencyDocumentFragment[];
  loading: boolean;
}

export function DocumentsList({ documents, loading }: DocumentsListProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const matches = useMemo(
    () => filterDocuments(documents, { query, category }),
    [documents, query, category],
  );
  const totalPages = pageCount(matches.length);
  const currentPage = Math.min(page, totalPages);
  const shown = pageOf(matches, currentPage);

  function changeQuery(value: string) {
    setQuery(value);
    setPage(1);
  }

  function changeCategory(value: string) {
    setCategory(value);
    setPage(1);
  }

  function changePage(next: number) {
    setPage(next);
    // Keep the visitor at the top of the new page's list, and move focus there for
    // keyboard and screen-reader users.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <ListSection>
      <Container>
        <Filters aria-label="Filtra i documenti">
          <SearchField
            label="Cerca per titolo"
            placeholder="Es. bilancio 2025"
            value={query}
            onChange={changeQuery}
          />
          <SelectField label="Categoria" value={category} onChange={changeCategory}>
            <option value="">Tutte le categorie</option>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </Filters>

        <ResultsHeading ref={resultsRef} tabIndex={-1} className="visually-hidden">
          Elenco dei documenti
        </ResultsHeading>

        {loading ? (
          <StatusText role="status">Caricamento documenti...</StatusText>
        ) : (
          <>
            <ResultCount role="status">
              {matches.length === 0
                ? 'Nessun documento trovato'
                : `${matches.length === 1 ? '1 documento' : `${matches.length} documenti`} · pagina ${currentPage} di ${totalPages}`}
            </ResultCount>
            {matches.length === 0 ? (
              <EmptyState as="p" aria-hidden="true">
                Nessun documento trovato
              </EmptyState>
            ) : (
              <Grid>
                {shown.map((document) => (
                  <li key={document.id}>
                    <DocumentItem document={document} />
                  </li>
                ))}
              </Grid>
            )}
            <Pagination
              label="Pagine dei documenti"
              page={currentPage}
              totalPages={totalPages}
              onChange={changePage}
            />
          </>
        )}
      </Container>
    </ListSection>
  );
}

const Filters = styled(FilterBar)`
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(200px, 1fr);
    align-items: end;
  }
`;

const ResultsHeading = styled.h2`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
