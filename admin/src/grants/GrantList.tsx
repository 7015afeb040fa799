// /admin/grants: 'Contributi pubblici', newest first, amounts in Italian format, searchable
// by administration or purpose.
import { Datagrid, FunctionField, ListBase, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { deleteErrorText, RowActions } from '../components/RowActions';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { formatLongDate } from '../lib/format';
import { formatEuro } from '../lib/money';
import { BulkDelete } from '../components/BulkDelete';

export const GrantList = () => (
  <ListBase sort={{ field: 'receivedAt', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Contributi pubblici"
      action={{ label: 'Nuovo Contributo', to: '/grants/new' }}
      errorText="Impossibile caricare i contributi. Riprova più tardi."
      searchLabel="Cerca per amministrazione o causale"
      emptyText="Nessun contributo registrato"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i contributi selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['purpose', 'receivedAt'])}
      >
        <FunctionField
          source="administration"
          label="Amministrazione"
          sx={{ fontWeight: 600 }}
          render={(record: RaRecord) => record.administration as string}
        />
        <FunctionField
          source="amountCents"
          label="Importo"
          render={(record: RaRecord) => formatEuro(record.amount)}
        />
        <FunctionField
          source="receivedAt"
          label="Data di incasso"
          render={(record: RaRecord) => formatLongDate(record.receivedAt as string)}
        />
        <FunctionField
          source="purpose"
          label="Causale"
          sortable={false}
          render={(record: RaRecord) => record.purpose as string}
        />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo contributo?"
          errorText={deleteErrorText("Errore durante l'eliminazione del contributo: ")}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
