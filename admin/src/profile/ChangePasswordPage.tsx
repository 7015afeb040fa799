// /admin/profile: 'Il mio profilo': who is signed in (name and role), where each user
// changes their own password (the first-run checklist leads here while the generated one is still in use).
// The server checks the current password and answers errors.currentPassword when it is
// wrong: that message appears under its field. The form empties itself after a change.
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  PasswordInput,
  SimpleForm,
  minLength,
  required,
  useAuthenticated,
  useDataProvider,
  useGetIdentity,
  useNotify,
} from 'react-admin';
import { FormPage } from '../components/FormPage';
import { FormToolbar } from '../components/FormToolbar';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../config';
import type { AdminDataProvider } from '../lib/dataProvider';
import type { ServerErrorBody } from '../lib/errors';
import { roleLabels, type Role } from '../lib/permissions';
import { HttpError } from 'react-admin';

interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  confirmation?: string;
}

function confirmationMatches(values: PasswordChange) {
  return values.confirmation && values.newPassword !== values.confirmation
    ? { confirmation: 'Le due password non coincidono' }
    : {};
}

export const ChangePasswordPage = () => {
  useAuthenticated();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  // A new key gives a new, empty form after a successful change.
  const [formKey, setFormKey] = useState(0);
  const { identity } = useGetIdentity();

  const submit = async (values: PasswordChange) => {
    try {
      await dataProvider.changePassword({
        currentPassword: values.currentPassword ?? '',
        newPassword: values.newPassword ?? '',
      });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as ServerErrorBody) : undefined;
      notify(body?.errors ? 'Controlla i campi evidenziati' : 'Cambio password non riuscito', {
        type: 'error',
      });
      return body?.errors;
    }
    notify('Password cambiata', { type: 'success' });
    setFormKey((key) => key + 1);
    return undefined;
  };

  return (
    <FormPage title="Il mio profilo">
      {identity && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography component="h2" variant="h2">
              {identity.fullName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Ruolo: {roleLabels[identity.role as Role] ?? String(identity.role)}
            </Typography>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography component="h2" variant="h2">
            Cambia password
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Le altre sessioni aperte con questo utente verranno chiuse.
          </Typography>
        </CardContent>
        <SimpleForm
          key={formKey}
          noValidate
          onSubmit={submit}
          validate={confirmationMatches}
          toolbar={<FormToolbar cancelTo="/" saveLabel="Cambia password" />}
        >
          <PasswordInput
            source="currentPassword"
            label="Password attuale"
            autoComplete="current-password"
            validate={required()}
          />
          <PasswordInput
            source="newPassword"
            label="Nuova password"
            autoComplete="new-password"
            validate={[required(), minLength(PASSWORD_MIN_LENGTH)]}
            helperText={PASSWORD_HINT}
          />
          <PasswordInput
            source="confirmation"
            label="Conferma la nuova password"
            autoComplete="new-password"
            validate={required()}
          />
        </SimpleForm>
      </Card>
    </FormPage>
  );
};
