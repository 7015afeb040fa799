// Shared table styles: dates on one line, and the columns that small screens leave out.
// On phones the cells are narrower and, should a table still not fit, it scrolls inside
// its card rather than widening the page or hiding the row actions. Phones leave out the
// selection column too: deleting many rows at once is a desk task, and its checkboxes
// would push each row's own actions off a 360 px screen.
import type { SxProps, Theme } from '@mui/material';

const dateColumns = ['date'];

/** Hides the given columns (by source, react-admin's `column-<source>` class) below `sm`. */
export function hideOnSmallScreens(sources: string[]): SxProps<Theme> {
  return {
    '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
    '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
    '& .MuiTableCell-paddingCheckbox': { display: { xs: 'none', sm: 'table-cell' } },
    ...Object.fromEntries(
      dateColumns.map((source) => [`& td.column-${source}`, { whiteSpace: 'nowrap' }]),
    ),
    ...Object.fromEntries(
      sources.map((source) => [
        `& .column-${source}`,
        { display: { xs: 'none', sm: 'table-cell' } },
      ]),
    ),
  };
}
