// /admin/contacts: 'Richieste di Contatto'; each row leads to /admin/contacts/{id}.
import { Link as MuiLink } from '@mui/material';
import { Datagrid, FunctionField, ListBase, TextField, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListPage } from '../components/ListPage';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { formatLongDateTime } from '../lib/format';
import type { ContactStatus } from '../gql/graphql';
import { ContactStatusChip } from './ContactStatusChip';

export const ContactList = () => (
  <ListBase
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={LIST_PER_PAGE}
    queryOptions={{
      onError: (error) => console.error('Richieste di contatto non caricate', error),
    }}
  >
    <ListPage
      title="Richieste di Contatto"
      errorText="Impossibile caricare le richieste di contatto. Riprova più tardi."
      searchLabel="Cerca nelle richieste"
      emptyText="Nessuna richiesta di contatto"
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => `/contacts/${id}`}
        sx={hideOnSmallScreens(['email', 'subject'])}
      >
        <FunctionField
          source="name"
          label="Nome"
          render={(record: RaRecord) => (
            <MuiLink component={Link} to={`/contacts/${record.id}`} sx={{ fontWeight: 600 }}>
              {String(record.name)}
            </MuiLink>
          )}
        />
        <TextField source="email" label="Email" />
        <TextField source="subject" label="Oggetto" />
        <FunctionField
          source="status"
          label="Stato"
          render={(record: RaRecord) => (
            <ContactStatusChip status={record.status as ContactStatus} />
          )}
        />
        <FunctionField
          source="createdAt"
          label="Data"
          render={(record: RaRecord) => formatLongDateTime(record.createdAt as string)}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
