// The frame of every resource list: heading and create button (for who may create: the
// auth provider's canAccess), then 'Caricamento...', the list's error box (with 'Riprova')
// or the table and its pagination.
import { Alert, Button, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Pagination, useCanAccess, useListContext } from 'react-admin';
import { ListSearch } from './ListSearch';
import { PageHeader } from './PageHeader';

interface ListPageProps {
  title: string;
  action?: { label: string; to: string };
  /** Shown when the list cannot be loaded. */
  errorText: string;
  /** Shown when there is nothing to list. */
  emptyText: string;
  /** Label of the search box, for lists the schema can search (filter `q`). */
  searchLabel?: string;
  /** What the page shows between its heading and the table (filters, a chart, exports). */
  toolbar?: ReactNode;
  children: ReactNode;
}

export const ListPage = ({
  title,
  action,
  errorText,
  emptyText,
  searchLabel,
  toolbar,
  children,
}: ListPageProps) => {
  const { isPending, error, refetch, total, data, filterValues } = useListContext();
  const { canAccess: mayCreate } = useCanAccess({ action: 'create' });
  const searching = Boolean(filterValues.q);
  let body: ReactNode;
  if (isPending) {
    body = (
      <Typography role="status" sx={{ p: 2 }}>
        Caricamento...
      </Typography>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => refetch()}>
            Riprova
          </Button>
        }
      >
        {errorText}
        {error.message && error.message !== errorText && (
          <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
            {error.message}
          </Typography>
        )}
      </Alert>
    );
  } else if (!data?.length && !total) {
    body = (
      <Typography sx={{ p: 2 }}>
        {searching ? 'Nessun risultato per questa ricerca' : emptyText}
      </Typography>
    );
  } else {
    body = (
      // The bulk actions' toolbar (selected rows) shows inside the card, above the table:
      // react-admin lifts it over a list's own toolbar, which the card would clip.
      <Card sx={{ '& .RaBulkActionsToolbar-toolbar': { transform: 'none !important' } }}>
        {children}
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={title} action={mayCreate ? action : undefined} />
      {searchLabel && <ListSearch label={searchLabel} />}
      {toolbar}
      {body}
    </>
  );
};
