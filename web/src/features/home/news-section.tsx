// The news block (anchor "news"): the three most recent items with their excerpt,
// or three built-in items when the call fails. Items lead to /notizie/{id}.
import { useQuery } from '@apollo/client/react';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { Spinner } from '../../components/ui/spinner';
import { paths, sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { NewsCategory } from '../../gql/graphql';
import { CARD_SIZES, imageSources } from '../../lib/api-url';
import { formatDate, isoDate } from '../../lib/format-date';

export const HomeNewsQuery = graphql(`
  query HomeNews {
    allNews(page: 0, perPage: 3, sortField: "date", sortOrder: "DESC") {
      id
      title
      excerpt
      category
      date
      image
      imageAlt
    }
  }
`);

export interface NewsCard {
  id: string;
  title: string;
  excerpt: string;
  category: NewsCategory;
  date: string;
  image?: string | null;
  imageAlt?: string | null;
}

export const FALLBACK_NEWS: readonly NewsCard[] = [
  {
    id: '1',
    title: 'Aperte le iscrizioni al corso per nuovi volontari',
    excerpt:
      'Vuoi entrare a far parte della Croce Rossa? Il corso di accesso è gratuito e aperto a tutti i maggiorenni e ai giovani dai 14 anni.',
    category: 'Eventi',
    date: '2026-01-15',
  },
  {
    id: '2',
    title: 'Una nuova ambulanza per il nostro comitato',
    excerpt:
      'Grazie alle donazioni della comunità è entrata in servizio una nuova ambulanza di soccorso, attrezzata per le emergenze.',
    category: 'Comunicati',
    date: '2025-12-10',
  },
  {
    id: '3',
    title: 'Inverno solidale: raccolta di coperte e generi alimentari',
    excerpt:
      'Fino a fine febbraio raccogliamo in sede coperte, abiti pesanti e alimenti a lunga conservazione per le famiglie in difficoltà.',
    category: 'Notizie',
    date: '2025-11-28',
  },
];

export function NewsSection() {
  const { data, error, loading } = useQuery(HomeNewsQuery);
  return <NewsBlock news={data?.allNews} loading={loading} failed={Boolean(error)} />;
}

export interface NewsBlockProps {
  news: readonly NewsCard[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The three items; the built-in ones stand in when the call failed. */
export function NewsBlock({ news, loading, failed }: NewsBlockProps) {
  const items = failed ? FALLBACK_NEWS : (news ?? []).slice(0, 3);

  return (
    <Section id={sections.news} aria-labelledby="news-title">
      <Container>
        <SectionHeading
          id="news-title"
          eyebrow="News"
          title="Dal nostro comitato"
          intro="Eventi, comunicati e storie dei nostri volontari."
        />
        {loading ? (
          <Centered>
            <Spinner label="Caricamento notizie..." />
          </Centered>
        ) : (
          <List>
            {items.map((item) => (
              <li key={item.id}>
                <Card>
                  {item.image && (
                    <img
                      {...imageSources(item.image, CARD_SIZES)}
                      alt={item.imageAlt ?? ''}
                      width={400}
                      height={225}
                      loading="lazy"
                    />
                  )}
                  <Body>
                    <Meta>
                      <span>{item.category}</span>
                      <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time>
                    </Meta>
                    <h3>
                      <CardLink to={paths.article(item.id)}>{item.title}</CardLink>
                    </h3>
                    <p>{item.excerpt}</p>
                    <ReadMore aria-hidden="true">Leggi di più →</ReadMore>
                  </Body>
                </Card>
              </li>
            ))}
          </List>
        )}
        <More>
          <ButtonLink to={paths.news} $variant="secondary">
            Tutte le notizie
          </ButtonLink>
        </More>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  transition: box-shadow ${({ theme }) => theme.motion.base};

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }

  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(5)};

  h3 {
    font-size: 1.15rem;
  }

  p {
    flex: 1;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.redDark};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.redDark};
  }
`;

const ReadMore = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.redDark};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(8)};
`;
