// The heading of an admin page (h1) with its main action, e.g. 'Nuova Notizia'.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  /** The main action: a link styled as a button. */
  action?: { label: string; to: string };
  children?: ReactNode;
}

export const PageHeader = ({ title, action, children }: PageHeaderProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 2,
      mt: 2,
      mb: 2,
    }}
  >
    <Typography component="h1" variant="h1">
      {title}
    </Typography>
    {action && (
      <Button component={Link} to={action.to} variant="contained" startIcon={<AddIcon />}>
        {action.label}
      </Button>
    )}
    {children}
  </Box>
);
