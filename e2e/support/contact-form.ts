// The server discards a contact form sent sooner than its minimum fill time after the
// form was shown (a robot's speed): a browser test that sends one waits as a person would.
import { DEFAULT_CONTACT_MIN_FILL_MS } from '../../server/src/config.js';

/** Waits until the form shown at `shownAt` (Date.now()) has been on screen long enough. */
export async function waitLikeAPerson(shownAt: number): Promise<void> {
  const wait = shownAt + DEFAULT_CONTACT_MIN_FILL_MS + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
