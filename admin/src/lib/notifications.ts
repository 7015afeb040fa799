// Notification texts built from a failed call: the spec's text, and the server's own
// reason when it gave one (e.g. 'File troppo grande: il limite è 10 MB').
import { errorMessage } from './errors';

export function withReason(text: string, error: unknown): string {
  const reason = errorMessage(error);
  return reason ? `${text}: ${reason}` : text;
}
