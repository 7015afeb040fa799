// The table of a list of published items (courses, events): bulk delete, the title with its
// preview, the columns the caller gives, then the publication status, the thumbnail and the
// row actions. The caller's columns are passed as direct children so that the Datagrid sees
// each of them as a column.
import type { ReactNode } from 'react';
import { Datagrid } from 'react-admin';
import { BulkDelete } from './BulkDelete';
import { PublicationStatusField } from './PublicationStatusField';
import { RowActions } from './RowActions';
import { Thumbnail } from './Thumbnail';
import { TitleWithPreview } from './TitleWithPreview';
import { hideOnSmallScreens } from './tableStyles';

export type PublishedItemsGridProps = {
  /** The confirmation asked before deleting the selected rows. */
  bulkConfirmText: string;
  /** The confirmation asked before deleting one row. */
  confirmText: string;
  /** The message shown when deleting one row fails. */
  deleteErrorText: string;
  /** The sources of the caller's columns hidden on small screens (status and image always are). */
  hiddenOnSmallScreens: string[];
  /** The columns between the title and the status. */
  children: ReactNode;
};

export const PublishedItemsGrid = ({
  bulkConfirmText,
  confirmText,
  deleteErrorText,
  hiddenOnSmallScreens,
  children,
}: PublishedItemsGridProps) => (
  <Datagrid
    bulkActionButtons={<BulkDelete confirmText={bulkConfirmText} />}
    rowClick={false}
    sx={hideOnSmallScreens([...hiddenOnSmallScreens, 'status', 'image'])}
  >
    <TitleWithPreview
      source="title"
      label="Titolo"
      previewSource="description"
      statusGender="masculine"
    />
    {children}
    <PublicationStatusField source="status" label="Stato" gender="masculine" sortable={false} />
    <Thumbnail source="image" label="Anteprima" />
    <RowActions label="Azioni" confirmText={confirmText} errorText={() => deleteErrorText} />
  </Datagrid>
);
