// The dialog that asks for an image's alternative text in the rich text editor: when an
// image is inserted (with its preview: nothing is uploaded before the text is given) and
// when the text of an image already in the body is changed. The text is required: an
// image is never saved with an empty alt without anyone having been asked.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';

export const ALT_TEXT_LABEL = 'Testo alternativo';
export const ALT_TEXT_REQUIRED =
  "Scrivi il testo alternativo: descrive l'immagine a chi non può vederla";

export interface ImageAltDialogProps {
  open: boolean;
  title: string;
  /** The image shown above the field (a local preview, or the image in the body). */
  src: string | null;
  initialAlt?: string;
  confirmLabel: string;
  onConfirm: (alt: string) => void;
  onCancel: () => void;
}

export const ImageAltDialog = ({
  open,
  title,
  src,
  initialAlt = '',
  confirmLabel,
  onConfirm,
  onCancel,
}: ImageAltDialogProps) => {
  const titleId = useId();
  const [alt, setAlt] = useState(initialAlt);
  const [error, setError] = useState(false);

  useEffect(() => {
    if (open) {
      setAlt(initialAlt);
      setError(false);
    }
  }, [open, initialAlt]);

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const text = alt.trim();
    if (!text) {
      setError(true);
      return;
    }
    onConfirm(text);
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {src && (
            <Box
              component="img"
              src={src}
              alt=""
              sx={{
                display: 'block',
                maxWidth: '100%',
                maxHeight: 240,
                mx: 'auto',
                mb: 2,
                objectFit: 'contain',
              }}
            />
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={ALT_TEXT_LABEL}
            value={alt}
            required
            error={error}
            onChange={(event) => {
              setAlt(event.target.value);
              if (event.target.value.trim()) setError(false);
            }}
            onKeyDown={(event) => {
              // Enter confirms (a new line has no place in an alt text).
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            helperText={
              error
                ? ALT_TEXT_REQUIRED
                : "Cosa mostra l'immagine, per chi usa un lettore di schermo o non la vede caricare"
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Annulla</Button>
          <Button type="submit" variant="contained">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
