// The fields of a course, shared by ProjectCreate and ProjectEdit. The end date cannot
// precede the start date (checked, and offered as the date picker's minimum).
import { Box } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  minValue,
  required,
} from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { BookingModeInputs } from '../components/BookingInputs';
import { ItalianDateInput } from '../components/ItalianDateInputs';
import { PreviewButton, PublicationInputs } from '../components/PublicationInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { PUBLIC_COURSE_PATH } from '../config';
import { projectCategoryChoices } from './projectCategories';

export const END_BEFORE_START_MESSAGE = 'La data di fine non può precedere la data di inizio';

export function endNotBeforeStart(
  value: unknown,
  values: Record<string, unknown>,
): string | undefined {
  const start = values.startDate;
  if (typeof value === 'string' && typeof start === 'string' && value && start && value < start) {
    return END_BEFORE_START_MESSAGE;
  }
  return undefined;
}

export const ProjectInputs = () => (
  <>
    <PreviewButton publicPath={PUBLIC_COURSE_PATH} />
    <TextInput source="title" label="Titolo" validate={required()} />
    <RichTextBodyInput source="description" label="Descrizione" validate={required()} />
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <ItalianDateInput source="startDate" label="Data di inizio" validate={required()} />
      <FormDataConsumer<{ startDate?: string }>>
        {({ formData }) => (
          <ItalianDateInput
            source="endDate"
            label="Data di fine"
            validate={[required(), endNotBeforeStart]}
            minDay={formData.startDate || undefined}
          />
        )}
      </FormDataConsumer>
    </Box>
    <SelectInput
      source="category"
      label="Categoria"
      choices={projectCategoryChoices}
      validate={required()}
    />
    <BookingModeInputs defaultMode="calendly" />
    <TextInput source="location" label="Luogo" />
    <NumberInput
      source="participants"
      label="Partecipanti"
      min={0}
      step={1}
      validate={minValue(0)}
    />
    <PublicationInputs />
    <ImageWithAltInputs />
  </>
);
