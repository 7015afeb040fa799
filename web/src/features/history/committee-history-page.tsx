// /storia/comitato: the local committee's story, on a horizontal timeline (its events
// from GraphQL), with its numbers and facts (worded from the committee settings: founded
// year, people, vehicles, youth group, whether its service runs day and night).
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { WithCommittee } from '../../components/ui/committee-state';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { usePageMeta } from '../../lib/use-page-meta';
import { committeeFacts, committeeStats } from './committee/committee-content';
import { CommitteeTimeline, type TimelineEvent } from './committee/committee-timeline';

const CommitteeHistoryPageQuery = graphql(`
  query CommitteeHistoryPage {
    allTimelineEvents(sortField: "position", sortOrder: "ASC") {
      ...CommitteeTimelineEvent
    }
  }
`);

export default function CommitteeHistoryPage() {
  const { data, loading, error } = useQuery(CommitteeHistoryPageQuery);
  return (
    <CommitteeHistoryView
      events={data?.allTimelineEvents}
      loading={loading && !data}
      failed={Boolean(error)}
    />
  );
}

export interface CommitteeHistoryViewProps {
  events: readonly TimelineEvent[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** The page body, with the timeline's events as props. */
export function CommitteeHistoryView({ events, loading, failed }: CommitteeHistoryViewProps) {
  const settings = useCommitteeSettings();
  usePageMeta(
    'La storia del comitato',
    settings
      ? `La storia della Croce Rossa di ${settings.town} dal ${settings.foundedYear}: il comitato promotore, i primi volontari, i primi mezzi${settings.switchboardAlwaysOpen ? ', il servizio 24 ore su 24' : ''} e i numeri di oggi.`
      : 'La storia del comitato della Croce Rossa Italiana: i primi volontari, i primi mezzi e i numeri di oggi.',
  );

  return (
    <>
      <PageHero
        eyebrow={
          settings
            ? `Dal ${settings.foundedYear} al servizio della comunità`
            : 'Al servizio della comunità'
        }
        title="La storia del nostro comitato"
        lead={
          settings
            ? `Come un gruppo di cittadini di ${settings.town} ha dato vita a un servizio di soccorso${settings.switchboardAlwaysOpen ? ' attivo giorno e notte' : ' per la sua comunità'}.`
            : 'Come un gruppo di cittadini ha dato vita a un servizio di soccorso per la sua comunità.'
        }
      />

      <Band aria-labelledby="committee-numbers-title">
        <Container>
          <h2 id="committee-numbers-title" className="visually-hidden">
            Il comitato in numeri
          </h2>
          <WithCommittee>
            {(committee) => (
              <Stats>
                {committeeStats(committee).map((stat) => (
                  <div key={stat.label}>
                    <dt>{stat.label}</dt>
                    <dd>{stat.value}</dd>
                  </div>
                ))}
              </Stats>
            )}
          </WithCommittee>
        </Container>
      </Band>

      <Band aria-labelledby="committee-timeline-title" $surface>
        <Container>
          <h2 id="committee-timeline-title">La nostra cronologia</h2>
          <Intro>
            Scorri la cronologia in orizzontale, con i pulsanti, con il mouse o con le frecce della
            tastiera.
          </Intro>
          {loading && <Spinner label="Caricamento della cronologia..." />}
          {failed && (
            <p role="alert">La cronologia non è disponibile in questo momento. Riprova tra poco.</p>
          )}
          {events && events.length > 0 && <CommitteeTimeline events={events} />}
        </Container>
      </Band>

      <Band aria-labelledby="committee-facts-title">
        <Container>
          <h2 id="committee-facts-title">Il comitato oggi</h2>
          <WithCommittee>
            {(committee) => (
              <Facts>
                {committeeFacts(committee).map((fact) => (
                  <li key={fact.title}>
                    <h3>{fact.title}</h3>
                    <p>{fact.text}</p>
                  </li>
                ))}
              </Facts>
            )}
          </WithCommittee>
          <Actions>
            <ButtonLink to={paths.redCrossHistory}>Scopri la storia della Croce Rossa</ButtonLink>
            <ButtonLink to={paths.services} $variant="secondary">
              I nostri servizi
            </ButtonLink>
          </Actions>
        </Container>
      </Band>
    </>
  );
}

const Band = styled.section<{ $surface?: boolean }>`
  padding: ${({ theme }) => theme.space(12)} 0;
  background: ${({ theme, $surface }) => ($surface ? theme.colors.surface : theme.colors.white)};

  h2 {
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.1rem);
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  /* One row of as many tiles as the committee has (three or four). */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.redLight};
    text-align: center;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.redDark};
    font-size: clamp(1.6rem, 1.3rem + 1.4vw, 2.4rem);
    font-weight: 800;
    line-height: 1.1;
  }

  dt {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.95rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    padding: ${({ theme }) => theme.space(5)};
    border-left: 4px solid ${({ theme }) => theme.colors.red};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }

  h3 {
    font-size: 1.2rem;
  }

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;
