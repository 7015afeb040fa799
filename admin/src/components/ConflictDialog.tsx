// A save refused because someone else changed the record since this form loaded it
// (CONFLICT): what they changed, field by field (the version this form loaded, the
// current one), and two ways on: 'Ricarica' (the form takes the current version; these
// edits are dropped) or 'Sovrascrivi comunque' (these edits saved over theirs, knowingly).
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { withReason } from '../lib/notifications';
import { changedFields } from '../lib/recordDiff';
import { FieldChanges } from './FieldChanges';

export const CONFLICT_TITLE = 'Modificato da un’altra persona';

export interface ConflictDialogProps {
  open: boolean;
  onClose(): void;
  /** What a save does once it succeeded (the page's own: notification, back to the list). */
  onSaved(record: RaRecord): void;
  /** Forgets the draft kept in the browser (after a reload). */
  forgetDraft(): void;
  /**
   * The values compared, when the record holds nested groups (the settings' address.street);
   * labelled as `resources.<resource>.fields.<name>`.
   */
  recordValues?: (record: Record<string, unknown>) => Record<string, unknown>;
}

export const ConflictDialog = ({
  open,
  onClose,
  onSaved,
  forgetDraft,
  recordValues = (record) => record,
}: ConflictDialogProps) => {
  const resource = useResourceContext() as string;
  const loaded = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { getValues } = useFormContext();
  const [current, setCurrent] = useState<RaRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const loadedId = loaded?.id;

  // The current version, read each time the dialog opens.
  useEffect(() => {
    if (!open || loadedId === undefined) return;
    let cancelled = false;
    void dataProvider.getOne(resource, { id: loadedId }).then(
      ({ data }) => {
        if (!cancelled) setCurrent(data);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      setCurrent(null);
    };
  }, [open, loadedId, resource, dataProvider]);

  const loadedValues = loaded ? recordValues(loaded) : {};
  const currentValues = current ? recordValues(current) : {};
  const changes = current && loaded ? changedFields(loadedValues, currentValues) : [];

  const reload = () => {
    forgetDraft();
    onClose();
    // The page reads the record again; the form takes it (react-admin resets it).
    refresh();
  };

  const overwrite = async () => {
    if (!loaded || !current) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.update(resource, {
        id: loaded.id,
        data: getValues(),
        // Made from the current version: the changes the other person made are replaced.
        previousData: { ...loaded, version: current.version as unknown },
      });
      onClose();
      onSaved(data);
    } catch (error) {
      notify(withReason('Si è verificato un errore durante il salvataggio', error), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{CONFLICT_TITLE}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Questo elemento è stato modificato da un&apos;altra persona mentre lo stavi modificando
          {current?.updatedBy ? ` (${String(current.updatedBy)})` : ''}. Puoi ricaricare la versione
          attuale (le tue modifiche non salvate andranno perse) oppure sovrascriverla con le tue
          modifiche.
        </Alert>
        {current === null ? (
          <Typography>Caricamento della versione attuale…</Typography>
        ) : changes.length === 0 ? (
          <Typography>Nessun campo diverso da quello che hai caricato.</Typography>
        ) : (
          <FieldChanges
            title="Modifiche dell'altra persona"
            beforeHeading="Versione che hai caricato"
            afterHeading="Versione attuale"
            fields={changes}
            before={loadedValues}
            after={currentValues}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Annulla
        </Button>
        <Button onClick={reload} disabled={busy}>
          Ricarica
        </Button>
        <Button
          onClick={() => void overwrite()}
          disabled={busy || current === null}
          color="warning"
          variant="contained"
        >
          Sovrascrivi comunque
        </Button>
      </DialogActions>
    </Dialog>
  );
};
