// /admin/five-per-thousand: '5x1000', newest year first, with the amount received and
// the total of the report's lines in Italian format.
import { Datagrid, FunctionField, ListBase, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { deleteErrorText, RowActions } from '../components/RowActions';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { formatLongDate } from '../lib/format';
import { formatEuro } from '../lib/money';
import { BulkDelete } from '../components/BulkDelete';

export const FivePerThousandList = () => (
  <ListBase sort={{ field: 'year', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="5x1000"
      action={{ label: 'Nuovo rendiconto', to: '/five-per-thousand/new' }}
      errorText="Impossibile caricare i rendiconti del 5x1000. Riprova più tardi."
      emptyText="Nessun rendiconto del 5x1000"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i rendiconti selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['receivedAt', 'linesTotal'])}
      >
        <FunctionField
          source="year"
          label="Anno finanziario"
          sx={{ fontWeight: 600 }}
          render={(record: RaRecord) => String(record.year)}
        />
        <FunctionField
          source="amountCents"
          label="Importo ricevuto"
          render={(record: RaRecord) => formatEuro(record.amount)}
        />
        <FunctionField
          source="receivedAt"
          label="Data di incasso"
          render={(record: RaRecord) => formatLongDate(record.receivedAt as string)}
        />
        <FunctionField
          source="linesTotal"
          label="Totale rendicontato"
          sortable={false}
          render={(record: RaRecord) => formatEuro(record.linesTotal)}
        />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo rendiconto?"
          errorText={deleteErrorText("Errore durante l'eliminazione del rendiconto: ")}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
