// The fields of a page, shared by PageCreate and PageEdit: its title and address, the body
// as rich text, the description for search engines, the image with its alternative text,
// the publication, and whether the menu and the footer link it; 'Anteprima' shows the form
// as the site would, before it is saved too.
import { BooleanInput, TextInput, maxLength, regex, required } from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { PreviewButton, PublicationInputs } from '../components/PublicationInputs';
import { RichTextBodyInput } from '../components/RichTextBodyInput';
import { PAGE_PREVIEW_PATH } from '../config';

const SLUG_RULE = regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  "L'indirizzo della pagina può contenere solo lettere minuscole, numeri e trattini (es. diventa-volontario)",
);

export const PageInputs = () => (
  <>
    <PreviewButton publicPath={PAGE_PREVIEW_PATH} />
    <TextInput source="title" label="Titolo" validate={required()} />
    <TextInput
      source="slug"
      label="Indirizzo"
      helperText="La pagina sarà su /indirizzo (es. diventa-volontario)"
      validate={[required(), SLUG_RULE]}
    />
    <RichTextBodyInput source="content" label="Contenuto" validate={required()} />
    <TextInput
      source="description"
      label="Descrizione per i motori di ricerca"
      multiline
      validate={maxLength(300)}
    />
    <PublicationInputs />
    <BooleanInput source="inMenu" label="Nel menu" />
    <BooleanInput source="inFooter" label="Nel piè di pagina" />
    <ImageWithAltInputs altRequired="withImage" />
  </>
);
