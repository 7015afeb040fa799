// 'Cestino': what was deleted in the last TRASH_DAYS days (what the signed-in user may
// restore), the most recently deleted first: what it was, its type, who deleted it and
// when, until when it is kept, and 'Ripristina', which puts it back where it was.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { FormPage } from '../components/FormPage';
import type { AdminDataProvider } from '../lib/dataProvider';
import { formatLongDate, formatLongDateTime } from '../lib/format';
import { withReason } from '../lib/notifications';
import type { TrashSummary } from '../lib/safetyNet';
import { useActivityLogLabels } from '../lib/activityLogLabels';

export const TRASH_RESTORED = 'Elemento ripristinato';

export const TrashPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const labels = useActivityLogLabels();
  const [entries, setEntries] = useState<TrashSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    dataProvider.getTrash().then(
      (found) => {
        setEntries(found);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [dataProvider]);
  useEffect(load, [load]);

  const restore = async (entry: TrashSummary) => {
    setBusy(entry.id);
    try {
      await dataProvider.restoreFromTrash(entry.resource, String(entry.recordId));
      notify(TRASH_RESTORED, { type: 'info' });
      load();
    } catch (error) {
      notify(withReason('Impossibile ripristinare', error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <FormPage title="Cestino">
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>
            Gli elementi eliminati restano nel cestino per un periodo limitato, poi vengono
            cancellati definitivamente insieme ai loro file.
          </Typography>
          {failed && <Alert severity="error">Impossibile caricare il cestino.</Alert>}
          {entries !== null && entries.length === 0 && (
            <Typography color="text.secondary">Il cestino è vuoto.</Typography>
          )}
          {entries !== null && entries.length > 0 && (
            <Table size="small" aria-label="Elementi nel cestino">
              <TableHead>
                <TableRow>
                  <TableCell>Elemento</TableCell>
                  <TableCell>Tipo</TableCell>
                  <TableCell>Eliminato</TableCell>
                  <TableCell>Conservato fino al</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{entry.label ?? `#${entry.recordId}`}</TableCell>
                    <TableCell>{labels[entry.recordType] ?? entry.recordType}</TableCell>
                    <TableCell>
                      {formatLongDateTime(entry.deletedAt)} da {entry.deletedBy}
                    </TableCell>
                    <TableCell>{formatLongDate(entry.expiresAt)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy !== null}
                        onClick={() => void restore(entry)}
                      >
                        Ripristina
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </FormPage>
  );
};
