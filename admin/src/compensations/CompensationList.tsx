// /admin/compensations: 'Compensi', newest year first, amounts in Italian format.
import { Datagrid, FunctionField, ListBase, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { deleteErrorText, RowActions } from '../components/RowActions';
import { LIST_PER_PAGE } from '../config';
import { formatEuro } from '../lib/money';
import { hideOnSmallScreens } from '../components/tableStyles';
import { BulkDelete } from '../components/BulkDelete';

export const CompensationList = () => (
  <ListBase sort={{ field: 'year', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Compensi"
      action={{ label: 'Nuovo Compenso', to: '/compensations/new' }}
      errorText="Impossibile caricare i compensi. Riprova più tardi."
      emptyText="Nessun compenso registrato"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i compensi selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens([])}
      >
        <FunctionField
          source="year"
          label="Anno"
          render={(record: RaRecord) => String(record.year)}
        />
        <FunctionField
          source="role"
          label="Ruolo"
          sx={{ fontWeight: 600 }}
          render={(record: RaRecord) => record.role as string}
        />
        <FunctionField
          source="name"
          label="Nome"
          sortable={false}
          render={(record: RaRecord) => (record.name as string | null) ?? '—'}
        />
        <FunctionField
          source="grossAmountCents"
          label="Compenso lordo"
          render={(record: RaRecord) => formatEuro(record.grossAmount)}
        />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo compenso?"
          errorText={deleteErrorText("Errore durante l'eliminazione del compenso: ")}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
