// /admin/users: 'Utenti', the people who work in the back office and their role.
import {
  BooleanField,
  Datagrid,
  FunctionField,
  ListBase,
  TextField,
  type RaRecord,
} from 'react-admin';
import { ListPage } from '../components/ListPage';
import { RowActions } from '../components/RowActions';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import { roleLabels, type Role } from '../lib/permissions';
import { userErrorText } from './userForm';

export const UserList = () => (
  <ListBase sort={{ field: 'name', order: 'ASC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Utenti"
      action={{ label: 'Nuovo utente', to: '/users/new' }}
      errorText="Errore nel caricamento degli utenti"
      emptyText="Nessun utente"
    >
      <Datagrid bulkActionButtons={false} rowClick={false} sx={hideOnSmallScreens(['email'])}>
        <TextField source="name" label="Nome" sx={{ fontWeight: 600 }} />
        <TextField source="username" label="Nome utente" />
        <TextField source="email" label="E-mail" emptyText="—" />
        <FunctionField
          source="role"
          label="Ruolo"
          render={(record: RaRecord) => roleLabels[record.role as Role] ?? record.role}
        />
        <BooleanField source="active" label="Attivo" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo utente? Le sue sessioni terminano subito."
          errorText={(error) => userErrorText(error, "Errore durante l'eliminazione dell'utente")}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
