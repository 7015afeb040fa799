// /admin/projects: 'Gestione Corsi', each course with its publication status.
import { Box } from '@mui/material';
import { Datagrid, FunctionField, ListBase, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { PublicationStatusField } from '../components/PublicationStatusField';
import { RowActions } from '../components/RowActions';
import { Thumbnail } from '../components/Thumbnail';
import { TitleWithPreview } from '../components/TitleWithPreview';
import { hideOnSmallScreens } from '../components/tableStyles';
import { LIST_PER_PAGE } from '../config';
import type { ProjectCategory } from '../gql/graphql';
import { formatListDate } from '../lib/format';
import { projectCategoryLabels } from './projectCategories';
import { BulkDelete } from '../components/BulkDelete';

export const ProjectList = () => (
  <ListBase sort={{ field: 'startDate', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Corsi"
      action={{ label: 'Nuovo Corso', to: '/projects/new' }}
      errorText="Errore nel caricamento dei progetti"
      searchLabel="Cerca nei corsi"
      emptyText="Nessun corso"
    >
      <Datagrid
        bulkActionButtons={
          <BulkDelete confirmText="Sei sicuro di voler eliminare i progetti selezionati?" />
        }
        rowClick={false}
        sx={hideOnSmallScreens(['category', 'status', 'image'])}
      >
        <TitleWithPreview
          source="title"
          label="Titolo"
          previewSource="description"
          statusGender="masculine"
        />
        <FunctionField
          source="startDate"
          label="Periodo"
          render={(record: RaRecord) => (
            // Each date stays whole; a narrow screen breaks the period after the dash.
            <>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatListDate(record.startDate as string)} -
              </Box>{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatListDate(record.endDate as string)}
              </Box>
            </>
          )}
        />
        <FunctionField
          source="category"
          label="Categoria"
          render={(record: RaRecord) => projectCategoryLabels[record.category as ProjectCategory]}
        />
        <PublicationStatusField source="status" label="Stato" gender="masculine" sortable={false} />
        <Thumbnail source="image" label="Anteprima" />
        <RowActions
          label="Azioni"
          confirmText="Sei sicuro di voler eliminare questo progetto?"
          errorText={() => "Errore durante l'eliminazione del progetto"}
        />
      </Datagrid>
    </ListPage>
  </ListBase>
);
