// Route /5x1000: how to give the committee the 5x1000 — the fiscal code to copy, four
// steps and the questions donors ask, once the committee settings are loaded, and how the
// committee spent it, year by year (the reports from GraphQL; a failed call is only logged
// and the section says none is out).
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { Spinner } from '../../components/ui/spinner';
import { WithCommittee } from '../../components/ui/committee-state';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useCommitteeSettings } from '../../lib/committee-settings';
import { usePageMeta } from '../../lib/use-page-meta';
import { CopyValueButton } from './copy-value-button';
import { FaqAccordion } from './faq-accordion';
import { fiveForThousandFaq, fiveForThousandSteps } from './five-for-thousand-content';
import { FivePerThousandReports } from './five-per-thousand-reports';

const FivePerThousandPageQuery = graphql(`
  query FivePerThousandPage {
    allFivePerThousandReports(sortField: "year", sortOrder: "DESC") {
      ...FivePerThousandYear
    }
  }
`);

export default function FiveForThousandPage() {
  const settings = useCommitteeSettings();
  const { data, loading, error } = useQuery(FivePerThousandPageQuery);

  useEffect(() => {
    if (error) console.error('Errore nel caricamento dei rendiconti del 5x1000', error);
  }, [error]);
  usePageMeta(
    'Dona il 5x1000',
    `Destina il tuo 5x1000 alla Croce Rossa del territorio: firma e scrivi il codice fiscale${settings ? ` ${settings.fiscalCode}` : ' del comitato'}. Non costa nulla.`,
  );

  return (
    <>
      <PageHero
        eyebrow="Sostienici"
        title="Dona il tuo 5x1000"
        lead="Una firma che non costa nulla e resta sul territorio: ambulanze, formazione dei volontari e aiuto a chi è in difficoltà."
      />
      <Container>
        <WithCommittee
          pending={
            <Pending>
              <Spinner />
            </Pending>
          }
        >
          {(committee) => (
            <>
              <Intro>
                <FiscalCode aria-labelledby="fiscal-code-title">
                  <h2 id="fiscal-code-title">Il nostro codice fiscale</h2>
                  <p>Scrivilo nel riquadro del Terzo settore, sotto la tua firma.</p>
                  <CopyValueButton
                    value={committee.fiscalCode}
                    label="Copia il codice fiscale"
                    copiedMessage="Codice fiscale copiato negli appunti!"
                  />
                </FiscalCode>
                <Why>
                  <h2>Perché sceglierci</h2>
                  <p>
                    Il 5x1000 destinato al nostro comitato resta nella comunità di {committee.town}:
                    finanzia i mezzi di soccorso, le attrezzature e i corsi che preparano i
                    volontari a intervenire
                    {committee.switchboardAlwaysOpen ? ' 24 ore su 24' : ' quando serve'}.
                  </p>
                  <p>Bastano una firma e undici cifre: ecco come fare.</p>
                </Why>
              </Intro>

              <Block aria-labelledby="steps-title">
                <h2 id="steps-title">Come donare in 4 passi</h2>
                <Steps>
                  {fiveForThousandSteps(committee.fiscalCode).map((step, index) => (
                    <li key={step.title}>
                      <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                      <h3>{step.title}</h3>
                      <p>{step.text}</p>
                    </li>
                  ))}
                </Steps>
              </Block>

              <FivePerThousandReports
                reports={data?.allFivePerThousandReports ?? []}
                loading={loading && !data && !error}
              />

              <Block aria-labelledby="faq-title">
                <h2 id="faq-title">Domande frequenti</h2>
                <FaqAccordion items={fiveForThousandFaq(committee.fiscalCode)} />
              </Block>
            </>
          )}
        </WithCommittee>

        <Cta>
          <h2>Vuoi fare di più?</h2>
          <p>Puoi sostenerci anche con una donazione, detraibile dalle tasse.</p>
          <ButtonLink to={paths.bankTransfer}>Dona con bonifico</ButtonLink>
        </Cta>
      </Container>
    </>
  );
}

const Pending = styled.div`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(10)} 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }

  h2 {
    font-size: 1.5rem;
  }
`;

const FiscalCode = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Why = styled.div`
  p {
    max-width: 60ch;
    font-size: 1.05rem;
  }
`;

const Block = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0;

  > h2 {
    margin-bottom: ${({ theme }) => theme.space(6)};
    font-size: clamp(1.5rem, 1.2rem + 1vw, 2rem);
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }

  h3 {
    font-size: 1.1rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.white};
  font-size: 1.25rem;
  font-weight: 700;
`;

const Cta = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.redLight};
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;
