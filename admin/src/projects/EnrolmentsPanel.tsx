// The enrolments of a course or an event booked on the site, under its edit form: who is
// confirmed and who waits (with their positions), attendance to mark, a cancellation by
// the committee (the seat goes to the first who waits, told by e-mail) and the CSV export.
// Read from the REST contract (GET/PUT/DELETE /api/projects/:id/enrolments, and
// /api/events/:id/enrolments for an event).
import { useCallback, useEffect, useState } from 'react';
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
import { useNotify, usePermissions, useRecordContext } from 'react-admin';
import { API_BASE } from '../config';
import { readToken } from '../lib/graphqlClient';

interface EnrolmentRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  position: number | null;
  attended: boolean;
  createdAt: string;
}

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentRow['status'], string> = {
  confirmed: 'Confermata',
  waitlisted: "In lista d'attesa",
  cancelled: 'Annullata',
};

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Operazione non riuscita');
  }
  return response;
}

export interface EnrolmentsPanelProps {
  /** Whose enrolments: a course's (projects) or an event's. */
  resource?: 'projects' | 'events';
}

export function EnrolmentsPanel({ resource = 'projects' }: EnrolmentsPanelProps) {
  const record = useRecordContext<{ id: string | number; bookingMode?: string; seats?: number }>();
  const { permissions } = usePermissions<string[]>();
  const notify = useNotify();
  const [rows, setRows] = useState<EnrolmentRow[] | null>(null);
  const id = record?.id;
  const mayWrite = (permissions ?? []).includes('enrolments.write');
  const base = `/${resource}/${id}/enrolments`;

  const load = useCallback(async () => {
    if (id === undefined) return;
    try {
      setRows((await (await api(base)).json()) as EnrolmentRow[]);
    } catch (error) {
      notify(`Errore nel caricamento delle iscrizioni: ${(error as Error).message}`, {
        type: 'error',
      });
    }
  }, [id, base, notify]);

  useEffect(() => {
    if (record?.bookingMode === 'onsite') void load();
  }, [load, record?.bookingMode]);

  if (!record || record.bookingMode !== 'onsite') return null;

  const confirmed = rows?.filter((row) => row.status === 'confirmed').length ?? 0;

  const setAttended = async (row: EnrolmentRow, attended: boolean) => {
    try {
      await api(`${base}/${row.id}`, {
        method: 'PUT',
        body: JSON.stringify({ attended }),
      });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const cancel = async (row: EnrolmentRow) => {
    if (!window.confirm(`Annullare l'iscrizione di ${row.name}?`)) return;
    try {
      await api(`${base}/${row.id}`, { method: 'DELETE' });
      notify('Iscrizione annullata', { type: 'info' });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const exportCsv = async () => {
    try {
      const blob = await (await api(`${base}/export.csv`)).blob();
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
