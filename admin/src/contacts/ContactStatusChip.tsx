// A contact request's status label: In attesa (yellow), Letta (blue), Risposta inviata
// (green); any other value is shown as it is, in grey.
import { Chip } from '@mui/material';
import { CONTACT_STATUSES } from '../config';

export function contactStatusLabel(status: string): string {
  return CONTACT_STATUSES[status as keyof typeof CONTACT_STATUSES]?.label ?? status;
}

export const ContactStatusChip = ({ status }: { status: string }) => {
  const known = CONTACT_STATUSES[status as keyof typeof CONTACT_STATUSES];
  return (
    <Chip
      size="small"
      label={known?.label ?? status}
      color={known?.color ?? 'default'}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
};
