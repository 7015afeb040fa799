// How a course or an event is booked, in its form: the booking mode and the fields the
// chosen mode needs (Calendly's ID, an external address, or the seats and the optional
// enrolment deadline of the enrolment on the site).
import { Box } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { ItalianDateTimeInput } from './ItalianDateInputs';

export const bookingModeChoices = [
  { id: 'calendly', name: 'Calendly' },
  { id: 'link', name: 'Indirizzo esterno' },
  { id: 'onsite', name: 'Iscrizione sul sito' },
  { id: 'none', name: 'Nessuna prenotazione' },
];

/** The fields the chosen booking mode needs: Calendly's ID, an address, or the seats. */
export function BookingInputs({ mode }: { mode: string }) {
  if (mode === 'calendly') {
    return (
      <TextInput
        source="calendlyId"
        label="ID Calendly"
        validate={required()}
        helperText="La prenotazione si apre su https://calendly.com/<ID Calendly>"
      />
    );
  }
  if (mode === 'link') {
    return (
      <TextInput
        source="bookingUrl"
        label="Indirizzo di prenotazione"
        type="url"
        validate={required()}
        helperText="L'indirizzo http(s) della pagina dove ci si prenota"
      />
    );
  }
  if (mode === 'onsite') {
    return (
      <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <NumberInput
          source="seats"
          label="Posti"
          min={1}
          step={1}
          validate={[required(), minValue(1)]}
          helperText="Oltre i posti, le iscrizioni vanno in lista d'attesa"
        />
        <ItalianDateTimeInput
          source="enrolmentDeadline"
          label="Scadenza iscrizioni (facoltativa)"
        />
      </Box>
    );
  }
  return null;
}

/** The booking mode's select and the fields of the chosen mode (defaultMode on a new record). */
export function BookingModeInputs({ defaultMode }: { defaultMode: string }) {
  return (
    <>
      <SelectInput
        source="bookingMode"
        label="Prenotazione"
        choices={bookingModeChoices}
        defaultValue={defaultMode}
        validate={required()}
      />
      <FormDataConsumer<{ bookingMode?: string }>>
        {({ formData }) => <BookingInputs mode={formData.bookingMode ?? defaultMode} />}
      </FormDataConsumer>
    </>
  );
}
