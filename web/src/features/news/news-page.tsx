// Route /news: every news item from GraphQL. The open item lives in the URL (?id=, an
// integer as the spec parses it) so that a dialog can be linked and Back closes it, beside
// the list's search and category (news-list.tsx).
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { LIST_PARAMS } from '../../config/constants';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/use-page-meta';
import { useListParams } from '../../lib/use-list-params';
import { NewsList } from './news-list';
import { NEWS_PARAMS, parseNewsId } from './news-params';

const NewsPageQuery = graphql(`
  query NewsPage {
    allNews(sortField: "date", sortOrder: "DESC") {
      ...NewsCard
    }
  }
`);

/**
 * The item open in the dialog (?id=) and its setter: opening is a history entry (Back
 * closes the dialog), closing replaces it; the list behind keeps its filters and its
 * scroll position.
 */
export function useOpenNewsItem(): [string | null, (id: string | null) => void] {
  const { params, update } = useListParams(NEWS_PARAMS);
  const onOpenChange = useCallback(
    (id: string | null) => update({ [LIST_PARAMS.newsItem]: id }, { push: id !== null }),
    [update],
  );
  return [parseNewsId(params.get(LIST_PARAMS.newsItem)), onOpenChange];
}

export default function NewsPage() {
  usePageMeta(
    'Notizie',
    'Le notizie del comitato: eventi, comunicati e attività dei volontari della Croce Rossa sul territorio.',
  );
  const { data, loading, error } = useQuery(NewsPageQuery);
  const [openId, onOpenChange] = useOpenNewsItem();

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
