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

/** What every course and event has, which the page shows the same way. */
export interface DetailRecord {
  title: string;
  image: string | null;
  imageAlt: string | null;
  description: string;
}

export interface DetailPageProps<T extends DetailRecord> {
  loading: boolean;
  /** The call failed (not merely an unknown id). */
  failed: boolean;
  /** The record, null when it is not found. */
  record: T | null;
  back: BackToList;
  texts: DetailPageTexts;
  /** The id of the aside's heading, which labels the aside. */
  infoTitleId: string;
  /** Shown in the hero after the back link. */
  heroExtra?: (record: T) => ReactNode;
  /** Shown in the figure when there is no image; without it there is no figure. */
  artwork?: (record: T) => ReactNode;
  /** The aside's facts and booking, before the link back to the list. */
  aside: (record: T) => ReactNode;
}

export function DetailPage<T extends DetailRecord>({
  loading,
  failed,
  record,
  back,
  texts,
  infoTitleId,
  heroExtra,
  artwork,
  aside,
}: DetailPageProps<T>) {
  if (loading) {
    return <RecordLoading heroTitle={texts.loadingTitle} text={texts.loadingText} back={back} />;
  }
  if (!record) {
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
  const image = imageSources(record.image, ARTICLE_SIZES);
  const picture = image.src ? (
    <img {...image} alt={record.imageAlt ?? ''} width={1280} height={720} decoding="async" />
  ) : (
    artwork?.(record)
  );
  return (
    <>
      <PageHero
        title={record.title}
        top={
          <>
            <RecordBackLink back={back} />
            {heroExtra?.(record)}
          </>
        }
      />
      <Container>
        <DetailLayout>
          <DetailMain>
            {picture ? <DetailFigure>{picture}</DetailFigure> : null}
            <h2>Descrizione</h2>
            <div dangerouslySetInnerHTML={{ __html: contentToSafeHtml(record.description) }} />
          </DetailMain>
          <DetailAside aria-labelledby={infoTitleId}>
            <h2 id={infoTitleId}>Informazioni</h2>
            {aside(record)}
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
