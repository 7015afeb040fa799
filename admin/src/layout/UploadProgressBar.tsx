// Progress of the file being uploaded, fed by the multipart link's XHR upload events.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { uploadPercent, uploadProgressStore } from '../lib/uploadProgress';

export const UploadProgressBar = () => {
  const progress = useSyncExternalStore(
    uploadProgressStore.subscribe,
    uploadProgressStore.getSnapshot,
  );
  if (!progress) return null;
  const percent = uploadPercent(progress);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        px: 2,
        py: 1,
      }}
    >
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Caricamento del file: {percent}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Avanzamento del caricamento del file"
      />
    </Box>
  );
};
