// An optional image (image/*) with a preview of the chosen file or of the current one.
// A photo over the server's limit is scaled down in the browser as it is picked or
// dropped (lib/imageDownscale.ts), so a phone's picture goes through.
import { ImageField, ImageInput } from 'react-admin';
import { resolveFileUrl } from '../lib/fileUrl';
import { fittedFilesFromEvent } from '../lib/imageDownscale';

/** The stored image (a URL string) as the preview record the input shows. */
function formatImage(value: unknown): unknown {
  if (typeof value === 'string')
    return value ? { src: resolveFileUrl(value), title: 'Immagine attuale' } : null;
  return value;
}

export const ImagePickerInput = ({
  source = 'image',
  label = 'Immagine',
}: {
  source?: string;
  label?: string;
}) => (
  <ImageInput
    source={source}
    label={label}
    accept={{ 'image/*': [] }}
    format={formatImage}
    helperText="Facoltativa: JPEG, PNG, WebP o GIF; una foto più grande di 10MB viene ridotta prima dell'invio"
    inputProps={{ 'aria-label': label }}
    options={{ getFilesFromEvent: fittedFilesFromEvent }}
  >
    <ImageField
      source="src"
      title="title"
      sx={{ '& img': { maxWidth: 320, maxHeight: 200, objectFit: 'contain' } }}
    />
  </ImageInput>
);
