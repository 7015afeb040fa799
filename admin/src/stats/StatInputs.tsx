// The fields of a statistic, shared by StatCreate and StatEdit (English wording, as the spec lists).
import { NumberInput, TextInput, required } from 'react-admin';
import { STAT_DESCRIPTION_ROWS } from '../config';

export const StatInputs = () => (
  <>
    <TextInput source="title" label="Title" validate={required('Title is required')} />
    <TextInput
      source="value"
      label="Value"
      validate={required('Value is required')}
      helperText="e.g. 1.200 or 35+"
    />
    <TextInput
      source="description"
      label="Description"
      multiline
      rows={STAT_DESCRIPTION_ROWS}
      validate={required('Description is required')}
    />
    <NumberInput
      source="position"
      label="Position"
      step={1}
      helperText="Order on the home page (lowest first)"
    />
  </>
);
