// /admin/events: 'Gestione Eventi', each event with its time, place and publication status.
import { Datagrid, FunctionField, ListBase, TextField, type RaRecord } from 'react-admin';
import { BulkDelete } from '../components/BulkDelete';
import { ListPage } from '../components/ListPage';
import { PublicationStatusField } from '../components/PublicationStatusField';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { TitleWithPreview } from '../components/TitleWithPreview';
import { hideOnSmallScreens } from '../components/tableStyles';
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
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare gli eventi selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['location', 'status', 'image'])}
      >
        <TitleWithPreview
          source="title"
          label="Titolo"
          previewSource="description"
          statusGender="masculine"
        />
        <FunctionField
          source="startsAt"
          label="Inizio"
          render={(record: RaRecord) => formatLongDateTime(record.startsAt as string)}
        />
        <TextField source="location" label="Luogo" />
        <PublicationStatusField source="status" label="Stato" gender="masculine" sortable={false} />
        <Thumbnail source="image" label="Anteprima" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo evento?"
          errorText={() => "Errore durante l'eliminazione dell'evento"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
