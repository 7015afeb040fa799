// The layout of a course's or an event's page: the main column (image, description) and
// the aside with the facts and the booking, first on phones and sticky beside the text on
// wider screens. DetailPage is the whole page: loading, not found, or the record under its
// hero.
import type { ReactNode } from 'react';
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
import { ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { contentToSafeHtml } from '../../lib/sanitize-html';

/** The texts of the page's states, in Italian. */
export interface DetailPageTexts {
  /** The hero's title while loading. */
  loadingTitle: string;
  loadingText: string;
  /** The hero's title and the heading when the record is not found. */
  notFoundTitle: string;
  notFoundText: string;
  /** Shown too when the call failed (not merely an unknown id). */
  failedText: string;
}

/** What the page shows of a found record. */
export interface DetailContent {
  title: string;
  /** Shown in the hero after the back link. */
  heroExtra?: ReactNode;
  image: string | null | undefined;
  imageAlt: string | null | undefined;
  /** Shown in the figure when there is no image; without it there is no figure. */
  artwork?: ReactNode;
  description: string;
  /** The id of the aside's heading, which labels the aside. */
  infoTitleId: string;
  facts: ReactNode;
  booking: ReactNode;
}

export interface DetailPageProps {
  loading: boolean;
  failed: boolean;
  back: BackToList;
  texts: DetailPageTexts;
  /** The record's content, null when it is not found. */
  content: DetailContent | null;
}

export function DetailPage({ loading, failed, back, texts, content }: DetailPageProps) {
  if (loading) {
    return <RecordLoading heroTitle={texts.loadingTitle} text={texts.loadingText} back={back} />;
  }
  if (!content) {
    return (
      <RecordNotFound
        heroTitle={texts.notFoundTitle}
        heading={texts.notFoundTitle}
        text={texts.notFoundText}
        failedText={failed ? texts.failedText : undefined}
        back={back}
      />
    );
  }
  const image = imageSources(content.image, ARTICLE_SIZES);
  const picture = image.src ? (
    <img {...image} alt={content.imageAlt ?? ''} width={1280} height={720} decoding="async" />
  ) : (
    content.artwork
  );
  return (
    <>
      <PageHero
        title={content.title}
        top={
          <>
            <RecordBackLink back={back} />
            {content.heroExtra}
          </>
        }
      />
      <Container>
        <DetailLayout>
          <DetailMain>
            {picture ? <DetailFigure>{picture}</DetailFigure> : null}
            <h2>Descrizione</h2>
            <div dangerouslySetInnerHTML={{ __html: contentToSafeHtml(content.description) }} />
          </DetailMain>
          <DetailAside aria-labelledby={content.infoTitleId}>
            <h2 id={content.infoTitleId}>Informazioni</h2>
            {content.facts}
            {content.booking}
            <ButtonLink to={back.to} $variant="secondary">
              {back.label}
            </ButtonLink>
          </DetailAside>
        </DetailLayout>
      </Container>
    </>
  );
}

const DetailLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const DetailMain = styled.article`
  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
    font-size: 1.5rem;
  }

  p {
    max-width: 70ch;
    font-size: 1.05rem;
  }
`;

const DetailFigure = styled.div`
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  img,
  svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const DetailAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* On phones the facts and the booking button come before the long description. */
  order: -1;

  ${({ theme }) => theme.media.md} {
    order: 0;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(4)});
  }
`;
