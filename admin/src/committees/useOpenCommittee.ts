// The committee switch: asks the server for the committee's back office with a one-time
// sign-in code (valid one minute, once, on that committee only) and goes there; the
// back office of that origin exchanges the code for a session on arrival (handoff.ts).
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';
import { committeeErrorText } from './committeeErrors';

export function useOpenCommittee(): { open: (id: string) => Promise<void>; opening: boolean } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  const open = async (id: string) => {
    setOpening(true);
    try {
      window.location.assign(await dataProvider.committeeHandoff(id));
    } catch (error) {
      setOpening(false);
      notify(committeeErrorText(error, 'Impossibile aprire il back office del comitato'), {
        type: 'error',
      });
    }
  };
  return { open, opening };
}
