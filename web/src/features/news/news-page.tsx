// Route /news: every news item from GraphQL. The open item lives in the URL (?id=, an
// integer as the spec parses it) so that a dialog can be linked and Back closes it.
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/use-page-meta';
import { NewsList } from './news-list';

const NewsPageQuery = graphql(`
  query NewsPage {
    allNews(sortField: "date", sortOrder: "DESC") {
      ...NewsCard
    }
  }
`);

/** The ?id= parameter read as an integer, or null. */
export function parseNewsId(value: string | null): string | null {
  if (value === null) return null;
  const id = Number.parseInt(value, 10);
  return Number.isNaN(id) ? null : String(id);
}

export default function NewsPage() {
  usePageMeta(
    'Notizie',
    'Le notizie del comitato: eventi, comunicati e attività dei volontari della Croce Rossa sul territorio.',
  );
  const { data, loading, error } = useQuery(NewsPageQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = parseNewsId(searchParams.get('id'));

  const onOpenChange = useCallback(
    (id: string | null) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id === null) next.delete('id');
          else next.set('id', id);
          return next;
        },
        { preventScrollReset: true, replace: id === null },
      );
    },
    [setSearchParams],
  );

  return (
    <>
      <PageHero
        eyebrow="Dal comitato"
        title="Notizie"
        lead="Eventi, comunicati e storie dei nostri volontari: tutto quello che succede nel comitato e sul territorio."
      />
      <NewsList
        news={data?.allNews ?? []}
        loading={loading && !data}
        error={Boolean(error) && !data}
        openId={openId}
        onOpenChange={onOpenChange}
      />
    </>
  );
}
