// Route /notizie/:id: one news item from GraphQL, shown as a full article.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { isNotFoundError } from '../../lib/graphql-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { Article } from './article';
import { usePreviewOptions } from '../../lib/preview';

const ArticlePageQuery = graphql(`
  query ArticlePage($id: ID!) {
    News(id: $id) {
      ...NewsArticle
      excerpt
    }
  }
`);

export default function ArticlePage() {
  const { id = '' } = useParams();
  const preview = usePreviewOptions();
  const { data, loading, error } = useQuery(ArticlePageQuery, { variables: { id }, ...preview });
  const article = data?.News ?? null;
  const pending = loading && !data;

  usePageMeta(
    article ? article.title : pending ? 'Notizia' : 'Notizia non trovata',
    article?.excerpt || 'Una notizia del comitato della Croce Rossa Italiana.',
  );

  return (
    <Article
      article={article}
      loading={pending}
      failed={Boolean(error) && !isNotFoundError(error)}
    />
  );
}
