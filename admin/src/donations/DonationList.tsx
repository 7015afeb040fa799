// /admin/donations: 'Donazioni' (administrators only): the list filtered by year and
// method, the year's totals by month and method as a chart, each receipt downloaded or
// e-mailed again, and the year-end exports (the accountant's CSV, the donors' statements).
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Box, Button as MuiButton, MenuItem, TextField } from '@mui/material';
import {
  Button,
  Datagrid,
  FunctionField,
  ListBase,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { ListPage } from '../components/ListPage';
import { deleteErrorText, RowActions } from '../components/RowActions';
import { LIST_PER_PAGE } from '../config';
import type { DonationMethod } from '../gql/graphql';
import { formatEuro } from '../lib/money';
import { DonationChart } from './DonationChart';
import { StripeSecretSetting } from './StripeSecretSetting';
import { downloadFile, post } from './donationFiles';
import { methodChoices, methodLabels } from './labels';

const currentYear = new Date().getFullYear();

/** dd/mm/yyyy of an ISO date. */
function italianDate(date: unknown): string {
  const [year, month, day] = String(date).split('-');
  return `${day}/${month}/${year}`;
}

const DonationFilters = () => {
  const { filterValues, setFilters } = useListContext();
  const set = (name: string, value: string) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (value === '') delete next[name];
    else next[name] = name === 'year' ? Number(value) : value;
    setFilters(next, {});
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        label="Anno"
        type="number"
        size="small"
        value={(filterValues.year as number | undefined) ?? ''}
        onChange={(event) => set('year', event.target.value)}
        sx={{ width: 120 }}
      />
      <TextField
        select
        label="Metodo"
        size="small"
        value={(filterValues.method as string | undefined) ?? ''}
        onChange={(event) => set('method', event.target.value)}
        sx={{ width: 200 }}
      >
        <MenuItem value="">Tutti</MenuItem>
        {methodChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};

const YearEndActions = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const year = (filterValues.year as number | undefined) ?? currentYear;
  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'Operazione non riuscita', { type: 'error' });
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <MuiButton
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() =>
          downloadFile(`/donations/export/${year}.csv`, `donazioni-${year}.csv`).catch(fail)
        }
      >
        Esporta CSV {year} per il commercialista
      </MuiButton>
      <MuiButton
        variant="outlined"
        startIcon={<SendIcon />}
        onClick={() =>
          post(`/donations/statements/${year}/send`)
            .then((message) => notify(message, { type: 'info' }))
            .catch(fail)
        }
      >
        Invia i riepiloghi {year} ai donatori
      </MuiButton>
    </Box>
  );
};

const ReceiptButtons = (_props: { label?: string }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.receiptNumber) return <>—</>;
  const number = record.receiptNumber as string;
  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'Operazione non riuscita', { type: 'error' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <span>{number}</span>
      <Button
        label="Scarica ricevuta"
        onClick={() =>
          downloadFile(
            `/donations/${record.id}/receipt.pdf`,
            `ricevuta-${number.replace('/', '-')}.pdf`,
          ).catch(fail)
        }
      >
        <DownloadIcon />
      </Button>
      {record.donorFiscalCode ? (
        <Button
          label="Riepilogo annuale"
          onClick={() => {
            const year = String(record.date).slice(0, 4);
            const code = record.donorFiscalCode as string;
            downloadFile(
              `/donations/statements/${year}?fiscalCode=${encodeURIComponent(code)}`,
              `riepilogo-donazioni-${year}-${code}.pdf`,
            ).catch(fail);
          }}
        >
          <SummarizeIcon />
        </Button>
      ) : null}
      {record.donorEmail ? (
        <Button
          label="Invia di nuovo"
          onClick={() =>
            post(`/donations/${record.id}/receipt/send`)
              .then((message) => {
                notify(message, { type: 'info' });
                refresh();
              })
              .catch(fail)
          }
        >
          <SendIcon />
        </Button>
      ) : null}
    </Box>
  );
};

export const DonationList = () => (
  <ListBase
    sort={{ field: 'date', order: 'DESC' }}
    perPage={LIST_PER_PAGE}
    filterDefaultValues={{ year: currentYear }}
  >
    <ListPage
      title="Donazioni"
      action={{ label: 'Nuova Donazione', to: '/donations/new' }}
      errorText="Impossibile caricare le donazioni. Riprova più tardi."
      emptyText="Nessuna donazione registrata"
      toolbar={
        <>
          <DonationFilters />
          <DonationChart />
          <YearEndActions />
          <StripeSecretSetting />
        </>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          source="date"
          label="Data"
          render={(record: RaRecord) => italianDate(record.date)}
        />
        <FunctionField
          source="donorName"
          label="Donatore"
          sx={{ fontWeight: 600 }}
          render={(record: RaRecord) =>
            record.anonymous ? 'Anonimo' : (record.donorName as string)
          }
        />
        <FunctionField
          source="donorFiscalCode"
          label="Codice fiscale"
          sortable={false}
          render={(record: RaRecord) => (record.donorFiscalCode as string | null) ?? '—'}
        />
        <FunctionField
          source="amountCents"
          label="Importo"
          render={(record: RaRecord) => formatEuro(record.amount)}
        />
        <FunctionField
          source="method"
          label="Metodo"
          render={(record: RaRecord) => methodLabels[record.method as DonationMethod]}
        />
        <ReceiptButtons label="Ricevuta" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questa donazione?"
          errorText={deleteErrorText("Errore durante l'eliminazione della donazione: ")}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
