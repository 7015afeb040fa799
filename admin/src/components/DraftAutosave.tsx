// Autosave of an unsaved form in this browser, per user, resource and record: while the
// form has changes, its values are kept a moment after each change (and at once when the
// page is hidden or closed); a form opened again after a reload, a crash or a lost
// session offers them back with 'Ripristina' or 'Scarta'. Saving the form forgets them
// (CreatePage / EditPage), as does a form brought back to what was saved.
import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DRAFT_AUTOSAVE_DELAY_MS } from '../config';
import { formatLongDateTime } from '../lib/format';
import {
  differsFrom,
  draftKey,
  readDraft,
  removeDraft,
  writeDraft,
  type StoredDraft,
} from '../lib/formStorage';

/** The draft key of the form in context, once the signed-in user is known. */
export function useDraftKey(recordId?: unknown): string | null {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  if (!identity || !resource) return null;
  return draftKey(String(identity.id), resource, recordId ?? record?.id);
}

export const DraftAutosave = () => {
  const key = useDraftKey();
  const { control, getValues, reset } = useFormContext();
  const { dirtyFields } = useFormState({ control });
  const dirty = Object.keys(dirtyFields).length > 0;
  const values = useWatch({ control });
  // undefined: not looked yet; a draft: offered; null: none, or settled.
  const [offer, setOffer] = useState<StoredDraft | null | undefined>(undefined);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!key) return;
    const draft = readDraft(key);
    if (draft && differsFrom(draft, getValues())) {
      setOffer(draft);
    } else {
      if (draft) removeDraft(key);
      setOffer(null);
    }
  }, [key, getValues]);

  const settled = key !== null && offer === null;

  useEffect(() => {
    if (!settled) return;
    if (!dirty) {
      removeDraft(key);
      return;
    }
    const timer = setTimeout(() => writeDraft(key, getValues()), DRAFT_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled, key, dirty, values, getValues]);

  useEffect(() => {
    if (!settled) return;
    const keepNow = () => {
      if (dirtyRef.current) writeDraft(key, getValues());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    window.addEventListener('pagehide', keepNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keepNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [settled, key, getValues]);

  if (!offer || !key) return null;

  const restore = () => {
    // Against the saved values: the restored ones count as changes (and warn when leaving).
    reset({ ...getValues(), ...offer.values }, { keepDefaultValues: true });
    setOffer(null);
  };
  const discard = () => {
    removeDraft(key);
    setOffer(null);
  };

  return (
    <Alert
      severity="info"
      role="region"
      aria-label="Modifiche non salvate"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={restore}>
            Ripristina
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            Scarta
          </Button>
        </>
      }
    >
      Questo modulo ha modifiche non salvate del {formatLongDateTime(offer.savedAt)}, rimaste in
      questo browser. Vuoi ripristinarle?
    </Alert>
  );
};
