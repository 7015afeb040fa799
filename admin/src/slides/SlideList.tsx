// /admin/slides: 'Gestione Slide', in the order of the home page's carousel.
import { Datagrid, ListBase, TextField } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { ORDER_SORT, ReorderButtons } from '../components/ReorderButtons';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { YesNoField } from '../components/YesNoField';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { BulkDelete } from '../components/BulkDelete';

export const SlideList = () => (
  <ListBase sort={ORDER_SORT} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Slide"
      action={{ label: 'Nuova Slide', to: '/slides/new' }}
      errorText="Errore nel caricamento delle slide"
      emptyText="Nessuna slide"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare le slide selezionate?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['subtitle', 'image'])}
      >
        <TextField source="title" sortable={false} sx={{ fontWeight: 600 }} />
        <TextField source="subtitle" sortable={false} />
        <YesNoField source="visible" sortable={false} />
        <Thumbnail source="image" label="Anteprima" />
        <ReorderButtons label="Ordine" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questa slide?"
          errorText={() => "Errore durante l'eliminazione della slide"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
