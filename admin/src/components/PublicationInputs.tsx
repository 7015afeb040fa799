// Drafts and scheduled publication of news and courses: the status ('Bozza' is never
// public, 'Pubblicato' is public from its publication date and time, Rome's clock), and
// the 'Anteprima' button: the record's public page, in a new tab, showing the form as it
// is now (saved or not, before the first save too) under an 'Anteprima' banner. The values
// go through this browser's localStorage (lib/formStorage.ts) and, once the preview is
// open, follow the form as it changes.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { SelectInput, required, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { NEW_RECORD_PREVIEW_ID, PREVIEW_QUERY, PREVIEW_SYNC_DELAY_MS } from '../config';
import { PublicationStatus } from '../gql/graphql';
import { choicesOf } from '../lib/choices';
import { writePreview } from '../lib/formStorage';
import { ItalianDateTimeInput } from './ItalianDateInputs';

const statusChoices = choicesOf<PublicationStatus>({ draft: 'Bozza', published: 'Pubblicato' });

export const PublicationInputs = () => (
  <>
    <SelectInput
      source="status"
      label="Stato"
      choices={statusChoices}
      defaultValue={PublicationStatus.Published}
      validate={required()}
    />
    <ItalianDateTimeInput
      source="publishedAt"
      label="Data e ora di pubblicazione"
      helperText="Se pubblicato, visibile sul sito da questo momento (ora di Roma); vuoto: subito"
    />
  </>
);

/** Opens the record's public page in a new tab with the form's current values. */
export const PreviewButton = ({ publicPath }: { publicPath: (id: string) => string }) => {
  const resource = useResourceContext() ?? '';
  const recordId = useRecordContext()?.id;
  const { control, getValues } = useFormContext();
  const values = useWatch({ control });
  const [open, setOpen] = useState(false);

  // Once opened, the preview follows the form (its page listens to the storage).
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(
      () => writePreview(resource, recordId, getValues()),
      PREVIEW_SYNC_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [open, values, resource, recordId, getValues]);

  const href = `${publicPath(recordId == null ? NEW_RECORD_PREVIEW_ID : String(recordId))}?${PREVIEW_QUERY}=1`;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      // Written before the browser follows the link: the new tab finds it at once.
      onClick={() => {
        writePreview(resource, recordId, getValues());
        setOpen(true);
      }}
      startIcon={<VisibilityIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Anteprima
    </Button>
  );
};
