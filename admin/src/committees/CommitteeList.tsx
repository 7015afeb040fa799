// /admin/committees: 'Comitati', the committees of the platform (platform administrators
// only): each with its site, its state, and its actions: open its back office (the switch,
// already signed in), edit it, archive it (its site answers 404, its data stays) or
// restore it.
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Box, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  FunctionField,
  ListBase,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ListPage } from '../components/ListPage';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import type { AdminDataProvider } from '../lib/dataProvider';
import { committeeErrorText } from './committeeErrors';
import { useOpenCommittee } from './useOpenCommittee';

const ArchiveOrRestore = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const archived = Boolean(record.archivedAt);
  const run = async () => {
    setAsking(false);
    try {
      if (archived) {
        await dataProvider.restoreCommittee(String(record.id));
        notify('Comitato ripristinato', { type: 'info' });
      } else {
        await dataProvider.delete('committees', { id: record.id, previousData: record });
        notify('Comitato archiviato', { type: 'info' });
      }
      refresh();
    } catch (error) {
      notify(committeeErrorText(error, 'Operazione non riuscita'), { type: 'error' });
    }
  };
  return (
    <>
      <Button
        label={archived ? 'Ripristina' : 'Archivia'}
        onClick={() => (archived ? void run() : setAsking(true))}
      >
        {archived ? <UnarchiveIcon /> : <ArchiveIcon />}
      </Button>
      <Confirm
        isOpen={asking}
        title="Archiviare il comitato?"
        content={`Il sito di ${record.name} risponderà «Comitato non trovato» e il suo back office non sarà più raggiungibile. I dati restano: potrai ripristinarlo.`}
        confirm="Archivia"
        cancel="Annulla"
        confirmColor="warning"
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

const CommitteeActions = () => {
  const record = useRecordContext();
  const { open, opening } = useOpenCommittee();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {!record.archivedAt && (
        <Button
          label="Apri il back office"
          disabled={opening}
          onClick={() => void open(String(record.id))}
        >
          <LoginIcon />
        </Button>
      )}
      <Button component={Link} to={`/committees/${record.id}/edit`} label="Modifica">
        <EditIcon />
      </Button>
      <ArchiveOrRestore />
    </Box>
  );
};

export const CommitteeList = () => (
  <ListBase sort={{ field: 'name', order: 'ASC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Comitati"
      action={{ label: 'Nuovo comitato', to: '/committees/new' }}
      errorText="Errore nel caricamento dei comitati"
      emptyText="Nessun comitato"
    >
      <Datagrid bulkActionButtons={false} rowClick={false} sx={hideOnSmallScreens(['slug'])}>
        <TextField source="name" label="Nome" sx={{ fontWeight: 600 }} />
        <TextField source="slug" label="Indirizzo breve" />
        <FunctionField
          source="url"
          label="Sito"
          sortable={false}
          render={(record: RaRecord) => (
            <MuiLink href={String(record.url)} target="_blank" rel="noopener">
              {String(record.url).replace(/^https?:\/\//, '')}
            </MuiLink>
          )}
        />
        <FunctionField
          source="archivedAt"
          label="Stato"
          render={(record: RaRecord) => (record.archivedAt ? 'Archiviato' : 'Attivo')}
        />
        <FunctionField label="Azioni" textAlign="right" render={() => <CommitteeActions />} />
      </Datagrid>
    </ListPage>
  </ListBase>
);
