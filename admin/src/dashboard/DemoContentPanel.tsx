// The dashboard's clean start: each kind of demo content still on the site (records the
// seed wrote and nobody has edited since), and 'Rimuovi i contenuti dimostrativi', which
// after a confirmation naming what will go deletes them with their files and says how
// many went. Nothing is shown while it loads, when it fails (logged) or once none is left.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider, DemoContentKind } from '../lib/dataProvider';
import { withReason } from '../lib/notifications';

/** "Notizie (3), Documenti (8)". */
export function demoKindsText(kinds: readonly DemoContentKind[]): string {
  return kinds.map((kind) => `${kind.label} (${kind.count})`).join(', ');
}

export const DemoContentPanel = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [kinds, setKinds] = useState<DemoContentKind[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const load = useCallback(() => {
    dataProvider
      .demoContent()
      .then(setKinds)
      .catch((error: unknown) =>
        console.error('Pannello: contenuti dimostrativi non caricati', error),
      );
  }, [dataProvider]);
  useEffect(load, [load]);

  if (!kinds || kinds.length === 0) return null;

  const remove = async () => {
    setRemoving(true);
    try {
      const removal = await dataProvider.removeDemoContent();
      notify(
        removal.total === 1
          ? `Rimosso 1 contenuto dimostrativo: ${demoKindsText(removal.removed)}`
          : `Rimossi ${removal.total} contenuti dimostrativi: ${demoKindsText(removal.removed)}`,
        { type: 'success' },
      );
      refresh();
      load();
    } catch (error) {
      notify(withReason('Errore durante la rimozione dei contenuti dimostrativi', error), {
        type: 'error',
      });
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="demo-content-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h2" id="demo-content-title">
          Contenuti dimostrativi
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Sul sito ci sono ancora contenuti di esempio, mai modificati:
        </Typography>
        <List dense>
          {kinds.map((kind) => (
            <ListItem key={kind.key} disableGutters divider>
              <ListItemText primary={kind.label} secondary={`${kind.count} dimostrativi`} />
            </ListItem>
          ))}
        </List>
        <Button
          variant="contained"
          color="warning"
          startIcon={<DeleteSweepIcon />}
          onClick={() => setConfirming(true)}
          disabled={removing}
          sx={{ mt: 2 }}
        >
          Rimuovi i contenuti dimostrativi
        </Button>
        <Confirm
          isOpen={confirming}
          loading={removing}
          title="Rimuovi i contenuti dimostrativi"
          content={`Saranno eliminati, con le loro immagini e i loro file: ${demoKindsText(kinds)}. I contenuti dimostrativi che hai modificato restano. L'operazione non si può annullare.`}
          confirm="Rimuovi"
          confirmColor="warning"
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
};
