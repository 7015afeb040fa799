// /admin/reset-password#token=...: the page of the link in a reset or invitation e-mail.
// The token comes in the fragment (never sent to a server, so never in a log) and leaves
// the address bar once read. The new password twice; the server's reasons appear under
// the field (too short, common, easy to guess), a used or expired link says so and leads
// to 'Password dimenticata?'. Once set, the login page says so.
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH, PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../config';
import type { LoginPageState } from '../layout/LoginPage';
import { SignedOutPage } from '../layout/SignedOutPage';
import type { AdminDataProvider } from '../lib/dataProvider';
import type { ServerErrorBody } from '../lib/errors';

const FAILED = 'Impostazione della password non riuscita. Riprova più tardi.';
const INCOMPLETE_LINK =
  "Il link non è completo: aprilo di nuovo dall'e-mail, oppure chiedine uno nuovo.";

/** The token of the page's fragment (#token=...). */
function tokenInAddress(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

interface Problems {
  link?: string;
  password?: string;
  confirmation?: string;
  other?: string;
}

export const ResetPasswordPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const navigate = useNavigate();
  const [token] = useState(tokenInAddress);
  // Once read, the token leaves the address bar (and the history entry).
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Problems>(token ? {} : { link: INCOMPLETE_LINK });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      found.password = `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri`;
    }
    if (password !== confirmation) found.confirmation = 'Le due password non coincidono';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const notice = await dataProvider.resetPassword({ token, password });
      navigate('/login', { replace: true, state: { notice } satisfies LoginPageState });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as ServerErrorBody) : undefined;
      const fields = (body?.errors ?? {}) as Record<string, string | undefined>;
      setProblems(
        fields.token
          ? { link: fields.token }
          : fields.password
            ? { password: fields.password }
            : { other: body?.message ?? FAILED },
      );
      setSaving(false);
    }
  };

  return (
    <SignedOutPage title="Scegli la tua password" onSubmit={submit} backToLogin>
      {problems.link ? (
        <>
          <Alert severity="error" role="alert">
            {problems.link}
          </Alert>
          <Button component={Link} to={FORGOT_PASSWORD_PATH} variant="contained" size="large">
            Chiedi un nuovo link
          </Button>
        </>
      ) : (
        <>
          <Typography>
            Scegli la password con cui accederai all&apos;area riservata. Le sessioni aperte con il
            tuo utente verranno chiuse.
          </Typography>
          {problems.other && (
            <Alert severity="error" role="alert">
              {problems.other}
            </Alert>
          )}
          <TextField
            label="Nuova password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(problems.password)}
            helperText={problems.password ?? PASSWORD_HINT}
          />
          <TextField
            label="Conferma la nuova password"
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={Boolean(problems.confirmation)}
            helperText={problems.confirmation}
          />
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? 'Salvataggio...' : 'Imposta la password'}
          </Button>
        </>
      )}
    </SignedOutPage>
  );
};
