// The enrolments of a course or an event booked on the site, under its edit form: who is
// confirmed and who waits (with their positions), attendance to mark, a cancellation by
// the committee (the seat goes to the first who waits, told by e-mail) and the CSV export.
// Read and changed through GraphQL (the data provider's enrolment calls); the CSV export is
// the REST file GET /api/{projects|events}/:id/enrolments/export.csv.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  type DataProvider,
} from 'react-admin';
import { API_BASE } from '../config';
import {
  ENROLMENT_STATUS_LABELS,
  type Enrolment,
  type EnrolmentCalls,
  type EnrolmentOwner,
} from '../lib/enrolments';
import { readToken } from '../lib/graphqlClient';

/** The CSV export, a file of the REST API. */
async function csvBlob(path: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Esportazione non riuscita');
  }
  return response.blob();
}

export interface EnrolmentsPanelProps {
  /** Whose enrolments: a course's (projects) or an event's. */
  resource?: 'projects' | 'events';
}

export function EnrolmentsPanel({ resource = 'projects' }: EnrolmentsPanelProps) {
  const record = useRecordContext<{ id: string | number; bookingMode?: string; seats?: number }>();
  const { permissions } = usePermissions<string[]>();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & EnrolmentCalls>();
  const [rows, setRows] = useState<Enrolment[] | null>(null);
  const id = record?.id;
  const mayWrite = (permissions ?? []).includes('enrolments.write');
  const owner = useMemo<EnrolmentOwner | undefined>(
    () => (id === undefined ? undefined : { resource, id }),
    [resource, id],
  );

  const load = useCallback(async () => {
    if (!owner) return;
    try {
      setRows(await dataProvider.getEnrolments(owner));
    } catch (error) {
      notify(`Errore nel caricamento delle iscrizioni: ${(error as Error).message}`, {
        type: 'error',
      });
    }
  }, [owner, dataProvider, notify]);

  useEffect(() => {
    if (record?.bookingMode === 'onsite') void load();
  }, [load, record?.bookingMode]);

  if (!record || record.bookingMode !== 'onsite') return null;

  const confirmed = rows?.filter((row) => row.status === 'confirmed').length ?? 0;

  // The box follows the click at once; a refusal puts back what the server holds.
  const setAttended = async (row: Enrolment, attended: boolean) => {
    if (!owner) return;
    setRows(
      (current) =>
        current && current.map((one) => (one.id === row.id ? { ...one, attended } : one)),
    );
    try {
      await dataProvider.setEnrolmentAttendance(owner, row.id, attended);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      await load();
    }
  };

  const cancel = async (row: Enrolment) => {
    if (!owner || !window.confirm(`Annullare l'iscrizione di ${row.name}?`)) return;
    try {
      await dataProvider.cancelEnrolment(owner, row.id);
      notify('Iscrizione annullata', { type: 'info' });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const exportCsv = async () => {
    try {
      const blob = await csvBlob(`/${resource}/${id}/enrolments/export.csv`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `iscrizioni-${resource === 'events' ? 'evento' : 'corso'}-${id}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="enrolments-title" sx={{ width: '100%', mt: 3 }}>
      <Typography id="enrolments-title" variant="h6" component="h2">
        Iscrizioni
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Posti occupati: {confirmed} su {record.seats ?? 0}
      </Typography>
      <Button type="button" variant="outlined" onClick={() => void exportCsv()} sx={{ mb: 2 }}>
        Esporta CSV
      </Button>
      {rows && rows.length === 0 && <Typography>Nessuna iscrizione.</Typography>}
      {rows && rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Telefono</TableCell>
                <TableCell>Stato</TableCell>
                <TableCell>Posizione</TableCell>
                <TableCell>Presente</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.phone ?? ''}</TableCell>
                  <TableCell>{ENROLMENT_STATUS_LABELS[row.status]}</TableCell>
                  <TableCell>{row.position ?? ''}</TableCell>
                  <TableCell>
                    <Checkbox
                      checked={row.attended}
                      disabled={!mayWrite || row.status === 'cancelled'}
                      onChange={(event) => void setAttended(row, event.target.checked)}
                      inputProps={{ 'aria-label': `Presente: ${row.name}` }}
                    />
                  </TableCell>
                  <TableCell>
                    {mayWrite && row.status !== 'cancelled' && (
                      <Button type="button" color="error" onClick={() => void cancel(row)}>
                        Annulla iscrizione
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
