// The donation choice (a lazy chunk, loaded when the visitor asks to donate):
// credit card on the payment provider's page (new tab; only when the settings name
// one), bank transfer, or cancel.
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import {
  DONATION_CHOICE_INTRO,
  DONATION_CHOICE_TITLE,
  DonationChoiceLinks,
} from './donation-choices';

export default function DonationChoiceDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={DONATION_CHOICE_TITLE} size="sm">
      <Intro>{DONATION_CHOICE_INTRO}</Intro>
      <Choices>
        <DonationChoiceLinks onChoose={onClose} />
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
