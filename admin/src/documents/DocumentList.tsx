// /admin/documents: 'Gestione Documenti', with a download link per row ('Scarica', an
// icon with that name on phones, as the row's other actions).
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Datagrid,
  FunctionField,
  ListBase,
  useNotify,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { ListPage } from '../components/ListPage';
import { deleteErrorText, RowActions } from '../components/RowActions';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { formatLongDate } from '../lib/format';
import { resolveFileUrl } from '../lib/fileUrl';
import { BulkDelete } from '../components/BulkDelete';

export const DownloadButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const href = resolveFileUrl(record?.fileUrl as string | undefined);
  if (!href) {
    return (
      <Button
        label="Scarica"
        onClick={() => notify('URL del file non disponibile', { type: 'error' })}
      >
        <DownloadIcon />
      </Button>
    );
  }
  return (
    <Button label="Scarica" component="a" href={href} target="_blank" rel="noopener">
      <DownloadIcon />
    </Button>
  );
};

const DocumentActions = (_props: { label?: string }) => (
  <RowActions
    confirmText="Sei sicuro di voler eliminare questo documento?"
    errorText={deleteErrorText("Errore durante l'eliminazione del documento: ")}
  >
    <DownloadButton />
  </RowActions>
);

export const DocumentList = () => (
  <ListBase sort={{ field: 'createdAt', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Documenti"
      action={{ label: 'Nuovo Documento', to: '/documents/new' }}
      errorText="Impossibile caricare i documenti. Riprova più tardi."
      searchLabel="Cerca per titolo"
      emptyText="Nessun documento"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i documenti selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['category', 'createdAt', 'fileSize'])}
      >
        <FunctionField
          source="title"
          label="Titolo"
          sx={{ fontWeight: 600 }}
          render={(record: RaRecord) => (record.title as string) || 'Senza titolo'}
        />
        <FunctionField
          source="category"
          label="Categoria"
          render={(record: RaRecord) => (record.category as string) || 'Non categorizzato'}
        />
        <FunctionField
          source="createdAt"
          label="Data"
          render={(record: RaRecord) => formatLongDate(record.createdAt as string)}
        />
        <FunctionField
          source="fileSize"
          label="Dimensione"
          sortable={false}
          render={(record: RaRecord) => (record.fileSize as string) || 'N/D'}
        />
        <DocumentActions label="Azioni" />
      </Datagrid>
    </ListPage>
  </ListBase>
);
