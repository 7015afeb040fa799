// The 'Titolo' cell of a list: the title, and under it the first 100 characters of the
// record's text (hidden on small screens, where the table has little room). A list with a
// publication status shows it here on small screens, its own column hidden there.
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { previewText } from '../lib/format';
import type { Gender } from '../lib/publicationStatus';
import { PublicationStatusField } from './PublicationStatusField';

export const TitleWithPreview = ({
  previewSource,
  statusGender,
}: {
  previewSource: string;
  /** The record's publication status, in its words, under the title on small screens. */
  statusGender?: Gender;
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
      {statusGender && (
        <PublicationStatusField
          gender={statusGender}
          sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}
        />
      )}
    </Box>
  );
};
