// "Prenota servizio" (anchor "prenota-servizio"): the number that books a service from
// the settings (called toll-free only when it is; the switchboard's when the committee has
// no booking line), the switchboard's hours (24/7 only when it is) and a way to the
// contact form.
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PendingText, WithCommittee } from '../../components/ui/committee-state';
import { sections } from '../../config/paths';
import { bookingNumber, switchboardSentence } from '../../lib/committee-facts';
import { telHref } from '../../lib/committee-settings';

export function BookServiceSection() {
  return (
    <Section id={sections.bookService} aria-labelledby="book-service-title">
      <Container>
        <Box>
          <div>
            <Eyebrow>Trasporti e assistenza</Eyebrow>
            <h2 id="book-service-title">Prenota servizio</h2>
            <p>
              Trasporti sanitari, dimissioni, visite e terapie, assistenza a domicilio: chiamaci o
              scrivici, ti aiutiamo a organizzare il servizio.
            </p>
          </div>
          <Actions>
            <WithCommittee
              pending={
                <Phone as="p">
                  <small>
                    <PendingText chars={20} />
                  </small>
                  <strong>
                    <PendingText chars={11} />
                  </strong>
                </Phone>
              }
            >
              {(committee) => {
                const booking = bookingNumber(committee);
                const switchboard = switchboardSentence(committee);
                return (
                  <>
                    <Phone href={telHref(booking.number)}>
                      <small>{BOOKING_LABELS[booking.label]}</small>
                      <strong>{booking.number}</strong>
                    </Phone>
                    {switchboard && <p>{switchboard}</p>}
                  </>
                );
              }}
            </WithCommittee>
            <ButtonAnchor href={`#${sections.contacts}`} $variant="light">
              Scrivici dal modulo di contatto
            </ButtonAnchor>
          </Actions>
        </Box>
      </Container>
    </Section>
  );
}

/** The label above the number, "gratuito" only for a toll-free one. */
const BOOKING_LABELS = {
  'Numero verde': 'Numero verde gratuito',
  Prenotazioni: 'Numero per le prenotazioni',
  Centralino: 'Centralino del comitato',
} as const;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(16)} 0;
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.12) 0 20%, transparent 21%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.redDark}, #6e0000);
  color: ${({ theme }) => theme.colors.white};

  h2 {
    font-size: clamp(1.8rem, 1.4rem + 1.6vw, 2.5rem);
  }

  p {
    margin: 0;
    font-size: 1.1rem;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
    padding: ${({ theme }) => theme.space(12)};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)} !important;
  font-size: 0.85rem !important;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

const Phone = styled.a`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;

  small {
    font-size: 0.9rem;
    font-weight: 600;
  }

  strong {
    font-size: clamp(2rem, 1.6rem + 2vw, 2.8rem);
    letter-spacing: 0.02em;
  }

  &:hover strong {
    text-decoration: underline;
  }
`;
