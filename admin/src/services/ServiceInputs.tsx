// The fields of a service (/servizi), shared by ServiceCreate and ServiceEdit (labels:
// resources.services.fields in the Italian messages). The body is HTML, sanitised by
// the server when stored; the features are up to SERVICE_MAX_FEATURES short lines.
import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { SERVICE_MAX_FEATURES, SHORT_TEXT_ROWS } from '../config';
import type { ServiceIcon } from '../gql/graphql';
import { choicesOf } from '../lib/choices';

/** The pictogram of the service's card (the schema's ServiceIcon), by its Italian name. */
const iconChoices = choicesOf<ServiceIcon>({
  ambulance: 'Ambulanza',
  home: 'Casa',
  cross: 'Croce',
});

const atMostMaxFeatures = (features: unknown) =>
  Array.isArray(features) && features.length > SERVICE_MAX_FEATURES
    ? `Al massimo ${SERVICE_MAX_FEATURES} caratteristiche`
    : undefined;

export const ServiceInputs = () => (
  <>
    <TextInput source="title" validate={required()} />
    <TextInput source="category" validate={required()} />
    <TextInput source="summary" multiline rows={SHORT_TEXT_ROWS} validate={required()} />
    <RichTextBodyInput source="body" helperText="Facoltativo" />
    <ArrayInput
      source="features"
      validate={atMostMaxFeatures}
      helperText={`Fino a ${SERVICE_MAX_FEATURES} righe brevi`}
    >
      <SimpleFormIterator inline disableReordering>
        <TextInput source="" label="Caratteristica" validate={required()} />
      </SimpleFormIterator>
    </ArrayInput>
    <SelectInput source="icon" choices={iconChoices} validate={required()} />
    <BooleanInput source="isNew" />
    <ImageWithAltInputs />
  </>
);
