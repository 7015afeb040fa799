// The sidebar's 'Contatti' entry: the label and, beside it, the count of contact requests
// still to be read.
import { Badge, Box } from '@mui/material';
import { unreadLabel, useUnreadContacts } from './useUnreadContacts';

export const ContactsMenuLabel = () => {
  const { total } = useUnreadContacts();
  const label = unreadLabel(total);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      Contatti
      {label && (
        <Badge
          badgeContent={total}
          color="primary"
          max={99}
          aria-label={label}
          title={label}
          sx={{ ml: 1, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      )}
    </Box>
  );
};
