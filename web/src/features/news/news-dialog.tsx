// A news item read in a dialog on /news: image, title, date, author and the sanitised
// content. The shared Modal closes it on Escape, a backdrop click or its close button.
// A lazy chunk: the sanitiser loads with the first item opened, not with the list.
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Modal } from '../../components/ui/modal';
import { paths } from '../../config/paths';
import type { NewsCardFragment } from '../../gql/graphql';
import { ARTICLE_SIZES, imageSources } from '../../lib/api-url';
import { formatDate, isoDate } from '../../lib/format-date';
import { contentToSafeHtml } from '../../lib/sanitize-html';
import { RichText } from '../../components/ui/rich-text';

interface NewsDialogProps {
  news: NewsCardFragment | null;
  onClose: () => void;
}

export default function NewsDialog({ news, onClose }: NewsDialogProps) {
  const image = imageSources(news?.image, ARTICLE_SIZES);
  return (
    <Modal open={news !== null} onClose={onClose} title={news?.title ?? ''} size="lg">
      {news && (
        <>
          <Meta>
            <time dateTime={isoDate(news.date)}>{formatDate(news.date)}</time>
            {news.author && <span>di {news.author}</span>}
            <span>{news.category}</span>
          </Meta>
          {image.src && (
            <Image
              {...image}
              alt={news.imageAlt ?? ''}
              width={1280}
              height={720}
              decoding="async"
            />
          )}
          <RichText dangerouslySetInnerHTML={{ __html: contentToSafeHtml(news.content) }} />
          <Footer>
            <Link to={paths.article(news.id)}>Apri la pagina della notizia</Link>
          </Footer>
        </>
      )}
    </Modal>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Image = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
`;
