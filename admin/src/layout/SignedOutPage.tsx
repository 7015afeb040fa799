// The frame of the pages one sees signed out: the login, "Password dimenticata?" and the
// page of a password link. A card in the middle of the screen with its heading.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

export const SignedOutPage = ({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
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
      </CardContent>
    </Card>
  </Box>
);
