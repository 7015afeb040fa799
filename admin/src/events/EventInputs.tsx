// The fields of an event, shared by EventCreate and EventEdit: its start and end on
// Rome's clock (the end not before the start), its place, its booking as courses have it;
// 'Anteprima' shows the form as the event's page would, before it is saved too.
import { Box } from '@mui/material';
import { TextInput, required } from 'react-admin';
import { BookingModeInputs } from '../components/BookingInputs';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { ItalianDateTimeInput } from '../components/ItalianDateInputs';
import { PreviewButton, PublicationInputs } from '../components/PublicationInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { PUBLIC_EVENT_PATH } from '../config';

export const END_BEFORE_START_MESSAGE = "La fine dell'evento non può precedere l'inizio";

export function endsNotBeforeStart(
  value: unknown,
  values: Record<string, unknown>,
): string | undefined {
  const start = typeof values.startsAt === 'string' ? Date.parse(values.startsAt) : Number.NaN;
  const end = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return end < start ? END_BEFORE_START_MESSAGE : undefined;
}

export const EventInputs = () => (
  <>
    <PreviewButton publicPath={PUBLIC_EVENT_PATH} />
    <TextInput source="title" label="Titolo" validate={required()} />
    <RichTextBodyInput source="description" label="Descrizione" validate={required()} />
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <ItalianDateTimeInput source="startsAt" label="Inizio" validate={required()} />
      <ItalianDateTimeInput
        source="endsAt"
        label="Fine"
        validate={[required(), endsNotBeforeStart]}
      />
    </Box>
    <TextInput source="location" label="Luogo" validate={required()} />
    <BookingModeInputs defaultMode="none" />
    <PublicationInputs />
    <ImageWithAltInputs />
  </>
);
