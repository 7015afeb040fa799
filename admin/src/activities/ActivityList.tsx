// /admin/activities: 'Gestione Attività', in the order of the home page's grid.
import { Datagrid, ListBase, SelectField, TextField } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { ORDER_SORT, ReorderButtons } from '../components/ReorderButtons';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { TitleWithPreview } from '../components/TitleWithPreview';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { activitySizeChoices } from './activitySizes';
import { BulkDelete } from '../components/BulkDelete';

export const ActivityList = () => (
  <ListBase sort={ORDER_SORT} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Attività"
      action={{ label: 'Nuova Attività', to: '/activities/new' }}
      errorText="Errore nel caricamento delle attività"
      emptyText="Nessuna attività"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare le attività selezionate?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['category', 'size', 'image'])}
      >
        <TitleWithPreview source="title" previewSource="summary" sortable={false} />
        <TextField source="category" sortable={false} />
        <SelectField source="size" choices={activitySizeChoices} sortable={false} />
        <Thumbnail source="image" label="Anteprima" />
        <ReorderButtons label="Ordine" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questa attività?"
          errorText={() => "Errore durante l'eliminazione dell'attività"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
