// Route /{slug}: a page of the committee's own ("Diventa volontario", a project, "Chi
// siamo"), read by its address from GraphQL: its title, image and sanitised rich text,
// with its description, picture and WebPage JSON-LD in the head. An address no public
// page has is the site's 404 page (noindex, status 404). The back office's 'Anteprima'
// opens /{the page's id, or 'nuova' before its first save}?anteprima=1: the form's values
// from this browser (lib/preview.ts) under the banner, never indexed, nothing asked of
// the server.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NotFound } from '../../components/layout/not-found';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { PreviewPage } from '../../components/ui/preview-banner';
import { RichText } from '../../components/ui/rich-text';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { ARTICLE_SIZES, apiFileUrl, imageSources } from '../../lib/api-url';
import { isoDate } from '../../lib/format-date';
import { isNotFoundError } from '../../lib/graphql-error';
import { htmlToText } from '../../lib/html-to-text';
import { previewImage, previewText, useFormPreview, type FormPreview } from '../../lib/preview';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { usePageMeta } from '../../lib/use-page-meta';

const SitePageQuery = graphql(`
  query SitePageBySlug($slug: String!) {
    sitePageBySlug(slug: $slug) {
      id
      title
      slug
      content
      image
      imageAlt
      description
      publishedAt
      updatedAt
    }
  }
`);

export default function SitePage() {
  const { slug = '' } = useParams();
  const preview = useFormPreview('pages', slug);
  const { data, loading, error } = useQuery(SitePageQuery, {
    variables: { slug },
    skip: preview.active,
  });
  if (preview.active) return <PagePreview preview={preview} />;
  const page = data?.sitePageBySlug ?? null;
  if (!page && loading) return <Loading title="Caricamento..." />;
  if (!page && error && !isNotFoundError(error)) return <Loading title="Pagina non disponibile" />;
  if (!page) return <NotFound />;
  return <PageView page={page} />;
}

interface PageData {
  title: string;
  slug: string;
  content: string;
  image?: string | null;
  imageAlt?: string | null;
  description?: string | null;
  publishedAt: string;
  updatedAt: string;
}

/** The page of the back office's form, as the site would show it once saved. */
function PagePreview({ preview }: { preview: FormPreview }) {
  const values = preview.values;
  let page: PageData | null = null;
  if (values) {
    const now = new Date().toISOString();
    page = {
      title: previewText(values, 'title') || 'Senza titolo',
      slug: previewText(values, 'slug'),
      content: previewText(values, 'content'),
      image: previewImage(values),
      imageAlt: previewText(values, 'imageAlt') || null,
      description: previewText(values, 'description') || null,
      publishedAt: now,
      updatedAt: now,
    };
  }
  return (
    <PreviewPage
      unavailable={!preview.pending && !page}
      of="della pagina"
      back={{ to: paths.home, label: 'Torna alla home' }}
    >
      {page ? <PageView page={page} noindex /> : <Loading title="Anteprima" />}
    </PreviewPage>
  );
}

function PageView({ page, noindex = false }: { page: PageData; noindex?: boolean }) {
  const description = page.description || htmlToText(page.content).slice(0, 155);
  const picture = apiFileUrl(page.image);
  const image = imageSources(page.image, ARTICLE_SIZES);
  usePageMeta(page.title, description, {
    noindex,
    image: picture,
    imageAlt: page.imageAlt,
    lcpImage: image,
    jsonLd: {
      '@type': 'WebPage',
      name: page.title,
      description,
      url: paths.page(page.slug),
      inLanguage: 'it-IT',
      datePublished: isoDate(page.publishedAt),
      dateModified: isoDate(page.updatedAt),
      image: picture ? [picture] : undefined,
    },
    breadcrumbs: [
      { name: 'Home', path: paths.home },
      { name: page.title, path: paths.page(page.slug) },
    ],
  });
  return (
    <>
      <PageHero title={page.title} lead={page.description ?? undefined} />
      <Container>
        <Body>
          {image.src && <Image {...image} alt={page.imageAlt ?? ''} width={1280} height={720} />}
          <RichText dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.content) }} />
        </Body>
      </Container>
    </>
  );
}

function Loading({ title }: { title: string }) {
  usePageMeta(title, '', { noindex: true });
  return (
    <>
      <PageHero title={title} />
      <Container>
        <Body role="status">{title}</Body>
      </Container>
    </>
  );
}

const Body = styled.article`
  max-width: 75ch;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
`;
