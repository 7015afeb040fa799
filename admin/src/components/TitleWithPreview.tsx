// The 'Titolo' cell of a list: the title, and under it the first 100 characters of the
// record's text (hidden on small screens, where the table has little room).
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { previewText } from '../lib/format';

export const TitleWithPreview = ({
  previewSource,
}: {
  previewSource: string;
  label?: string;
  source?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext();
  if (!record) return null;
  const preview = previewText(record[previewSource] as string | undefined);
  return (
    <Box>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {String(record.title ?? '')}
      </Typography>
      {preview && (
        <Typography
          component="span"
          variant="body2"
          className="row-preview"
          sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
        >
          {preview}
        </Typography>
      )}
    </Box>
  );
};
