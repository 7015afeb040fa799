// /admin/contacts/{id}: one request, 'Segna come letto' / 'Segna come risposto' (the
// record the server returns replaces the shown one), the replies sent and the
// 'Rispondi' form (ContactReplies.tsx), delete, and 'Richiesta non trovata' for an
// unknown id.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import {
  HttpError,
  RecordContextProvider,
  useCanAccess,
  useGetOne,
  useNotify,
  useUpdate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { DeleteRecordButton } from '../components/RowActions';
import { formatLongDateTime } from '../lib/format';
import { errorCode } from '../lib/errors';
import { ContactStatus } from '../gql/graphql';
import type { ContactReply } from '../lib/committeeMail';
import { ReplyForm, ReplyHistory } from './ContactReplies';
import { ContactStatusChip } from './ContactStatusChip';

const STATUS_UPDATE_ERROR = "Errore durante l'aggiornamento dello stato. Riprova più tardi.";

const BackLink = () => (
  <Button component={Link} to="/contacts" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
    Torna alle richieste
  </Button>
);

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, py: 1 }}>
    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

export const ContactShow = () => {
  const { id } = useParams<'id'>();
  const notify = useNotify();
  const {
    data: contact,
    isPending,
    error,
    refetch,
  } = useGetOne(
    'contacts',
    { id: id ?? '' },
    {
      enabled: Boolean(id),
      retry: false,
      onError: (e: unknown) => console.error('Richiesta di contatto non caricata', e),
    },
  );
  const [update, { isPending: updating }] = useUpdate();
  // Replying, changing the status and deleting are for who may change contact requests.
  const { canAccess: mayChange } = useCanAccess({ resource: 'contacts', action: 'edit' });

  const setStatus = (status: ContactStatus) => {
    if (!contact) return;
    update(
      'contacts',
      { id: contact.id, data: { status }, previousData: contact },
      {
        mutationMode: 'pessimistic',
        onError: (e: unknown) => {
          // A session error is announced by the auth provider ('Sessione scaduta...').
          if (errorCode(e) === 'MISSING_TOKEN' || errorCode(e) === 'INVALID_TOKEN') return;
          notify(STATUS_UPDATE_ERROR, { type: 'error' });
        },
      },
    );
  };

  if (isPending && !error) {
    return (
      <Box>
        <BackLink />
        <Typography role="status" sx={{ p: 2 }}>
          Caricamento...
        </Typography>
      </Box>
    );
  }

  if (!contact) {
    const notFound = !(error instanceof HttpError) || error.status === 404;
    return (
      <Box>
        <BackLink />
        {notFound && (
          <Typography component="h1" variant="h1" sx={{ mt: 2 }}>
            Richiesta non trovata
          </Typography>
        )}
      </Box>
    );
  }

  const replyHref = `mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`;

  return (
    <Box sx={{ maxWidth: 900 }}>
      <BackLink />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <Typography component="h1" variant="h1">
          {contact.subject}
        </Typography>
        <ContactStatusChip status={contact.status} />
      </Box>
      <Card>
        <CardContent>
          <Box component="dl" sx={{ m: 0 }}>
            <Field label="Nome">{contact.name}</Field>
            <Field label="Email">
              <MuiLink href={replyHref}>{contact.email}</MuiLink>
            </Field>
            <Field label="Oggetto">{contact.subject}</Field>
            <Field label="Ricevuta il">{formatLongDateTime(contact.createdAt)}</Field>
            <Field label="Consenso privacy">{formatLongDateTime(contact.privacyConsentAt)}</Field>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
            Messaggio
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {contact.message}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <ReplyHistory replies={(contact.replies ?? []) as ContactReply[]} />
          {mayChange && (
            <>
              <Divider sx={{ my: 2 }} />
              <ReplyForm contactId={String(contact.id)} onSent={() => void refetch()} />
            </>
          )}
        </CardContent>
        <Divider />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
          <Button variant="outlined" startIcon={<ReplyIcon />} href={replyHref}>
            Scrivi dal programma di posta
          </Button>
          {mayChange && (
            <>
              <Button
                variant="contained"
                color="info"
                startIcon={<DoneIcon />}
                disabled={updating || contact.status === ContactStatus.Read}
                onClick={() => setStatus(ContactStatus.Read)}
              >
                Segna come letto
              </Button>
              <Button
                variant="contained"
                color="success"
                startIcon={<DoneAllIcon />}
                disabled={updating || contact.status === ContactStatus.Replied}
                onClick={() => setStatus(ContactStatus.Replied)}
              >
                Segna come risposto
              </Button>
            </>
          )}
          <Box sx={{ flex: 1 }} />
          <RecordContextProvider value={contact}>
            <DeleteRecordButton
              redirect="list"
              confirmText="Sei sicuro di voler eliminare questa richiesta di contatto?"
            />
          </RecordContextProvider>
        </Box>
      </Card>
    </Box>
  );
};
