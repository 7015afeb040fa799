// The committee's own Stripe webhook secret (administrators only): whether one is set
// (the secret itself is never shown again), and a new one saved or the current removed.
// Without one, the server's STRIPE_WEBHOOK_SECRET verifies the committee's card payments.
import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { getJson, putJson } from './donationFiles';

const PATH = '/donations/settings/stripe';

interface StripeSetting {
  stripeWebhookSecretSet: boolean;
}

export const StripeSecretSetting = () => {
  const notify = useNotify();
  const [isSet, setIsSet] = useState<boolean | null>(null);
  const [secret, setSecret] = useState('');
  useEffect(() => {
    getJson<StripeSetting>(PATH)
      .then((answer) => setIsSet(answer.stripeWebhookSecretSet))
      .catch(() => setIsSet(null));
  }, []);
  const save = (value: string) =>
    putJson<StripeSetting & { message?: string; errors?: unknown }>(PATH, {
      stripeWebhookSecret: value,
    })
      .then((answer) => {
        setIsSet(answer.stripeWebhookSecretSet);
        setSecret('');
        notify(
          value ? 'Segreto del webhook Stripe salvato' : 'Segreto del webhook Stripe rimosso',
          {
            type: 'info',
          },
        );
      })
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : 'Operazione non riuscita', {
          type: 'error',
        }),
      );
  return (
    <Box component="section" aria-label="Pagamenti con carta (Stripe)" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {isSet === null
          ? 'Pagamenti con carta (Stripe)'
          : isSet
            ? 'Pagamenti con carta: il comitato ha un segreto del webhook Stripe proprio.'
            : 'Pagamenti con carta: si usa il segreto del webhook Stripe del server.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Segreto del webhook Stripe (whsec_…)"
          size="small"
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          sx={{ width: 320 }}
        />
        <Button variant="outlined" disabled={!secret.trim()} onClick={() => save(secret.trim())}>
          Salva segreto
        </Button>
        {isSet ? (
          <Button color="warning" onClick={() => save('')}>
            Rimuovi segreto
          </Button>
        ) : null}
      </Box>
    </Box>
  );
};
