// The dashboard's first-run checklist: what still holds the demo values (the committee's
// name, IBAN, fiscal code, e-mail, the generated admin password), each with a link to
// where it is fixed. Nothing is shown while it loads, when it fails (logged) or once
// every item is done.
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import {
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { SETUP_CHECKLIST_RESOURCE } from '../lib/buildQuery';
import { PROFILE_PATH } from '../profile';
import { settingsSectionPath } from '../settings/SettingsSections';
import { pendingSetupItems, type SetupItem } from './setupItems';

export const SetupChecklist = () => {
  const { data } = useGetList<SetupItem>(
    SETUP_CHECKLIST_RESOURCE,
    { pagination: { page: 1, perPage: 50 } },
    {
      retry: false,
      onError: (error) => console.error('Pannello: lista dei primi passi non caricata', error),
    },
  );
  const pending = pendingSetupItems(data ?? [], {
    settingsSection: settingsSectionPath,
    profile: PROFILE_PATH,
  });
  if (pending.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="setup-checklist-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h2" id="setup-checklist-title">
          Primi passi
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Questi dati sono ancora quelli dimostrativi: aggiornali prima di pubblicare il sito.
        </Typography>
        <List dense>
          {pending.map((item) => (
            <ListItem
              key={item.key}
              disableGutters
              divider
              secondaryAction={
                <Button component={Link} to={item.to} size="small" variant="outlined">
                  {item.action}
                </Button>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckBoxOutlineBlankIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item.label} sx={{ pr: 16 }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
