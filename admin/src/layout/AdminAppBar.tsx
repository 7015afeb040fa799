// Top bar: the committee's back-office name (page headings live in the pages), the
// committee switch (platform administrators only) and the user menu with Logout. The menu's button shows the signed-in user's name, so its
// accessible name is that name too (a different label would hide the visible text from
// speech input and screen readers).
import { Box, Typography } from '@mui/material';
import { AppBar, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { CommitteeSwitch } from '../committees/CommitteeSwitch';

const AdminUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : 'Profilo'}>
      <Logout />
    </UserMenu>
  );
};

export const AdminAppBar = () => (
  <AppBar color="primary" userMenu={<AdminUserMenu />}>
    <Typography component="span" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Croce Rossa Italiana ·{' '}
      </Box>
      Amministrazione
    </Typography>
    <CommitteeSwitch />
  </AppBar>
);
