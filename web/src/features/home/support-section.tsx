// Support options (anchor "supporto", alias "support"): 5x1000, the highlighted
// donation (from €10) whose button opens the choice dialog, and the solidarity
// gift, not available yet. "Dona ora" is a link to the choices rendered below the
// options and shown when the link targets them (CSS :target): that is what it does
// without JavaScript, or opened in a new tab; the app opens the dialog instead.
import { lazy, Suspense, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { DONATION_MINIMUM_EUR } from '../../config/constants';
import { paths, sections } from '../../config/paths';
import { SHOWS_TARGET_ATTRIBUTE } from '../../lib/scroll';
import { AliasAnchor } from './alias-anchor';
import {
  DONATION_CHOICE_INTRO,
  DONATION_CHOICE_TITLE,
  DonationChoiceLinks,
} from './donation-choices';

const DonationChoiceDialog = lazy(() => import('./donation-choice-dialog'));

/** The id of the donation choices in the page, the target of "Dona ora". */
export const DONATION_CHOICES_ID = 'come-donare';

export function SupportSection() {
  const [choosing, setChoosing] = useState(false);

  return (
    <Section id={sections.support} aria-labelledby="support-title">
      <AliasAnchor id="support" />
      <Container>
        <SectionHeading
          id="support-title"
          eyebrow="Sostienici"
          title="Aiutaci ad aiutare"
          intro="Ogni contributo diventa soccorso, assistenza e formazione per la nostra comunità."
        />
        <Options>
          <Option>
            <h3>5x1000</h3>
            <Price>Non costa nulla</Price>
            <p>Firma nella dichiarazione dei redditi e indica il codice fiscale del comitato.</p>
            <ButtonLink to={paths.fiveForThousand} $variant="secondary">
              Scopri come
            </ButtonLink>
          </Option>
          <Option $highlighted>
            <Ribbon>Consigliato</Ribbon>
            <h3>Donazione</h3>
            <Price>Da €{DONATION_MINIMUM_EUR}</Price>
            <p>Con carta di credito o bonifico bancario sostieni mezzi, formazione e servizi.</p>
            <ButtonAnchor
              href={`#${DONATION_CHOICES_ID}`}
              {...{ [SHOWS_TARGET_ATTRIBUTE]: true }}
              $variant="light"
              aria-haspopup="dialog"
              onClick={(event) => {
                // A click meant for a new tab or window keeps the link's own behaviour.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
                  return;
                }
                event.preventDefault();
                setChoosing(true);
              }}
            >
              Dona ora
            </ButtonAnchor>
          </Option>
          <Option $inactive aria-disabled="true">
            <Ribbon $muted>Prossimamente</Ribbon>
            <h3>Regalo Solidale</h3>
            <Price>In arrivo</Price>
            <p>Scegli un dono che sostiene le nostre attività per le tue ricorrenze.</p>
            <Button type="button" $variant="secondary" disabled>
              Prossimamente
            </Button>
          </Option>
        </Options>
        <TargetChoices id={DONATION_CHOICES_ID}>
          <h3>{DONATION_CHOICE_TITLE}</h3>
          <p>{DONATION_CHOICE_INTRO}</p>
          <ChoiceLinks>
            <DonationChoiceLinks />
          </ChoiceLinks>
        </TargetChoices>
      </Container>
      {choosing && (
        <Suspense fallback={null}>
          <DonationChoiceDialog onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </Section>
  );
}

const Section = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space(16)} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
    align-items: center;
  }
`;

const Option = styled.li<{ $highlighted?: boolean; $inactive?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h3 {
    font-size: 1.4rem;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }

  p {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(6)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      background: linear-gradient(160deg, ${theme.colors.red}, ${theme.colors.redDark});
      color: ${theme.colors.white};
      box-shadow: ${theme.shadow.lg};

      p {
        color: ${theme.colors.white};
      }

      ${theme.media.md} {
        padding-top: ${theme.space(12)};
        padding-bottom: ${theme.space(12)};
      }
    `}

  ${({ $inactive, theme }) =>
    $inactive &&
    css`
      background: ${theme.colors.white};
      border: 1px dashed ${theme.colors.border};
      box-shadow: none;
    `}
`;

/** The donation choices under the options: hidden until "Dona ora" targets them. */
const TargetChoices = styled.div`
  display: none;
  max-width: 32rem;
  margin: ${({ theme }) => theme.space(8)} auto 0;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);

  &:target {
    display: block;
  }

  h3 {
    font-size: 1.4rem;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ChoiceLinks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Price = styled.span`
  font-size: 1.1rem;
  font-weight: 700;
`;

const Ribbon = styled.span<{ $muted?: boolean }>`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $muted, theme }) => ($muted ? theme.colors.surface : theme.colors.white)};
  color: ${({ $muted, theme }) => ($muted ? theme.colors.textMuted : theme.colors.redDark)};
  font-size: 0.8rem;
  font-weight: 700;
`;
