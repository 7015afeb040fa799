// /admin/projects: 'Gestione Corsi', each course with its publication status.
import { Box } from '@mui/material';
import { FunctionField, ListBase, type RaRecord } from 'react-admin';
import { ListPage } from '../components/ListPage';
import { PublishedItemsGrid } from '../components/PublishedItemsGrid';
import { LIST_PER_PAGE } from '../config';
import type { ProjectCategory } from '../gql/graphql';
import { formatListDate } from '../lib/format';
import { projectCategoryLabels } from './projectCategories';

export const ProjectList = () => (
  <ListBase sort={{ field: 'startDate', order: 'DESC' }} perPage={LIST_PER_PAGE}>
    <ListPage
      title="Gestione Corsi"
      action={{ label: 'Nuovo Corso', to: '/projects/new' }}
      errorText="Errore nel caricamento dei progetti"
      searchLabel="Cerca nei corsi"
      emptyText="Nessun corso"
    >
      <PublishedItemsGrid
        bulkConfirmText="Sei sicuro di voler eliminare i progetti selezionati?"
        confirmText="Sei sicuro di voler eliminare questo progetto?"
        deleteErrorText="Errore durante l'eliminazione del progetto"
        hiddenOnSmallScreens={['category']}
      >
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
      </PublishedItemsGrid>
    </ListPage>
  </ListBase>
);
