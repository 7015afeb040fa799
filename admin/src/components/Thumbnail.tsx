// The 'Anteprima' of a list row: the record's image, small.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { resolveFileUrl } from '../lib/fileUrl';

export const Thumbnail = ({ source = 'image' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const src = resolveFileUrl(record?.[source] as string | undefined);
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
      alt={`Immagine di ${String(record?.title ?? '')}`}
      loading="lazy"
      sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};
