// The activities grid (anchor "attivita"): the committee's activity areas (data from
// the home page's query), each leading to its page /attivita/{id}.
import { useQuery } from '@apollo/client/react';
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths, sections } from '../../config/paths';
import { graphql } from '../../gql';
import type { ActivitySize, HomeActivityTileFragment } from '../../gql/graphql';
import { imageSources } from '../../lib/api-url';

/** A tile: the whole width on a phone, half of it on a tablet, up to two of three columns. */
const ACTIVITY_SIZES =
  '(min-width: 1200px) 800px, (min-width: 900px) 67vw, (min-width: 600px) 50vw, 100vw';

export const HomeActivityTileFragmentDoc = graphql(`
  fragment HomeActivityTile on Activity {
    id
    title
    category
    summary
    location
    size
    image
    imageAlt
  }
`);

export type ActivityTile = HomeActivityTileFragment;

const HomeActivitiesQuery = graphql(`
  query HomeActivities {
    allActivities(sortField: "position", sortOrder: "ASC") {
      ...HomeActivityTile
    }
  }
`);

export interface ActivitiesSectionProps {
  activities: readonly ActivityTile[] | undefined;
  failed: boolean;
}

/** The section with the activity areas it reads (from the Apollo cache the server sent, on a page it rendered). */
export function ActivitiesSectionWithData() {
  const { data, error } = useQuery(HomeActivitiesQuery);
  return <ActivitiesSection activities={data?.allActivities} failed={Boolean(error)} />;
}

export function ActivitiesSection({ activities, failed }: ActivitiesSectionProps) {
  return (
    <Section id={sections.activities} aria-labelledby="activities-title">
      <Container>
        <SectionHeading
          id="activities-title"
          eyebrow="Attività"
          title="Cosa facciamo ogni giorno"
          intro="Emergenza, sociale e giovani: scegli dove mettere il tuo tempo e le tue capacità."
        />
        {failed && <p role="status">Le attività non sono disponibili in questo momento.</p>}
        <Grid aria-busy={activities === undefined && !failed}>
          {(activities ?? []).map((activity) => (
            <Tile key={activity.id} $size={activity.size}>
              <TileLink to={paths.activity(activity.id)}>
                {activity.image && (
                  <img
                    {...imageSources(activity.image, ACTIVITY_SIZES)}
                    alt={activity.imageAlt ?? ''}
                    width={800}
                    height={600}
                    loading="lazy"
                  />
                )}
                <Overlay>
                  <Category>{activity.category}</Category>
                  <h3>{activity.title}</h3>
                  <p>{activity.summary}</p>
                  {activity.location && <Where>{activity.location}</Where>}
                </Overlay>
              </TileLink>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

// On the three-column desktop grid: large 2x2, medium 2x1, small 1x1.
const spans: Record<ActivitySize, string> = {
  large: 'grid-column: span 2; grid-row: span 2;',
  medium: 'grid-column: span 2;',
  small: 'grid-column: span 1;',
};

const Section = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
    grid-auto-rows: 270px;
  }
`;

const Tile = styled.li<{ $size: ActivitySize }>`
  min-height: 280px;

  /* Two columns: the first tile spans the row, the other four make a 2 x 2 block. */
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) and (max-width: 899.98px) {
    &:first-child {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.md} {
    min-height: 0;
    ${({ $size }) => spans[$size]}
  }
`;

const TileLink = styled(Link)`
  position: relative;
  display: block;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #6e0000);
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.5s ease;
  }

  &:hover img {
    transform: scale(1.05);
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(5)};
  background: linear-gradient(180deg, rgba(0, 0, 0, 0) 20%, rgba(0, 0, 0, 0.82) 75%);

  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    font-size: 0.95rem;
  }
`;

const Where = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 0.85rem;
    opacity: 0.9;
  }
`;

const Category = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.red};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
