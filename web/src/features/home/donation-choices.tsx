// The ways to donate: by card on the payment provider's page (new tab; only when the
// settings name one) and by bank transfer. Shared by the choice dialog and by the support
// section's own copy of the choices, which is what "Dona ora" shows without JavaScript.
import { ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useCommittee } from '../../lib/committee-settings';

export const DONATION_CHOICE_TITLE = 'Come vuoi donare?';
export const DONATION_CHOICE_INTRO =
  'Scegli il metodo che preferisci: ogni donazione è deducibile.';

/** The choices' links; `onChoose` runs when the card link opens its new tab. */
export function DonationChoiceLinks({ onChoose }: { onChoose?: () => void }) {
  const committee = useCommittee();
  const cardUrl = committee.status === 'ready' ? committee.settings.cardDonationUrl : null;
  return (
    <>
      {cardUrl && (
        <ButtonAnchor href={cardUrl} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
          Carta di credito
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </ButtonAnchor>
      )}
      <ButtonLink to={paths.bankTransfer} $variant="secondary">
        Bonifico bancario
      </ButtonLink>
    </>
  );
}
