// What the statistic forms share, in the English wording the spec gives them: the
// toolbar ('Save', 'Saving...', 'Cancel') and the save failure's text (the server's
// message, else 'Failed to save stat', else 'An error occurred').
import { FormToolbar } from '../components/FormToolbar';

export const StatToolbar = () => (
  <FormToolbar cancelTo="/stats" saveLabel="Save" savingLabel="Saving..." cancelLabel="Cancel" />
);

export function statSaveErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || 'Failed to save stat';
  if (typeof error === 'object' && error !== null) return 'Failed to save stat';
  return 'An error occurred';
}
