// The 'Pannello di Controllo' sidebar: the seven links of the spec in its order, the
// active one highlighted (react-admin's MenuItemLink), and the Logout button.
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import MailIcon from '@mui/icons-material/Mail';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SchoolIcon from '@mui/icons-material/School';
import BarChartIcon from '@mui/icons-material/BarChart';
import PublicIcon from '@mui/icons-material/Public';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { Menu, useLogout, useSidebarState } from 'react-admin';

export const AdminMenu = () => {
  const [open] = useSidebarState();
  const logout = useLogout();
  return (
    <Box component="nav" aria-label="Pannello di Controllo" sx={{ pt: 1 }}>
      {open && (
        <Typography
          component="h2"
          variant="overline"
          sx={{
            px: 2,
            fontWeight: 700,
            fontSize: '0.8rem',
            color: 'text.secondary',
            letterSpacing: 0.5,
          }}
        >
          Pannello di Controllo
        </Typography>
      )}
      <Menu
        sx={{
          mt: 0,
          '& .RaMenuItemLink-active': {
            color: 'primary.main',
            fontWeight: 700,
            backgroundColor: 'rgba(204, 0, 0, 0.08)',
            borderLeft: '4px solid',
            borderColor: 'primary.main',
            '& .MuiListItemIcon-root': { color: 'primary.main' },
          },
        }}
      >
        <Menu.Item to="/" primaryText="Pannello Principale" leftIcon={<DashboardIcon />} />
        <Menu.Item to="/documents" primaryText="Documenti" leftIcon={<DescriptionIcon />} />
        <Menu.Item to="/contacts" primaryText="Contatti" leftIcon={<MailIcon />} />
        <Menu.Item to="/news" primaryText="News" leftIcon={<NewspaperIcon />} />
        <Menu.Item to="/projects" primaryText="Corsi" leftIcon={<SchoolIcon />} />
        <Menu.Item to="/stats" primaryText="Statistiche" leftIcon={<BarChartIcon />} />
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
