// The history of a record under its edit form: each earlier version (who saved over it,
// when), what that save changed field by field (before / after; rich text as plain text),
// and 'Ripristina', which brings the version back as a new save (itself kept in the
// history). The form then shows the record as restored.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';
import { formatLongDateTime } from '../lib/format';
import { withReason } from '../lib/notifications';
import { changedFields } from '../lib/recordDiff';
import type { RevisionSummary } from '../lib/safetyNet';
import { FieldChanges } from './FieldChanges';

export const RESTORED_TEXT = 'Versione ripristinata';

/** The fields both versions have (a revision keeps columns, the record shows fields). */
function common(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): [Record<string, unknown>, Record<string, unknown>] {
  const names = Object.keys(before).filter((name) => name in after);
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, values[name]]));
  return [pick(before), pick(after)];
}

export interface RevisionHistoryProps {
  /** The record's id on the server, when the page keys it otherwise (the settings). */
  recordId?: string;
  /**
   * The values compared, when the record's fields and the revisions' columns are not
   * named alike (nested groups); labelled as `resources.<resource>.fields.<name>`.
   */
  recordValues?: (record: Record<string, unknown>) => Record<string, unknown>;
  revisionValues?: (data: Record<string, unknown>) => Record<string, unknown>;
}

const asIs = (values: Record<string, unknown>) => values;

export const RevisionHistory = ({
  recordId,
  recordValues = asIs,
  revisionValues = asIs,
}: RevisionHistoryProps = {}) => {
  const resource = useResourceContext() as string;
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = recordId ?? (record?.id === undefined ? undefined : String(record.id));
  const version = record?.version as string | undefined;

  const load = useCallback(() => {
    if (id === undefined) return;
    dataProvider.getRevisions(resource, id).then(setRevisions, () => setRevisions([]));
  }, [dataProvider, resource, id]);

  // Read again whenever the record changes (a save, a restore).
  useEffect(load, [load, version]);

  if (!record || id === undefined || revisions === null) return null;

  const restore = async (revision: RevisionSummary) => {
    setBusy(true);
    try {
      await dataProvider.restoreRevision(resource, id, revision.id);
      notify(RESTORED_TEXT, { type: 'info' });
      refresh();
    } catch (error) {
      notify(withReason('Impossibile ripristinare la versione', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label="Cronologia delle modifiche" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Cronologia delle modifiche
        </Typography>
        {revisions.length === 0 ? (
          <Typography color="text.secondary">Nessuna versione precedente.</Typography>
        ) : (
          revisions.map((revision, index) => {
            // What the save over this version changed: this version -> the next one.
            const later =
              index === 0
                ? recordValues(record as Record<string, unknown>)
                : revisionValues(revisions[index - 1].data);
            const [before, after] = common(revisionValues(revision.data), later);
            const changes = changedFields(before, after);
            const shown = open === revision.id;
            return (
              <Box
                key={revision.id}
                component="article"
                aria-label={`Versione del ${formatLongDateTime(revision.createdAt)}`}
                sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ flex: 1 }}>
                    Versione sostituita il {formatLongDateTime(revision.createdAt)} da{' '}
                    {revision.userName}
                    {changes.length > 0
                      ? ` (${changes.length === 1 ? '1 campo cambiato' : `${changes.length} campi cambiati`})`
                      : ''}
                  </Typography>
                  <Button size="small" onClick={() => setOpen(shown ? null : revision.id)}>
                    {shown ? 'Nascondi differenze' : 'Mostra differenze'}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => void restore(revision)}
                  >
                    Ripristina
                  </Button>
                </Box>
                {shown && (
                  <FieldChanges
                    title="Differenze"
                    beforeHeading="Questa versione"
                    afterHeading="Dopo il salvataggio"
                    fields={changes}
                    before={before}
                    after={after}
                    preWrap
                  />
                )}
              </Box>
            );
          })
        )}
      </CardContent>
    </Card>
  );
};
