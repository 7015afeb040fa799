// The body of /trasparenza's documents, fed by props: title search, category dropdown and
// pages of DOCUMENTS_PAGE_SIZE, all three in the URL (?q=, ?categoria=, ?pagina=; back to
// page 1 whenever a filter changes), so that the server renders the same list and the
// form and page links work without JavaScript.
import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import {
  EmptyState,
  FilterForm,
  ListSection,
  ResultCount,
  StatusText,
} from '../../components/ui/list-page';
import { CategoryField, SearchField } from '../../components/ui/filter-fields';
import { LIST_PARAMS } from '../../config/constants';
import type { TransparencyDocumentFragment } from '../../gql/graphql';
import { clampPage, readPage, readSearch } from '../../lib/list-params';
import { useListParams, useUrlField } from '../../lib/use-list-params';
import { DocumentItem } from './document-item';
import {
  DOCUMENT_CATEGORIES,
  filterDocuments,
  pageCount,
  pageOf,
  readDocumentCategory,
} from './filter-documents';
import { Pagination } from './pagination';
import { TRANSPARENCY_PARAMS } from './transparency-params';

export interface DocumentsListProps {
  documents: readonly TransparencyDocumentFragment[];
  loading: boolean;
}

export function DocumentsList({ documents, loading }: DocumentsListProps) {
  const list = useListParams(TRANSPARENCY_PARAMS);
  const { params, hrefWith } = list;
  const [text, setText] = useUrlField(list, LIST_PARAMS.search, readSearch);
  const [chosen, choose] = useUrlField(list, LIST_PARAMS.category, readDocumentCategory);
  const query = readSearch(params.get(LIST_PARAMS.search));
  const category = readDocumentCategory(params.get(LIST_PARAMS.category));
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const matches = useMemo(
    () => filterDocuments(documents, { query, category }),
    [documents, query, category],
  );
  const totalPages = pageCount(matches.length);
  const currentPage = clampPage(readPage(params.get(LIST_PARAMS.page)), totalPages);
  const shown = pageOf(matches, currentPage);

  function showResultsTop() {
    // Keep the visitor at the top of the new page's list, and move focus there for
    // keyboard and screen-reader users.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <ListSection>
      <Container>
        <Filters
          label="Filtra i documenti"
          keep={{ [LIST_PARAMS.grantsYear]: params.get(LIST_PARAMS.grantsYear) }}
        >
          <SearchField
            label="Cerca per titolo"
            name={LIST_PARAMS.search}
            placeholder="Es. bilancio 2025"
            value={text}
            onChange={setText}
          />
          <CategoryField
            name={LIST_PARAMS.category}
            value={chosen}
            onChange={choose}
            categories={DOCUMENT_CATEGORIES}
          />
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
              hrefFor={(page) => hrefWith({ [LIST_PARAMS.page]: page > 1 ? page : null })}
              onNavigate={showResultsTop}
            />
          </>
        )}
      </Container>
    </ListSection>
  );
}

const Filters = styled(FilterForm)`
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
