// The 'Ordine' cell of an ordered list (team, slides, activities, services, timeline):
// 'Sposta su' and 'Sposta giù' send the resource's whole new order to the server
// (reorderX(ids)), then the list is read again in that order. The first record cannot
// go up, the last cannot go down. Shown to who may change the records (canAccess).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton } from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import type { AdminDataProvider } from '../lib/dataProvider';
import { withReason } from '../lib/notifications';
import { moveId, type Direction } from '../lib/reorder';

export const ORDER_SORT = { field: 'position', order: 'ASC' } as const;

export const ReorderButtons = (_: { label?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { data = [], total = data.length, page = 1, perPage = data.length } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [moving, setMoving] = useState(false);
  // Reordering changes the records: for who may change them.
  const { canAccess: mayReorder } = useCanAccess({ action: 'edit' });
  if (!record || !resource || !mayReorder) return null;
  const place = (page - 1) * perPage + data.findIndex((r) => r.id === record.id);

  /** Every id of the resource in its current order (the list may show only a page of it). */
  const allIds = async (): Promise<Identifier[]> => {
    if (data.length >= total) return data.map((r) => r.id);
    const all = await dataProvider.getList(resource, {
      pagination: { page: 1, perPage: total },
      sort: ORDER_SORT,
      filter: {},
    });
    return all.data.map((r) => r.id);
  };

  const move = async (direction: Direction) => {
    setMoving(true);
    try {
      const ids = moveId(await allIds(), record.id, direction);
      await dataProvider.reorder(resource, { ids });
      notify('Ordine aggiornato', { type: 'info' });
      refresh();
    } catch (error) {
      notify(withReason("Errore durante l'aggiornamento dell'ordine", error), { type: 'error' });
    } finally {
      setMoving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <IconButton
        aria-label="Sposta su"
        title="Sposta su"
        size="small"
        disabled={moving || place <= 0}
        onClick={() => void move('up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label="Sposta giù"
        title="Sposta giù"
        size="small"
        disabled={moving || place >= total - 1}
        onClick={() => void move('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
