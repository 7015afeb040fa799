// Route /notizie/:id: one news item from GraphQL, shown as a full article; with
// ?anteprima=1, the back office's news form as it is now (lib/preview.ts), under the
// 'Anteprima' banner, never indexed.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { isNotFoundError } from '../../lib/graphql-error';
import { apiFileUrl, ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { isoDate } from '../../lib/format-date';
import { htmlToText } from '../../lib/html-to-text';
import { useHttpStatus, usePageMeta } from '../../lib/use-page-meta';
import { paths } from '../../config/paths';
import { Article } from './article';
import { previewArticle } from './article-preview';
import { useFormPreview } from '../../lib/preview';
import { PreviewPage } from '../../components/ui/preview-banner';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { LOGO } from '../../config/constants';

const ArticlePageQuery = graphql(`
  query ArticlePage($id: ID!) {
    News(id: $id) {
      ...NewsArticle
      excerpt
      updatedAt
    }
  }
`);

/** When the article last changed: its last edit, never before the date it carries. */
function modifiedDate(date: string, updatedAt: string): string | undefined {
  const published = isoDate(date);
  return published && updatedAt.slice(0, 10) < published ? published : isoDate(updatedAt);
}

export default function ArticlePage() {
  const { id = '' } = useParams();
  const preview = useFormPreview('news', id);
  const { data, loading, error } = useQuery(ArticlePageQuery, {
    variables: { id },
    skip: preview.active,
  });
  const article = preview.active ? previewArticle(preview.values, id) : (data?.News ?? null);
  const pending = preview.active ? preview.pending : loading && !data;
  const failed = !preview.active && Boolean(error) && !isNotFoundError(error);
  const committee = useCommitteeSettings();
  const image = apiFileUrl(article?.image);
  const description =
    (preview.active ? null : data?.News?.excerpt) ||
    htmlToText(article?.content).slice(0, 155) ||
    'Una notizia del comitato della Croce Rossa Italiana.';

  useHttpStatus(!preview.active && !article && !pending && !failed ? 404 : 200);
  usePageMeta(article ? article.title : pending ? 'Notizia' : 'Notizia non trovata', description, {
    type: article ? 'article' : 'website',
    image,
    imageAlt: article?.imageAlt,
    lcpImage: imageSources(article?.image, ARTICLE_SIZES),
    noindex: preview.active || (!article && !pending),
    jsonLd: article
      ? {
          '@type': 'NewsArticle',
          headline: article.title,
          description,
          datePublished: isoDate(article.date),
          dateModified: modifiedDate(article.date, data?.News?.updatedAt ?? article.date),
          author: article.author ? { '@type': 'Person', name: article.author } : undefined,
          image: image ? [image] : undefined,
          articleSection: article.category,
          publisher: committee
            ? {
                '@type': 'NGO',
                name: committee.name,
                url: paths.home,
                logo: {
                  '@type': 'ImageObject',
                  url: LOGO.path,
                  width: LOGO.width,
                  height: LOGO.height,
                },
              }
            : undefined,
        }
      : undefined,
    breadcrumbs: article
      ? [
          { name: 'Home', path: paths.home },
          { name: 'Notizie', path: paths.news },
          { name: article.title, path: paths.article(article.id) },
        ]
      : undefined,
  });

  if (!preview.active) return <Article article={article} loading={pending} failed={failed} />;
  return (
    <PreviewPage
      unavailable={!article && !pending}
      of="della notizia"
      back={{ to: paths.news, label: 'Torna alle notizie' }}
    >
      <Article article={article} loading={pending} failed={false} />
    </PreviewPage>
  );
}
