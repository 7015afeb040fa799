// /admin/pages: 'Gestione Pagine', each page with its address, its publication status and
// whether the menu and the footer link it.
import { Datagrid, FunctionField, ListBase, TextField, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { PublicationStatusField } from '../components/PublicationStatusField';
import { RowActions } from '../components/RowActions';
import { YesNoField } from '../components/YesNoField';
import { LIST_PER_PAGE } from '../config';
import { hideOnSmallScreens } from '../components/tableStyles';
import { BulkDelete } from '../components/BulkDelete';

export const PageList = () => (
  <ListBase sort={{ field: 'title', order: 'ASC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Pagine"
      action={{ label: 'Nuova Pagina', to: '/pages/new' }}
      errorText="Errore nel caricamento delle pagine"
      searchLabel="Cerca nelle pagine"
      emptyText="Nessuna pagina"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare le pagine selezionate?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['status', 'inMenu', 'inFooter'])}
      >
        <TextField source="title" label="Titolo" />
        <FunctionField
          source="slug"
          label="Indirizzo"
          render={(record: RaRecord) => `/${String(record.slug)}`}
        />
        <PublicationStatusField source="status" label="Stato" gender="feminine" sortable={false} />
        <YesNoField source="inMenu" label="Nel menu" />
        <YesNoField source="inFooter" label="Nel piè di pagina" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questa pagina?"
          errorText={() => "Errore durante l'eliminazione della pagina"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
