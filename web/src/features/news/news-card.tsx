// One news item on /news: image, category, date, title and excerpt. The whole card is
// one link (the title) to the item's article page, which the app opens in a dialog
// instead: without JavaScript, or opened in a new tab, it is the article page.
import styled from 'styled-components';
import { ListCard as Card } from '../../components/ui/list-page';
import { graphql } from '../../gql';
import type { NewsCardFragment } from '../../gql/graphql';
import { CARD_SIZES, imageSources } from '../../lib/api-url';
import { cardImageLoading } from '../../lib/card-image-loading';
import { formatDate, isoDate } from '../../lib/format-date';
import { NewsArtwork } from './news-artwork';
import { paths } from '../../config/paths';

export const NewsCardFields = graphql(`
  fragment NewsCard on News {
    id
    title
    excerpt
    content
    category
    date
    image
    imageAlt
    author
    readTime
  }
`);

interface NewsCardProps {
  news: NewsCardFragment;
  onOpen: (id: string) => void;
  /** The visitor is about to open the card (pointer over it, or focus): preload the dialog. */
  onIntent?: () => void;
  /** Position in the list: the first cards' images load at once (see cardImageLoading). */
  index: number;
}

export function NewsCard({ news, onOpen, onIntent, index }: NewsCardProps) {
  const image = imageSources(news.image, CARD_SIZES);
  return (
    <Card onPointerEnter={onIntent} onFocus={onIntent}>
      <Media>
        {image.src ? (
          <img
            {...image}
            alt={news.imageAlt ?? ''}
            width={640}
            height={360}
            decoding="async"
            {...cardImageLoading(index)}
          />
        ) : (
          <NewsArtwork />
        )}
      </Media>
      <Body>
        <Meta>
          <Category>{news.category}</Category>
          <time dateTime={isoDate(news.date)}>{formatDate(news.date)}</time>
        </Meta>
        <h2>
          <a
            href={paths.article(news.id)}
            aria-haspopup="dialog"
            onClick={(event) => {
              // A click meant for a new tab or window keeps the link's own behaviour.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onOpen(news.id);
            }}
          >
            {news.title}
          </a>
        </h2>
        <Excerpt>{news.excerpt}</Excerpt>
        <More aria-hidden="true">Leggi la notizia →</More>
      </Body>
    </Card>
  );
}

const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surface};

  img,
  svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }

  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    &::after {
      /* Stretches the link over the card: the whole card opens the dialog. */
      content: '';
      position: absolute;
      inset: 0;
    }

    &:focus-visible {
      outline: none;
    }
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Category = styled.span`
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.redLight};
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 700;
`;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 600;
`;
