// The fields of a news item, shared by NewsCreate and NewsEdit: the content as rich
// text, the image with its alternative text (required with an image), the publication.
import { SelectInput, TextInput, required } from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { ItalianDateInput } from '../components/ItalianDateInputs';
import { PreviewButton, PublicationInputs } from '../components/PublicationInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { PUBLIC_ARTICLE_PATH } from '../config';
import { NewsCategory } from '../gql/graphql';
import { valueChoices } from '../lib/choices';

/** The categories are Italian words: each is its own label. */
const categoryChoices = valueChoices(NewsCategory);

export const NewsInputs = () => (
  <>
    <PreviewButton publicPath={PUBLIC_ARTICLE_PATH} />
    <TextInput source="title" label="Titolo" validate={required()} />
    <RichTextBodyInput source="content" label="Contenuto" validate={required()} />
    <TextInput source="author" label="Autore" validate={required()} />
    <SelectInput
      source="category"
      label="Categoria"
      choices={categoryChoices}
      validate={required()}
    />
    <ItalianDateInput source="date" label="Data" validate={required()} />
    <PublicationInputs />
    <ImageWithAltInputs altRequired="withImage" />
  </>
);
