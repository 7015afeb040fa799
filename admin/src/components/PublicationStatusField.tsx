// The 'Stato' cell of the news and course lists: Bozza (grey), Programmata with the date
// and time it goes public (blue), Pubblicata (green). On a phone, where the table has no
// room for the column, the same status sits under the title (TitleWithPreview).
import { Box, Chip, Typography, type SxProps, type Theme } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { publicationStatus, type Gender } from '../lib/publicationStatus';

const COLORS = { draft: 'default', scheduled: 'info', published: 'success' } as const;

export const PublicationStatusField = ({
  gender,
  sx,
}: {
  gender: Gender;
  label?: string;
  source?: string;
  sortable?: boolean;
  sx?: SxProps<Theme>;
}) => {
  const record = useRecordContext();
  if (!record) return null;
  const status = publicationStatus(
    { status: record.status as unknown, publishedAt: record.publishedAt as unknown },
    gender,
  );
  return (
    <Box data-publication={status.state} sx={sx}>
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
