// The body of /notizie/:id, fed by props: one news item as a full article (title, date,
// author, category, reading time, image, sanitised content) or the not-found box.
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import {
  RecordBackLink,
  RecordLoading,
  RecordNotFound,
  type BackToList,
} from '../../components/ui/record-page-states';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { NewsArticleFragment } from '../../gql/graphql';
import { ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { formatDate, isoDate } from '../../lib/format-date';
import { contentToSafeHtml } from '../../lib/sanitize-html';
import { RichText } from '../../components/ui/rich-text';

export const NewsArticleFields = graphql(`
  fragment NewsArticle on News {
    id
    title
    content
    category
    date
    image
    imageAlt
    author
    readTime
  }
`);

export interface ArticleProps {
  article: NewsArticleFragment | null;
  loading: boolean;
  failed: boolean;
}

const BACK: BackToList = { to: paths.news, label: 'Torna alle notizie' };

export function Article({ article, loading, failed }: ArticleProps) {
  if (loading) {
    return <RecordLoading heroTitle="Notizia" text="Caricamento notizia..." back={BACK} />;
  }

  if (!article) {
    return (
      <RecordNotFound
        heroTitle="Notizia non trovata"
        text="La notizia che stai cercando non esiste o è stata rimossa."
        failedText={failed ? 'Errore nel caricamento della notizia' : undefined}
        back={BACK}
      />
    );
  }

  const image = imageSources(article.image, ARTICLE_SIZES);
  return (
    <>
      <PageHero title={article.title} top={<RecordBackLink back={BACK} />}>
        <Meta>
          {article.category && <Category>{article.category}</Category>}
          <time dateTime={isoDate(article.date)}>{formatDate(article.date)}</time>
          {article.author && <span>di {article.author}</span>}
          <span>
            {article.readTime === 1
              ? '1 minuto di lettura'
              : `${article.readTime} minuti di lettura`}
          </span>
        </Meta>
      </PageHero>
      <Container>
        <Body>
          {image.src && (
            <Image
              {...image}
              alt={article.imageAlt ?? ''}
              width={1280}
              height={720}
              decoding="async"
            />
          )}
          <RichText dangerouslySetInnerHTML={{ __html: contentToSafeHtml(article.content) }} />
          <Footer>
            <ButtonLink to={BACK.to} $variant="secondary">
              {BACK.label}
            </ButtonLink>
          </Footer>
        </Body>
      </Container>
    </>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(5)} 0 0;
`;

const Category = styled.span`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Body = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
