// The fields of a document, shared by DocumentCreate and DocumentEdit: title, one of the
// five categories and the PDF (required on create; on edit the current file is kept
// unless another is chosen).
import { Box, Link, Typography } from '@mui/material';
import {
  FileField,
  FileInput,
  SelectInput,
  TextInput,
  required,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { DOCUMENT_CATEGORIES, DOCUMENT_MAX_BYTES } from '../config';
import { resolveFileUrl } from '../lib/fileUrl';
import { PDF_ONLY_MESSAGE, PDF_TOO_LARGE_MESSAGE, requirePdf, validatePdf } from '../lib/pdfFile';

const categoryChoices = DOCUMENT_CATEGORIES.map((category) => ({ id: category, name: category }));

const CurrentFile = () => {
  const record = useRecordContext();
  const href = resolveFileUrl(record?.fileUrl as string | undefined);
  if (!href) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2">
        File attuale:{' '}
        <Link href={href} target="_blank" rel="noopener">
          apri il PDF
        </Link>
        {record?.fileSize ? ` (${String(record.fileSize)})` : ''}. Scegli un nuovo file solo per
        sostituirlo.
      </Typography>
    </Box>
  );
};

export const DocumentInputs = ({ fileRequired }: { fileRequired: boolean }) => {
  const notify = useNotify();
  return (
    <>
      <TextInput source="title" label="Titolo" validate={required()} />
      <SelectInput
        source="category"
        label="Categoria"
        choices={categoryChoices}
        validate={required()}
      />
      {!fileRequired && <CurrentFile />}
      <FileInput
        source="file"
        label="File PDF"
        accept={{ 'application/pdf': ['.pdf'] }}
        maxSize={DOCUMENT_MAX_BYTES}
        helperText="Solo PDF, fino a 10MB"
        inputProps={{ 'aria-label': 'File PDF' }}
        validate={fileRequired ? [requirePdf, validatePdf] : validatePdf}
        isRequired={fileRequired}
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
