// /admin/timeline: 'Storia del comitato', in the order of the /storia/comitato timeline.
import { Datagrid, ListBase, TextField } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { ORDER_SORT, ReorderButtons } from '../components/ReorderButtons';
import { RowActions } from '../components/RowActions';
import { TitleWithPreview } from '../components/TitleWithPreview';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { BulkDelete } from '../components/BulkDelete';

export const TimelineEventList = () => (
  <ListBase sort={ORDER_SORT} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Storia del comitato"
      action={{ label: 'Nuovo Evento', to: '/timeline/new' }}
      errorText="Errore nel caricamento della storia del comitato"
      emptyText="Nessun evento nella storia del comitato"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare gli eventi della storia selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['date'])}
      >
        <TextField source="year" sortable={false} sx={{ fontWeight: 600 }} />
        <TextField source="date" sortable={false} />
        <TitleWithPreview source="title" previewSource="description" sortable={false} />
        <ReorderButtons label="Ordine" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo evento della storia?"
          errorText={() => "Errore durante l'eliminazione dell'evento"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
