// Top bar: the committee's back-office name (page headings live in the pages) and the
// user menu with Logout.
import { Box, Typography } from '@mui/material';
import { AppBar, Logout, UserMenu } from 'react-admin';

export const AdminAppBar = () => (
  <AppBar
    color="primary"
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
  >
    <Typography component="span" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Croce Rossa Italiana ·{' '}
      </Box>
      Amministrazione
    </Typography>
  </AppBar>
);
