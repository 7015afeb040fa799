// The reply part of a contact request's page: its history (the replies written, oldest
// first, with time, author and whether the e-mail has left) and the 'Rispondi' form, which
// e-mails the visitor through the server's outbox, keeps the reply with the request and
// marks it replied; with no mail server configured it says that the reply waits for one.
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { REPLY_DELIVERIES } from '../config';
import { formatLongDateTime } from '../lib/format';
import { errorCode } from '../lib/errors';
import { replyProblem, type CommitteeMailCalls, type ContactReply } from '../lib/committeeMail';

export const REPLY_SENT = "Risposta registrata: l'e-mail partirà a breve.";
export const REPLY_AWAITING_MAIL_SERVER =
  "Risposta salvata: l'e-mail è in attesa che venga configurato il server di posta e partirà appena sarà configurato.";

/** The history's words for the delivery of a reply (nothing for replies kept before it was tracked). */
export function replyDeliveryLabel(delivery: string | null | undefined): string | null {
  if (!delivery) return null;
  return REPLY_DELIVERIES[delivery as keyof typeof REPLY_DELIVERIES] ?? delivery;
}
const REPLY_ERROR = "Errore durante l'invio della risposta. Riprova più tardi.";

export const ReplyHistory = ({ replies }: { replies: ContactReply[] }) => (
  <Box component="section" aria-labelledby="reply-history-title">
    <Typography id="reply-history-title" component="h2" variant="h2" sx={{ mb: 1 }}>
      Risposte
    </Typography>
    {replies.length === 0 ? (
      <Typography sx={{ color: 'text.secondary' }}>Nessuna risposta finora.</Typography>
    ) : (
      <List dense disablePadding>
        {replies.map((reply) => (
          <ListItem key={reply.id} divider disableGutters>
            <ListItemText
              primary={reply.message}
              secondary={[
                formatLongDateTime(reply.createdAt),
                reply.author,
                replyDeliveryLabel(reply.delivery),
              ]
                .filter(Boolean)
                .join(' — ')}
              slotProps={{
                primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    )}
  </Box>
);

export const ReplyForm = ({ contactId, onSent }: { contactId: string; onSent: () => void }) => {
  const dataProvider = useDataProvider<DataProvider & CommitteeMailCalls>();
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = replyProblem(message);
    setProblem(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const reply = await dataProvider.replyToContact(contactId, message.trim());
      setMessage('');
      if (reply.delivery === 'awaiting-mail-server') {
        notify(REPLY_AWAITING_MAIL_SERVER, { type: 'warning', autoHideDuration: 10_000 });
      } else {
        notify(REPLY_SENT, { type: 'success' });
      }
      onSent();
    } catch (error) {
      if (errorCode(error) !== 'MISSING_TOKEN' && errorCode(error) !== 'INVALID_TOKEN') {
        notify(REPLY_ERROR, { type: 'error' });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} aria-labelledby="reply-form-title" noValidate>
      <Typography id="reply-form-title" component="h2" variant="h2" sx={{ mb: 1 }}>
        Rispondi
      </Typography>
      <TextField
        label="Risposta"
        name="reply"
        multiline
        minRows={5}
        fullWidth
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(problem)}
        helperText={
          problem ?? 'Arriverà via e-mail al mittente, con il testo della richiesta in calce.'
        }
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={sending}
        sx={{ mt: 1 }}
      >
        {sending ? 'Invio in corso...' : 'Invia risposta'}
      </Button>
    </Box>
  );
};
