// The donation choice (a lazy chunk, loaded when the visitor asks to donate):
// credit card on the payment provider's page (new tab; only when the settings name
// one), bank transfer, or cancel.
import styled from 'styled-components';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { paths } from '../../config/paths';
import { useCommittee } from '../../lib/committee-settings';

export default function DonationChoiceDialog({ onClose }: { onClose: () => void }) {
  const committee = useCommittee();
  const cardUrl = committee.status === 'ready' ? committee.settings.cardDonationUrl : null;
  return (
    <Modal open onClose={onClose} title="Come vuoi donare?" size="sm">
      <Intro>Scegli il metodo che preferisci: ogni donazione è deducibile.</Intro>
      <Choices>
        {cardUrl && (
          <ButtonAnchor href={cardUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            Carta di credito
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </ButtonAnchor>
        )}
        <ButtonLink to={paths.bankTransfer} $variant="secondary">
          Bonifico bancario
        </ButtonLink>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Annulla
        </Button>
      </Choices>
    </Modal>
  );
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
