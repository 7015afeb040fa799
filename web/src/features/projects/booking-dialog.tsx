// The booking confirmation of a course: nothing is requested from Calendly until the
// visitor presses Conferma, which opens the course's page in a new tab without opener.
import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { CALENDLY_BASE_URL } from '../../config/constants';

/** https://calendly.com/<calendlyId>; each path segment of the id is URL-encoded. */
export function calendlyUrl(calendlyId: string): string {
  const path = calendlyId
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
  return `${CALENDLY_BASE_URL}/${path}`;
}

interface BookingDialogProps {
  open: boolean;
  calendlyId: string;
  onClose: () => void;
}

export function BookingDialog({ open, calendlyId, onClose }: BookingDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  function confirm() {
    window.open(calendlyUrl(calendlyId), '_blank', 'noopener,noreferrer');
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Prenota un posto"
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
    >
      <p>Stai per essere reindirizzato a Calendly, ne sei sicuro?</p>
      <Actions>
        <Button ref={cancelRef} type="button" $variant="secondary" onClick={onClose}>
          Annulla
        </Button>
        <Button type="button" onClick={confirm}>
          Conferma
        </Button>
      </Actions>
    </Modal>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;
