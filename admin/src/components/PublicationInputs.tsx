// Drafts and scheduled publication of news and courses: the status ('Bozza' is never
// public, 'Pubblicato' is public from its publication date and time, Rome's clock), and
// the 'Anteprima' button that opens the record's public page as a draft can be seen by
// whoever is signed in to the back office in this browser (the page then reads it with
// the session's token).
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { SelectInput, required, useRecordContext } from 'react-admin';
import { PREVIEW_QUERY } from '../config';
import { PublicationStatus } from '../gql/graphql';
import { choicesOf } from '../lib/choices';
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

/** Opens the record's public page (a draft too) in a new tab; shown once the record exists. */
export const PreviewButton = ({ publicPath }: { publicPath: (id: string) => string }) => {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Button
      component="a"
      href={`${publicPath(String(record.id))}?${PREVIEW_QUERY}=1`}
      target="_blank"
      rel="noopener"
      startIcon={<VisibilityIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Anteprima
    </Button>
  );
};
