// /admin/login, in the spec's English wording: 'Admin Login', both fields required,
// 'Loading...' while sending, 'Invalid credentials' in a red box above the form; under it
// 'Password dimenticata?'. Coming back from a password link, it says the password is set.
import { Alert, Button, Link as MuiLink, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH } from '../config';
import { LOGIN_FAILED_MESSAGE } from '../lib/authProvider';
import { SignedOutPage } from './SignedOutPage';

/** What the page of a password link hands to the login page once the password is set. */
export interface LoginPageState {
  notice?: string;
}

export const LoginPage = () => {
  const login = useLogin();
  const notice = (useLocation().state as LoginPageState | null)?.notice;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setFailed(false);
    try {
      await login({ username, password }, '/');
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <SignedOutPage title="Admin Login" onSubmit={submit}>
      {notice && !failed && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" variant="filled" role="alert">
          {LOGIN_FAILED_MESSAGE}
        </Alert>
      )}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        required
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Loading...' : 'Login'}
      </Button>
      <MuiLink component={Link} to={FORGOT_PASSWORD_PATH} sx={{ justifySelf: 'center' }}>
        Password dimenticata?
      </MuiLink>
    </SignedOutPage>
  );
};
