// The 'Stato' cell of the news and course lists: Bozza (grey), Programmata with the date
// and time it goes public (blue), Pubblicata (green).
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { publicationStatus, type Gender } from '../lib/publicationStatus';

const COLORS = { draft: 'default', scheduled: 'info', published: 'success' } as const;

export const PublicationStatusField = ({
  gender,
}: {
  gender: Gender;
  label?: string;
  source?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext();
  if (!record) return null;
  const status = publicationStatus(
    { status: record.status as unknown, publishedAt: record.publishedAt as unknown },
    gender,
  );
  return (
    <Box data-publication={status.state}>
      <Chip
        size="small"
        label={status.label}
        color={COLORS[status.state]}
        sx={{ fontWeight: 600 }}
      />
      {status.when && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          dal {status.when}
        </Typography>
      )}
    </Box>
  );
};
