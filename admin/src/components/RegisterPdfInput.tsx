// The optional PDF of a transparency register record (a grant's act, the signed 5x1000
// report): the current file with a link and a 'remove' checkbox on edit, a picker that
// takes PDFs of at most 10 MB (the server checks the content again).
import { Box, Link, Typography } from '@mui/material';
import { BooleanInput, FileField, FileInput, useNotify, useRecordContext } from 'react-admin';
import { DOCUMENT_MAX_BYTES } from '../config';
import { PDF_ONLY_MESSAGE, PDF_TOO_LARGE_MESSAGE, validatePdf } from '../lib/pdfFile';
import { resolveFileUrl } from '../lib/fileUrl';

export const RegisterPdfInput = ({ label }: { label: string }) => {
  const notify = useNotify();
  const record = useRecordContext();
  const href = resolveFileUrl(record?.fileUrl as string | undefined);
  return (
    <>
      {href && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2">
            File attuale:{' '}
            <Link href={href} target="_blank" rel="noopener">
              apri il PDF
            </Link>
            . Scegli un nuovo file solo per sostituirlo.
          </Typography>
          <BooleanInput source="removeFile" label="Rimuovi il PDF attuale" />
        </Box>
      )}
      <FileInput
        source="file"
        label={label}
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={DOCUMENT_MAX_BYTES}
        helperText="Facoltativo: solo PDF, fino a 10MB"
        inputProps={{ 'aria-label': label }}
        validate={validatePdf}
        options={{
          onDropRejected: (rejections) => {
            const tooLarge = rejections.some((r) =>
              r.errors.some((e) => e.code === 'file-too-large'),
            );
            notify(tooLarge ? PDF_TOO_LARGE_MESSAGE : PDF_ONLY_MESSAGE, { type: 'error' });
          },
        }}
      >
        <FileField source="src" title="title" target="_blank" />
      </FileInput>
    </>
  );
};
