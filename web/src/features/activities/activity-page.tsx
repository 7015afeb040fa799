// /attivita/:id (and /attivita, which shows activity 1): one of the committee's
// activity areas from GraphQL, with its background image, category, summary, place and
// the full rich text (sanitised again here, as every HTML the site renders).
// 'Caricamento...' while it loads; an unknown or malformed id, or a failed call, shows
// 'Attività non trovata' with the way back to the home grid.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { ActivityDetailFragment } from '../../gql/graphql';
import { apiFileUrl } from '../../lib/api-url';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { useHttpStatus, usePageMeta } from '../../lib/use-page-meta';
import { sectionHref } from '../../lib/use-section-navigation';

export const ActivityDetailFragmentDoc = graphql(`
  fragment ActivityDetail on Activity {
    id
    title
    category
    summary
    body
    location
    image
    imageAlt
  }
`);

const ActivityPageQuery = graphql(`
  query ActivityPage($id: ID!) {
    Activity(id: $id) {
      ...ActivityDetail
    }
  }
`);

export type ActivityDetail = ActivityDetailFragment;

const DEFAULT_ACTIVITY_ID = '1';

/** The id a route names: 1 when missing, null when it cannot name an activity. */
export function activityRouteId(id: string | undefined): string | null {
  if (id === undefined) return DEFAULT_ACTIVITY_ID;
  return /^[1-9]\d{0,9}$/.test(id) ? id : null;
}

const backHref = sectionHref(sections.activities);

export default function ActivityPage() {
  const id = activityRouteId(useParams().id);
  const { data, loading } = useQuery(ActivityPageQuery, {
    variables: { id: id ?? '' },
    skip: id === null,
  });
  const activity = id === null ? null : (data?.Activity ?? null);
  return <ActivityView activity={activity} loading={id !== null && loading && !data} />;
}

export interface ActivityViewProps {
  activity: ActivityDetail | null;
  loading: boolean;
}

/** The page body: the activity, the loading text or the not-found band. */
export function ActivityView({ activity, loading }: ActivityViewProps) {
  const html = useMemo(() => (activity ? sanitizeHtml(activity.body) : ''), [activity]);

  useHttpStatus(!activity && !loading ? 404 : 200);
  usePageMeta(
    activity?.title ?? (loading ? 'Attività' : 'Attività non trovata'),
    activity?.summary ?? 'Le attività del comitato della Croce Rossa Italiana.',
    {
      image: apiFileUrl(activity?.image),
      imageAlt: activity?.imageAlt,
      // An unknown activity is a 404, kept out of search engines as the other 404 pages.
      noindex: !activity && !loading,
    },
  );

  if (loading) {
    return (
      <Band as="header" $image="">
        <Container>
          <BackLink to={backHref}>← Torna alle attività</BackLink>
          <Spinner label="Caricamento..." />
        </Container>
      </Band>
    );
  }

  if (!activity) {
    return (
      <Band as="header" $image="">
        <Container>
          <h1>Attività non trovata</h1>
          <p>L’attività che stai cercando non esiste o non è più disponibile.</p>
          <BackLink to={backHref}>← Torna alle attività</BackLink>
        </Container>
      </Band>
    );
  }

  return (
    <article>
      <Band as="header" $image={apiFileUrl(activity.image) ?? ''}>
        <Container>
          <BackLink to={backHref}>← Torna alle attività</BackLink>
          <Category>{activity.category}</Category>
          <h1>{activity.title}</h1>
          <Lead>{activity.summary}</Lead>
          {activity.location && (
            <Where>
              <strong>Dove:</strong> {activity.location}
            </Where>
          )}
        </Container>
      </Band>
      <Container>
        <Body>
          {html && <RichText dangerouslySetInnerHTML={{ __html: html }} />}
          <Footer>
            <BackLink to={backHref} $dark>
              ← Torna alle attività
            </BackLink>
          </Footer>
        </Body>
      </Container>
    </article>
  );
}

const Band = styled.div<{ $image: string }>`
  position: relative;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(10)}) 0
    ${({ theme }) => theme.space(14)};
  background:
    linear-gradient(90deg, rgba(20, 4, 4, 0.92), rgba(20, 4, 4, 0.72)),
    ${({ $image }) => ($image ? `url(${JSON.stringify($image)}) center / cover no-repeat,` : '')}
      linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #6e0000);
  color: ${({ theme }) => theme.colors.white};

  [role='status'] {
    color: ${({ theme }) => theme.colors.white};
  }

  h1 {
    max-width: 22ch;
    margin: ${({ theme }) => theme.space(3)} 0;
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
  }

  p {
    max-width: 60ch;
  }
`;

const BackLink = styled(Link)<{ $dark?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ $dark, theme }) => ($dark ? theme.colors.redDark : theme.colors.white)};
`;

const Category = styled.span`
  display: table;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Where = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Body = styled.div`
  max-width: 760px;
  padding: ${({ theme }) => theme.space(12)} 0 ${({ theme }) => theme.space(16)};
`;

const RichText = styled.div`
  font-size: 1.1rem;

  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
    font-size: 1.5rem;
  }

  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
`;
