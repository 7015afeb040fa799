// The bottom of every form: the save button, which reads 'Salvataggio...' and is
// disabled while saving, and the cancel link back to the list.
import { Box, Button } from '@mui/material';
import { SaveButton, Toolbar, useSaveContext } from 'react-admin';
import { Link } from 'react-router-dom';

interface FormToolbarProps {
  cancelTo: string;
  saveLabel?: string;
  savingLabel?: string;
  cancelLabel?: string;
}

const SaveWithState = ({ label, savingLabel }: { label: string; savingLabel: string }) => {
  const { saving } = useSaveContext();
  const busy = Boolean(saving);
  return <SaveButton label={busy ? savingLabel : label} disabled={busy} alwaysEnable={!busy} />;
};

export const FormToolbar = ({
  cancelTo,
  saveLabel = 'Salva',
  savingLabel = 'Salvataggio...',
  cancelLabel = 'Annulla',
}: FormToolbarProps) => (
  // On white rather than react-admin's grey: the red labels keep an AA contrast.
  <Toolbar sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
    <Box sx={{ display: 'flex', gap: 2 }}>
      <SaveWithState label={saveLabel} savingLabel={savingLabel} />
      <Button component={Link} to={cancelTo} variant="outlined">
        {cancelLabel}
      </Button>
    </Box>
  </Toolbar>
);
