// The 'Anteprima' of a list row: the record's image, small (a stored photo's 160 px copy),
// described by the record's alternative text when it has one.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { thumbnailUrl } from '../lib/fileUrl';

export const Thumbnail = ({
  source = 'image',
  titleSource = 'title',
}: {
  source?: string;
  label?: string;
  /** The field that names the record (a team member's `name`). */
  titleSource?: string;
}) => {
  const record = useRecordContext();
  const src = thumbnailUrl(record?.[source] as string | undefined);
  if (!src)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  return (
    <Box
      component="img"
      src={src}
      alt={
        (record?.imageAlt as string | undefined) ||
        `Immagine di ${String(record?.[titleSource] ?? '')}`
      }
      loading="lazy"
      sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};
