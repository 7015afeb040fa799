// The fields of a home hero slide, shared by SlideCreate and SlideEdit (labels:
// resources.slides.fields in the Italian messages). A hidden slide stays in the admin
// and leaves the home page.
import { BooleanInput, TextInput, required } from 'react-admin';
import { ImageWithAltInputs } from '../components/ImageWithAltInputs';
import { SHORT_TEXT_ROWS } from '../config';

export const SlideInputs = () => (
  <>
    <TextInput source="title" validate={required()} />
    <TextInput source="subtitle" validate={required()} />
    <TextInput source="description" multiline rows={SHORT_TEXT_ROWS} />
    <ImageWithAltInputs altRequired />
    <TextInput source="buttonLabel" validate={required()} />
    <TextInput
      source="buttonLink"
      validate={required()}
      helperText="Un'ancora della home (#chi-siamo), una pagina del sito (/servizi) o un indirizzo http(s)"
    />
    <BooleanInput source="visible" helperText="Le slide non visibili non compaiono in home" />
  </>
);
