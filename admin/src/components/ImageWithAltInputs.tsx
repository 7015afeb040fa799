// An optional image with its preview (ImagePickerInput, as for news) and the alternative
// text that describes it to whom cannot see it (its label: the resource's `imageAlt`).
// altRequired: always (slides), or 'withImage' (news: required once there is an image).
import { TextInput, required, type Validator } from 'react-admin';
import { ImagePickerInput } from './ImagePickerInput';

export const ALT_REQUIRED_MESSAGE = "Il testo alternativo è obbligatorio quando c'è un'immagine";

const requiredWithImage: Validator = (value: unknown, values: Record<string, unknown>) =>
  values.image && !(typeof value === 'string' && value.trim()) ? ALT_REQUIRED_MESSAGE : undefined;

export const ImageWithAltInputs = ({
  label = 'Immagine',
  altRequired = false,
}: {
  label?: string;
  altRequired?: boolean | 'withImage';
}) => (
  <>
    <ImagePickerInput label={label} />
    <TextInput
      source="imageAlt"
      helperText="Descrive l'immagine a chi non può vederla (lettori di schermo)"
      validate={
        altRequired === 'withImage' ? requiredWithImage : altRequired ? required() : undefined
      }
    />
  </>
);
