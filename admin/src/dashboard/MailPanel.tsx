// The dashboard's word on e-mail: a notice when SMTP is not configured (nothing is sent,
// messages wait), and the messages that failed after their last try, each linked to its
// contact request. Silent when all is well; a failed read is only logged.
import { Alert, Box, Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { mailNotices, type CommitteeMailCalls, type MailOverview } from '../lib/committeeMail';
import { formatLongDateTime } from '../lib/format';

const KIND_LABELS: Record<string, string> = {
  'contact-notification': 'Notifica di una nuova richiesta',
  'contact-reply': 'Risposta a una richiesta',
};

export const MailPanel = () => {
  const dataProvider = useDataProvider<DataProvider & CommitteeMailCalls>();
  const [overview, setOverview] = useState<MailOverview | null>(null);

  useEffect(() => {
    let current = true;
    dataProvider.getMailOverview().then(
      (value) => current && setOverview(value),
      (error: unknown) => console.error('Pannello: stato delle e-mail non caricato', error),
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);

  if (!overview) return null;
  const notices = mailNotices(overview);
  if (notices.length === 0) return null;
  return (
    <Box component="section" aria-label="E-mail" sx={{ display: 'grid', gap: 1, mb: 3 }}>
      <Alert severity={overview.configured ? 'error' : 'warning'}>
        {notices.map((notice) => (
          <Box key={notice}>{notice}</Box>
        ))}
      </Alert>
      {overview.failedMails.length > 0 && (
        <List dense aria-label="E-mail non inviate">
          {overview.failedMails.map((mail) => (
            <ListItem key={mail.id} divider disableGutters>
              <ListItemText
                primary={
                  mail.contactId ? (
                    <MuiLink component={Link} to={`/contacts/${mail.contactId}`}>
                      {mail.subject}
                    </MuiLink>
                  ) : (
                    mail.subject
                  )
                }
                secondary={`${KIND_LABELS[mail.kind] ?? mail.kind} a ${mail.recipient} — ${formatLongDateTime(mail.createdAt)}, ${mail.attempts} tentativi${mail.lastError ? `: ${mail.lastError}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
