// /admin/login, in the spec's English wording: 'Admin Login', both fields required,
// 'Loading...' while sending, 'Invalid credentials' in a red box above the form.
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { LOGIN_FAILED_MESSAGE } from '../lib/authProvider';

export const LoginPage = () => {
  const login = useLogin();
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
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent
          component="form"
          onSubmit={submit}
          noValidate={false}
          sx={{ display: 'grid', gap: 2, p: 3 }}
        >
          <Typography
            component="h1"
            variant="h1"
            sx={{ textAlign: 'center', color: 'primary.main' }}
          >
            Admin Login
          </Typography>
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
        </CardContent>
      </Card>
    </Box>
  );
};
