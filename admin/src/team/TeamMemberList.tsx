// /admin/team: 'Gestione Team', in the order of the home page's team section.
import { Datagrid, ListBase, TextField } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { ORDER_SORT, ReorderButtons } from '../components/ReorderButtons';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { BulkDelete } from '../components/BulkDelete';

export const TeamMemberList = () => (
  <ListBase sort={ORDER_SORT} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Team"
      action={{ label: 'Nuovo Membro', to: '/team/new' }}
      errorText="Errore nel caricamento del team"
      emptyText="Nessun membro del team"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i membri del team selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['image'])}
      >
        <TextField source="name" sortable={false} sx={{ fontWeight: 600 }} />
        <TextField source="role" sortable={false} />
        <Thumbnail source="image" label="Anteprima" titleSource="name" />
        <ReorderButtons label="Ordine" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo membro del team?"
          errorText={() => "Errore durante l'eliminazione del membro del team"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
