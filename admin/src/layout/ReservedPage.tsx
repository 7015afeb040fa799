// What a user sees at the address of a screen reserved to administrators (contact
// requests, users, settings, the activity log) when their role is another: that they
// lack the permission, with the role the back office knows them by, instead of
// react-admin's 'Pagina non trovata'. The server refuses those reads anyway (403). A
// visitor without a session is sent to the login, as by every other screen.
import { Alert, Box, Button } from '@mui/material';
import { Title, useAuthenticated, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { roleLabels, type Role } from '../lib/permissions';

export const ReservedPage = () => {
  useAuthenticated();
  const { identity } = useGetIdentity();
  const role = roleLabels[identity?.role as Role] ?? '';
  return (
    <Box>
      <Title title="Accesso non consentito" />
      <PageHeader title="Accesso non consentito" />
      <Alert severity="warning" sx={{ mb: 2 }}>
        Non hai i permessi per aprire questa pagina: è riservata agli amministratori
        {role ? ` e il tuo ruolo è ${role}` : ''}. Se ti serve, chiedi a un amministratore del
        comitato.
      </Alert>
      <Button component={Link} to="/" variant="contained">
        Torna al Pannello Principale
      </Button>
    </Box>
  );
};
