// /admin/services: 'Gestione Servizi', in the order of the /servizi page.
import { Datagrid, ListBase, TextField } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { ORDER_SORT, ReorderButtons } from '../components/ReorderButtons';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { YesNoField } from '../components/YesNoField';
import { TitleWithPreview } from '../components/TitleWithPreview';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { BulkDelete } from '../components/BulkDelete';

export const ServiceList = () => (
  <ListBase sort={ORDER_SORT} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Servizi"
      action={{ label: 'Nuovo Servizio', to: '/services/new' }}
      errorText="Errore nel caricamento dei servizi"
      emptyText="Nessun servizio"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i servizi selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['category', 'isNew', 'image'])}
      >
        <TitleWithPreview source="title" previewSource="summary" sortable={false} />
        <TextField source="category" sortable={false} />
        <YesNoField source="isNew" sortable={false} />
        <Thumbnail source="image" label="Anteprima" />
        <ReorderButtons label="Ordine" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo servizio?"
          errorText={() => "Errore durante l'eliminazione del servizio"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
