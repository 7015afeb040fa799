// The fields of an entry of the committee's history (/storia/comitato), shared by
// TimelineEventCreate and TimelineEventEdit (labels: resources.timeline.fields).
import { TextInput, required } from 'react-admin';
import { SHORT_TEXT_ROWS } from '../config';

export const TimelineEventInputs = () => (
  <>
    <TextInput
      source="year"
      validate={required()}
      helperText="Come appare sulla linea del tempo: 1980, Oggi"
    />
    <TextInput
      source="date"
      validate={required()}
      helperText="Come appare sulla scheda: 4 ottobre 1980"
    />
    <TextInput source="title" validate={required()} />
    <TextInput source="description" multiline rows={SHORT_TEXT_ROWS} validate={required()} />
    <TextInput source="details" multiline rows={SHORT_TEXT_ROWS} />
  </>
);
