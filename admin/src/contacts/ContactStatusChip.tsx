// A contact request's status (the schema's ContactStatus) as a label: In attesa (yellow),
// Letta (blue), Risposta inviata (green), Risposta in attesa del server di posta (purple:
// a reply written with no mail server configured leaves once one is).
import { Chip, type ChipProps } from '@mui/material';
import type { ContactStatus } from '../gql/graphql';

const contactStatuses: Record<ContactStatus, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'In attesa', color: 'warning' },
  read: { label: 'Letta', color: 'info' },
  replied: { label: 'Risposta inviata', color: 'success' },
  replyQueued: { label: 'Risposta in attesa del server di posta', color: 'secondary' },
};

export const ContactStatusChip = ({ status }: { status: ContactStatus }) => {
  const { label, color } = contactStatuses[status];
  return (
    <Chip size="small" label={label} color={color} data-status={status} sx={{ fontWeight: 600 }} />
  );
};
