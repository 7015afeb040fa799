// /admin/stats: 'Gestione Statistiche'.
import { Datagrid, FunctionField, ListBase, TextField, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { RowActions } from '../components/RowActions';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { previewText } from '../lib/format';
import { BulkDelete } from '../components/BulkDelete';

export const StatList = () => (
  <ListBase sort={{ field: 'position', order: 'ASC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Statistiche"
      action={{ label: 'Nuova Statistica', to: '/stats/new' }}
      errorText="Errore nel caricamento delle statistiche"
      emptyText="Nessuna statistica"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare le statistiche selezionate?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['description'])}
      >
        <TextField source="title" label="Titolo" sx={{ fontWeight: 600 }} />
        <FunctionField
          source="description"
          label="Descrizione"
          render={(record: RaRecord) => previewText(record.description as string)}
        />
        <TextField source="value" label="Valore" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questa statistica?"
          errorText={() => "Errore durante l'eliminazione della statistica"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
