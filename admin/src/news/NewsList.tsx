// /admin/news: 'Gestione Notizie', each item with its publication status.
import { Datagrid, FunctionField, ListBase, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { PublicationStatusField } from '../components/PublicationStatusField';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { TitleWithPreview } from '../components/TitleWithPreview';
import { LIST_PER_PAGE } from '../config';
import { formatListDate } from '../lib/format';
import { hideOnSmallScreens } from '../components/tableStyles';
import { BulkDelete } from '../components/BulkDelete';

export const NewsList = () => (
  <ListBase sort={{ field: 'date', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Notizie"
      action={{ label: 'Nuova Notizia', to: '/news/new' }}
      errorText="Errore nel caricamento delle notizie"
      searchLabel="Cerca nelle notizie"
      emptyText="Nessuna notizia"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare le notizie selezionate?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['status', 'image'])}
      >
        <TitleWithPreview
          source="title"
          label="Titolo"
          previewSource="content"
          statusGender="feminine"
        />
        <FunctionField
          source="date"
          label="Data"
          render={(record: RaRecord) => formatListDate(record.date as string)}
        />
        <PublicationStatusField source="status" label="Stato" gender="feminine" sortable={false} />
        <Thumbnail source="image" label="Anteprima" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questa notizia?"
          errorText={() => "Errore durante l'eliminazione della notizia"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
