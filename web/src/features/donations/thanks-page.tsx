// Route /donazione/grazie: where the donor lands after paying by card on the committee's
// Stripe Payment Link (its address after payment). Thanks, what happens next (the
// receipt by e-mail once the payment is confirmed), and the way back. Kept out of search
// engines: only a donor reaches it.
import styled from 'styled-components';
import { Link } from '../../components/ui/link';
import { Container } from '../../components/ui/container';
import { PageHero } from '../../components/ui/page-hero';
import { paths, sections } from '../../config/paths';
import { useCommittee } from '../../lib/committee-settings';
import { usePageMeta } from '../../lib/use-page-meta';
import { taxDeductionSentence } from './tax-deduction';

export default function DonationThanksPage() {
  usePageMeta(
    'Grazie per la tua donazione',
    'La tua donazione è arrivata: grazie per il tuo sostegno al comitato.',
    { noindex: true },
  );
  const committee = useCommittee();
  const settings = committee.status === 'ready' ? committee.settings : undefined;

  return (
    <>
      <PageHero
        eyebrow="Sostienici"
        title="Grazie per la tua donazione!"
        lead="Il tuo gesto diventa soccorso, formazione e aiuto concreto per la nostra comunità."
      />
      <Container>
        <Body>
          <h2>Cosa succede ora</h2>
          <p>
            Appena il pagamento ci viene confermato riceverai per e-mail la ricevuta della tua
            donazione, in PDF: conservala per la dichiarazione dei redditi.
          </p>
          <p>{taxDeductionSentence}</p>
          <p>
            Non hai ricevuto la ricevuta entro qualche giorno?{' '}
            {settings ? (
              <>
                Scrivici a <a href={`mailto:${settings.email}`}>{settings.email}</a>.
              </>
            ) : (
              'Scrivici.'
            )}
          </p>
          <p>
            <Link to={{ pathname: paths.home, hash: `#${sections.support}` }}>
              <span aria-hidden="true">←</span> Torna alla home
            </Link>
          </p>
        </Body>
      </Container>
    </>
  );
}

const Body = styled.section`
  max-width: 46rem;
  padding: ${({ theme }) => theme.space(10)} 0;

  h2 {
    font-size: 1.5rem;
  }
`;
