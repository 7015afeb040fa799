// /admin/forgot-password: 'Password dimenticata?'. The username or the e-mail address; the
// server answers the same message whether or not an account matches (shown as it is),
// and refuses an address that asked too often ('Troppi tentativi...').
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { SignedOutPage } from '../layout/SignedOutPage';
import type { AdminDataProvider } from '../lib/dataProvider';
import type { ServerErrorBody } from '../lib/errors';

const FAILED = 'Richiesta non riuscita. Riprova più tardi.';

export const ForgotPasswordPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [identifier, setIdentifier] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (identifier.trim() === '') {
      setProblem('Indica il tuo nome utente o il tuo indirizzo e-mail');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      setAnswer(await dataProvider.forgotPassword(identifier.trim()));
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as ServerErrorBody) : undefined;
      setProblem(body?.message ?? FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <SignedOutPage title="Password dimenticata?" onSubmit={submit} backToLogin>
      {answer ? (
        <Alert severity="success" role="status">
          {answer}
        </Alert>
      ) : (
        <>
          <Typography>
            Scrivi il tuo nome utente o il tuo indirizzo e-mail: ti invieremo un link per scegliere
            una nuova password.
          </Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            label="Nome utente o e-mail"
            name="usernameOrEmail"
            autoComplete="username"
            required
            autoFocus
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {sending ? 'Invio in corso...' : 'Invia il link'}
          </Button>
        </>
      )}
    </SignedOutPage>
  );
};
