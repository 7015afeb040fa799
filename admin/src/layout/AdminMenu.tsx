// The 'Pannello di Controllo' sidebar: the seven links of the spec in its order, the
// active one highlighted (react-admin's MenuItemLink); below them, in a menu of its own,
// the committee's own content ('Sito del comitato': settings, team, slides, activities,
// services, history) and the profile; then the Logout button. Beside 'Contatti', the count
// of contact requests still to be read. Each role sees only what it may use: contact
// requests, settings, users and the activity log are for administrators ('admin').
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import MailIcon from '@mui/icons-material/Mail';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import SchoolIcon from '@mui/icons-material/School';
import BarChartIcon from '@mui/icons-material/BarChart';
import PublicIcon from '@mui/icons-material/Public';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SavingsIcon from '@mui/icons-material/Savings';
import BadgeIcon from '@mui/icons-material/Badge';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupsIcon from '@mui/icons-material/Groups';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ListAltIcon from '@mui/icons-material/ListAlt';
import {
  Badge,
  Box,
  Button,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Typography,
} from '@mui/material';
import { Menu, useLogout, usePermissions, useSidebarState } from 'react-admin';
import { unreadLabel, useUnreadContacts } from '../contacts/useUnreadContacts';
import { ACTIVITY_LOG_RESOURCE, USERS_RESOURCE } from '../lib/backOfficeResources';
import { isAdmin } from '../lib/permissions';
import { PROFILE_PATH } from '../profile';
import { SETTINGS_PATH } from '../settings';

const ContactsLabel = () => {
  const { total } = useUnreadContacts();
  const label = unreadLabel(total);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      Contatti
      {label && (
        <Badge
          badgeContent={total}
          color="primary"
          max={99}
          aria-label={label}
          title={label}
          sx={{ ml: 1, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      )}
    </Box>
  );
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
  const admin = isAdmin(usePermissions().permissions);
  return (
    <Box component="nav" aria-label="Pannello di Controllo" sx={{ pt: 1 }}>
      {open && (
        <Typography component="h2" variant="overline" sx={menuHeadingSx}>
          Pannello di Controllo
        </Typography>
      )}
      <Menu sx={menuSx}>
        <Menu.Item to="/" primaryText="Pannello Principale" leftIcon={<DashboardIcon />} />
        <Menu.Item to="/documents" primaryText="Documenti" leftIcon={<DescriptionIcon />} />
        {admin && (
          <Menu.Item to="/contacts" primaryText={<ContactsLabel />} leftIcon={<MailIcon />} />
        )}
        <Menu.Item to="/news" primaryText="News" leftIcon={<NewspaperIcon />} />
        <Menu.Item to="/projects" primaryText="Corsi" leftIcon={<SchoolIcon />} />
        <Menu.Item to="/stats" primaryText="Statistiche" leftIcon={<BarChartIcon />} />
        <Menu.Item
          to="/grants"
          primaryText="Contributi pubblici"
          leftIcon={<AccountBalanceIcon />}
        />
        <Menu.Item to="/five-per-thousand" primaryText="5x1000" leftIcon={<SavingsIcon />} />
        <Menu.Item to="/compensations" primaryText="Compensi" leftIcon={<BadgeIcon />} />
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
        {admin && (
          <Menu.Item to={SETTINGS_PATH} primaryText="Impostazioni" leftIcon={<SettingsIcon />} />
        )}
        <Menu.Item to="/team" primaryText="Team" leftIcon={<GroupsIcon />} />
        <Menu.Item to="/slides" primaryText="Slide" leftIcon={<ViewCarouselIcon />} />
        <Menu.Item to="/activities" primaryText="Attività" leftIcon={<VolunteerActivismIcon />} />
        <Menu.Item to="/services" primaryText="Servizi" leftIcon={<MedicalServicesIcon />} />
        <Menu.Item to="/timeline" primaryText="Storia del comitato" leftIcon={<HistoryEduIcon />} />
        {admin && (
          <Menu.Item
            to={`/${USERS_RESOURCE}`}
            primaryText="Utenti"
            leftIcon={<ManageAccountsIcon />}
          />
        )}
        {admin && (
          <Menu.Item
            to={`/${ACTIVITY_LOG_RESOURCE}`}
            primaryText="Registro attività"
            leftIcon={<ListAltIcon />}
          />
        )}
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
