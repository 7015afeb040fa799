// What the user forms share: the toolbar and the save failure's text (the server's
// message, e.g. the last administrator's, else a generic one).
import { FormToolbar } from '../components/FormToolbar';

export const UserToolbar = () => (
  <FormToolbar
    cancelTo="/users"
    saveLabel="Salva"
    savingLabel="Salvataggio..."
    cancelLabel="Annulla"
  />
);

export function userErrorText(
  error: unknown,
  fallback = "Errore durante il salvataggio dell'utente",
): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
