// /storia/comitato: the local committee's story since 1980, on a horizontal
// timeline, with its numbers and facts.
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { committee } from '../../config/committee';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { committeeFacts, committeeStats, committeeTimeline } from './committee/committee-content';
import { CommitteeTimeline } from './committee/committee-timeline';

export default function CommitteeHistoryPage() {
  usePageMeta(
    'La storia del comitato',
    `La storia della Croce Rossa di ${committee.town} dal ${committee.foundedYear}: il comitato promotore, i primi volontari, le prime ambulanze, il servizio 24 ore su 24 e i numeri di oggi.`,
  );

  return (
    <>
      <PageHero
        eyebrow={`Dal ${committee.foundedYear} al servizio della comunità`}
        title="La storia del nostro comitato"
        lead={`Come un gruppo di cittadini di ${committee.town} ha dato vita a un servizio di soccorso attivo giorno e notte.`}
      />

      <Band aria-labelledby="committee-numbers-title">
        <Container>
          <h2 id="committee-numbers-title" className="visually-hidden">
            Il comitato in numeri
          </h2>
          <Stats>
            {committeeStats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
        </Container>
      </Band>

      <Band aria-labelledby="committee-timeline-title" $surface>
        <Container>
          <h2 id="committee-timeline-title">La nostra cronologia</h2>
          <Intro>
            Scorri la cronologia in orizzontale, con i pulsanti, con il mouse o con le frecce della
            tastiera.
          </Intro>
          <CommitteeTimeline events={committeeTimeline} />
        </Container>
      </Band>

      <Band aria-labelledby="committee-facts-title">
        <Container>
          <h2 id="committee-facts-title">Il comitato oggi</h2>
          <Facts>
            {committeeFacts.map((fact) => (
              <li key={fact.title}>
                <h3>{fact.title}</h3>
                <p>{fact.text}</p>
              </li>
            ))}
          </Facts>
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

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
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
