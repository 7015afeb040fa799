// /admin/users/{id}/edit: 'Modifica utente'; disabling a user or resetting their password
// ends their sessions at once (the server does it).
import { EditPage } from '../components/FormPage';
import { UserInputs } from './UserInputs';
import { userErrorText, UserToolbar } from './userForm';

export const UserEdit = () => (
  <EditPage
    title="Modifica utente"
    resource="users"
    loadErrorText="Errore nel caricamento dell'utente"
    saveErrorText={(error) => userErrorText(error)}
    toolbar={<UserToolbar />}
  >
    <UserInputs creating={false} />
  </EditPage>
);
