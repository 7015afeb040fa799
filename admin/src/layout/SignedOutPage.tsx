// The frame of the pages one sees signed out: the login, "Password dimenticata?" and the
// page of a password link. A card in the middle of the screen with its heading; the
// password pages end with 'Torna al login'.
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const SignedOutPage = ({
  title,
  onSubmit,
  children,
  backToLogin = false,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** Ends with the link 'Torna al login'. */
  backToLogin?: boolean;
}) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      p: 2,
    }}
  >
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent
        component="form"
        onSubmit={onSubmit}
        noValidate={false}
        sx={{ display: 'grid', gap: 2, p: 3 }}
      >
        <Typography component="h1" variant="h1" sx={{ textAlign: 'center', color: 'primary.main' }}>
          {title}
        </Typography>
        {children}
        {backToLogin && (
          <MuiLink component={Link} to="/login" sx={{ justifySelf: 'center' }}>
            Torna al login
          </MuiLink>
        )}
      </CardContent>
    </Card>
  </Box>
);
