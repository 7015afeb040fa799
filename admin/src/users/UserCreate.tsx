// /admin/users/new: 'Nuovo utente', with a password chosen by the administrator, or none:
// the user is then invited by e-mail to choose it.
import { CreatePage } from '../components/FormPage';
import { UserInputs } from './UserInputs';
import { userErrorText, UserToolbar } from './userForm';

export const UserCreate = () => (
  <CreatePage
    title="Nuovo utente"
    resource="users"
    saveErrorText={(error) => userErrorText(error)}
    toolbar={<UserToolbar />}
    defaultValues={() => ({ role: 'editor', active: true })}
  >
    <UserInputs creating />
  </CreatePage>
);
