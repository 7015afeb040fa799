// The fields of a news item, shared by NewsCreate and NewsEdit.
import { DateInput, SelectInput, TextInput, required } from 'react-admin';
import { ImagePickerInput } from '../components/ImagePickerInput';
import { NEWS_CATEGORIES, NEWS_CONTENT_ROWS } from '../config';

const categoryChoices = NEWS_CATEGORIES.map((category) => ({ id: category, name: category }));

export const NewsInputs = () => (
  <>
    <TextInput source="title" label="Titolo" validate={required()} />
    <TextInput
      source="content"
      label="Contenuto"
      multiline
      rows={NEWS_CONTENT_ROWS}
      validate={required()}
    />
    <TextInput source="author" label="Autore" validate={required()} />
    <SelectInput
      source="category"
      label="Categoria"
      choices={categoryChoices}
      validate={required()}
    />
    <DateInput source="date" label="Data" validate={required()} />
    <ImagePickerInput />
  </>
);
