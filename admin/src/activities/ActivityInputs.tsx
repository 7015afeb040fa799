// The fields of an activity area (/attivita/{id}), shared by ActivityCreate and
// ActivityEdit (labels: resources.activities.fields in the Italian messages). The body
// is HTML, sanitised by the server when stored.
import { SelectInput, TextInput, required } from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { SHORT_TEXT_ROWS } from '../config';
import { activitySizeChoices } from './activitySizes';

export const ActivityInputs = () => (
  <>
    <TextInput source="title" validate={required()} />
    <TextInput
      source="category"
      validate={required()}
      helperText="Ad esempio Sociale, Emergenza, Giovani"
    />
    <TextInput
      source="summary"
      multiline
      rows={SHORT_TEXT_ROWS}
      validate={required()}
      helperText="Testo semplice mostrato nella griglia della home"
    />
    <RichTextBodyInput source="body" validate={required()} />
    <TextInput source="location" />
    <SelectInput source="size" choices={activitySizeChoices} validate={required()} />
    <ImageWithAltInputs />
  </>
);
