// The 'Pannello di Controllo' sidebar: the main page, then the back office's resources of
// the first menu in the spec's order (resources.ts), the public site; below them, in a
// menu of its own, the committee's own content ('Sito del comitato': settings, team,
// slides, activities, services, history, users, the activity log) and the profile; then
// the Logout button. The active entry is highlighted (react-admin's MenuItemLink). Each
// user sees the entries their permissions open (`me.permissions`), no more.
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import PublicIcon from '@mui/icons-material/Public';
import { Box, Button, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { Menu, useLogout, usePermissions, useSidebarState } from 'react-admin';
import type { Permission } from '../lib/permissions';
import { PROFILE_PATH } from '../profile';
import { menuEntries, type MenuEntry } from '../resources';

const ResourceItem = ({ entry: { to, resource } }: { entry: MenuEntry }) => {
  const { icon: Icon, menuLabel: Label } = resource;
  return <Menu.Item to={to} primaryText={Label ? <Label /> : resource.label} leftIcon={<Icon />} />;
};

const menuHeadingSx = {
  px: 2,
  fontWeight: 700,
  fontSize: '0.8rem',
  color: 'text.secondary',
  letterSpacing: 0.5,
} as const;

const menuSx = {
  mt: 0,
  '& .RaMenuItemLink-active': {
    color: 'primary.main',
    fontWeight: 700,
    backgroundColor: 'rgba(204, 0, 0, 0.08)',
    borderLeft: '4px solid',
    borderColor: 'primary.main',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

export const AdminMenu = () => {
  const [open] = useSidebarState();
  const logout = useLogout();
  const entries = menuEntries(usePermissions<Permission[]>().permissions);
  return (
    <Box component="nav" aria-label="Pannello di Controllo" sx={{ pt: 1 }}>
      {open && (
        <Typography component="h2" variant="overline" sx={menuHeadingSx}>
          Pannello di Controllo
        </Typography>
      )}
      <Menu sx={menuSx}>
        <Menu.Item to="/" primaryText="Pannello Principale" leftIcon={<DashboardIcon />} />
        {entries.panel.map((entry) => (
          <ResourceItem key={entry.resource.name} entry={entry} />
        ))}
        {/* The public site is another app: a full page load, outside the admin's router. */}
        <MenuItem component="a" href="/" sx={{ color: 'text.secondary', py: '6px' }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <PublicIcon />
          </ListItemIcon>
          {open && (
            <ListItemText
              primary="Visione Utente"
              slotProps={{ primary: { variant: 'inherit' } }}
            />
          )}
        </MenuItem>
      </Menu>
      {open && (
        <Typography component="h2" variant="overline" sx={{ ...menuHeadingSx, mt: 1 }}>
          Sito del comitato
        </Typography>
      )}
      <Menu sx={menuSx}>
        {entries.site.map((entry) => (
          <ResourceItem key={entry.resource.name} entry={entry} />
        ))}
        <Menu.Item
          to={PROFILE_PATH}
          primaryText="Il mio profilo"
          leftIcon={<AccountCircleIcon />}
        />
      </Menu>
      <Box sx={{ px: open ? 2 : 0.5, py: 2 }}>
        <Button
          variant="outlined"
          color="primary"
          startIcon={<LogoutIcon />}
          onClick={() => logout()}
          fullWidth={open}
          aria-label="Logout"
        >
          {open ? 'Logout' : ''}
        </Button>
      </Box>
    </Box>
  );
};
