// Route /donazione/bonifico: the bank details to donate by transfer (the IBAN copies on
// click), the payment reason, tax deductibility, safety advice and the receipt.
import { Link } from '../../components/ui/link';
import styled from 'styled-components';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { CommitteeUnavailable, PendingText } from '../../components/ui/committee-state';
import { DONATION_MINIMUM_EUR } from '../../config/constants';
import { paths, sections } from '../../config/paths';
import { useCommittee } from '../../lib/committee-settings';
import { usePageMeta } from '../../lib/use-page-meta';
import { CopyValueButton } from './copy-value-button';
import { taxDeductionSentence } from './tax-deduction';

/** IBAN in groups of four, as printed on bank documents. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

const PAYMENT_REASON = 'Nome e Cognome – Erogazione liberale';

export default function BankTransferPage() {
  usePageMeta(
    'Dona con bonifico',
    'Le coordinate bancarie per donare al comitato con un bonifico: IBAN, causale, detrazione fiscale e ricevuta.',
  );
  const committee = useCommittee();
  const settings = committee.status === 'ready' ? committee.settings : undefined;
  const bank = settings?.bank;

  return (
    <>
      <PageHero
        eyebrow="Sostienici"
        title="Dona con bonifico bancario"
        lead={`Ogni donazione, anche a partire da ${DONATION_MINIMUM_EUR}\u00a0€, diventa soccorso, formazione e aiuto concreto per la nostra comunità.`}
      />
      <Container>
        <Layout>
          <Details aria-labelledby="bank-details-title">
            <h2 id="bank-details-title">Coordinate bancarie</h2>
            {committee.status === 'error' && <CommitteeUnavailable />}
            <Fields aria-busy={committee.status === 'loading'}>
              <div>
                <dt>Intestatario</dt>
                <dd>{bank ? bank.accountHolder : <PendingText chars={30} />}</dd>
              </div>
              <div>
                <dt>Banca</dt>
                <dd>{bank ? bank.name : <PendingText chars={24} />}</dd>
              </div>
              <div>
                <dt>IBAN</dt>
                <dd>
                  {bank ? (
                    <CopyValueButton
                      value={bank.iban}
                      display={formatIban(bank.iban)}
                      label="Copia l’IBAN"
                      copiedMessage="IBAN copiato negli appunti!"
                    />
                  ) : (
                    <PendingText chars={34} />
                  )}
                </dd>
              </div>
              <div>
                <dt>Causale</dt>
                <dd>
                  <Reason>{PAYMENT_REASON}</Reason>
                  <Note>
                    Scrivi il tuo nome e cognome seguiti da “Erogazione liberale”: così possiamo
                    ringraziarti e la donazione resta valida ai fini fiscali.
                  </Note>
                </dd>
              </div>
            </Fields>
          </Details>

          <Info>
            <InfoCard aria-labelledby="deduction-title">
              <Icon aria-hidden="true" viewBox="0 0 24 24">
                <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2Zm4 5h6m-6 4h6m-6 4h3" />
              </Icon>
              <h2 id="deduction-title">Detraibilità fiscale</h2>
              <p>{taxDeductionSentence}</p>
              <p>Il bonifico è un pagamento tracciabile: è proprio ciò che la legge richiede.</p>
            </InfoCard>
            <InfoCard aria-labelledby="security-title">
              <Icon aria-hidden="true" viewBox="0 0 24 24">
                <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6Zm-3 9 2 2 4-4" />
              </Icon>
              <h2 id="security-title">Sicurezza</h2>
              <p>
                Il bonifico parte dalla tua banca: non condividi con noi alcun dato della tua carta
                o del tuo conto. Controlla che l’IBAN corrisponda a quello di questa pagina: non ti
                chiederemo mai coordinate diverse per telefono, SMS o e-mail.
              </p>
            </InfoCard>
            <InfoCard aria-labelledby="receipt-title">
              <Icon aria-hidden="true" viewBox="0 0 24 24">
                <path d="M4 5h16v14H4Zm0 1 8 7 8-7" />
              </Icon>
              <h2 id="receipt-title">Ricevuta automatica</h2>
              <p>
                La contabile del bonifico che la tua banca rilascia in automatico vale come ricevuta
                per la dichiarazione dei redditi: conservala. Se desideri anche una nostra
                attestazione,{' '}
                {settings ? (
                  <>
                    scrivici a <a href={`mailto:${settings.email}`}>{settings.email}</a>.
                  </>
                ) : (
                  'scrivici.'
                )}
              </p>
            </InfoCard>
          </Info>
        </Layout>

        <Back>
          <Link to={{ pathname: paths.home, hash: `#${sections.support}` }}>
            <span aria-hidden="true">←</span> Torna alle modalità di sostegno
          </Link>
        </Back>
      </Container>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Details = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h2 {
    font-size: 1.5rem;
  }
`;

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(5)} 0 0;

  dt {
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 600;
  }
`;

const Reason = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

const Note = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
  font-weight: 400;
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const InfoCard = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)}
    ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(16)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: 1.15rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

const Icon = styled.svg`
  position: absolute;
  top: ${({ theme }) => theme.space(5)};
  left: ${({ theme }) => theme.space(5)};
  width: 28px;
  height: 28px;
  fill: none;
  stroke: ${({ theme }) => theme.colors.redDark};
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(16)};
  font-weight: 600;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
`;
