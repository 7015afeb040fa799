// The body of /news, fed by props: loading and error states, search and category
// filters (categories taken from the data), the cards and the dialog of the open item.
// The search and the category live in the URL (?q=, ?categoria=), beside the dialog's
// ?id=: the server renders the filtered list and the filters are a form that works
// without JavaScript; with it they apply as they change.
import { lazy, Suspense, useCallback, useMemo } from 'react';
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
import { CategoryField, SearchField } from '../../components/ui/filter-fields';
import { LIST_PARAMS } from '../../config/constants';
import type { NewsCardFragment } from '../../gql/graphql';
import { readChoice, readSearch } from '../../lib/list-params';
import { useListParams, useUrlField } from '../../lib/use-list-params';
import { filterNews, indexNews, newsCategories } from './filter-news';
import { NewsCard } from './news-card';
import { NEWS_PARAMS } from './news-params';

const loadNewsDialog = () => import('./news-dialog');
const NewsDialog = lazy(loadNewsDialog);

export interface NewsListProps {
  news: readonly NewsCardFragment[];
  loading: boolean;
  error: boolean;
  /** Id of the item shown in the dialog, or null. */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

export function NewsList({ news, loading, error, openId, onOpenChange }: NewsListProps) {
  const list = useListParams(NEWS_PARAMS);
  const categories = useMemo(() => newsCategories(news), [news]);
  const readCategory = useCallback(
    (value: string | null) => readChoice(value, categories) ?? '',
    [categories],
  );
  const [text, setText] = useUrlField(list, LIST_PARAMS.search, readSearch);
  const [chosen, choose] = useUrlField(list, LIST_PARAMS.category, readCategory);
  const query = readSearch(list.params.get(LIST_PARAMS.search));
  const category = readCategory(list.params.get(LIST_PARAMS.category));
  const index = useMemo(() => indexNews(news), [news]);
  const visible = useMemo(() => filterNews(index, { query, category }), [index, query, category]);
  const openNews = news.find((n) => n.id === openId) ?? null;

  if (error) return <ListMessage kind="error">Errore nel caricamento delle notizie</ListMessage>;
  if (loading) return <ListMessage kind="loading">Caricamento notizie...</ListMessage>;

  return (
    <ListSection>
      <Container>
        <Filters label="Filtra le notizie">
          <SearchField
            label="Cerca una notizia"
            name={LIST_PARAMS.search}
            placeholder="Titolo o testo"
            value={text}
            onChange={setText}
          />
          <CategoryField
            name={LIST_PARAMS.category}
            value={chosen}
            onChange={choose}
            categories={categories}
          />
        </Filters>

        <ResultCount role="status">
          {visible.length === 1 ? '1 notizia' : `${visible.length} notizie`}
        </ResultCount>

        {visible.length === 0 ? (
          <EmptyState as="p">
            Nessuna notizia trovata con i criteri di ricerca selezionati.
          </EmptyState>
        ) : (
          <CardGrid>
            {visible.map((item, index) => (
              <li key={item.id}>
                <NewsCard
                  news={item}
                  index={index}
                  onOpen={onOpenChange}
                  onIntent={loadNewsDialog}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </Container>
      {openNews && (
        <Suspense fallback={null}>
          <NewsDialog news={openNews} onClose={() => onOpenChange(null)} />
        </Suspense>
      )}
    </ListSection>
  );
}

const Filters = styled(FilterForm)`
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(200px, 1fr);
    align-items: end;
  }
`;
