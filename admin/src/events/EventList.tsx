// /admin/events: 'Gestione Eventi', each event with its time, place and publication status.
import { FunctionField, ListBase, TextField, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { PublishedItemsGrid } from '../components/PublishedItemsGrid';
import { LIST_PER_PAGE } from '../config';
import { formatLongDateTime } from '../lib/format';

export const EventList = () => (
  <ListBase sort={{ field: 'startsAt', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Eventi"
      action={{ label: 'Nuovo Evento', to: '/events/new' }}
      errorText="Errore nel caricamento degli eventi"
      searchLabel="Cerca negli eventi"
      emptyText="Nessun evento"
    >
      <PublishedItemsGrid
        bulkConfirmText="Sei sicuro di voler eliminare gli eventi selezionati?"
        confirmText="Sei sicuro di voler eliminare questo evento?"
        deleteErrorText="Errore durante l'eliminazione dell'evento"
        hiddenOnSmallScreens={['location']}
      >
        <FunctionField
          source="startsAt"
          label="Inizio"
          render={(record: RaRecord) => formatLongDateTime(record.startsAt as string)}
        />
        <TextField source="location" label="Luogo" />
      </PublishedItemsGrid>
    </ListPage>
  </ListBase>
);
