// /admin/activity-log: 'Registro attività', every write in the back office, newest first:
// who, what (the kind of record, what it was called then, and its id: a deleted news item
// is still named by its title), which action, when.
import {
  Datagrid,
  DateField,
  FunctionField,
  ListBase,
  TextField,
  type RaRecord,
} from 'react-admin';
import { ListPage } from '../components/ListPage';
import { LIST_PER_PAGE } from '../config';
import type { ActivityAction } from '../gql/graphql';
import { useActivityLogLabels } from '../lib/activityLogLabels';

export const actionLabels: Record<ActivityAction, string> = {
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Eliminazione',
};

/** 'Notizia «Raccolta alimentare» (n. 4)': the kind, the name it had then, the id. */
export function describeRecord(record: RaRecord, labels: Readonly<Record<string, string>>): string {
  const kind = labels[record.resource as string] ?? String(record.resource);
  const label =
    typeof record.recordLabel === 'string' && record.recordLabel ? record.recordLabel : '';
  const id = record.recordId ? `n. ${record.recordId}` : '';
  if (label) return `${kind} «${label}»${id ? ` (${id})` : ''}`;
  return id ? `${kind} ${id}` : kind;
}

export const ActivityLogList = () => {
  const labels = useActivityLogLabels();
  return (
    <ListBase sort={{ field: 'createdAt', order: 'DESC' }} perPage={LIST_PER_PAGE}>
      <ListPage
        title="Registro attività"
        errorText="Errore nel caricamento del registro"
        emptyText="Nessuna attività registrata"
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField
            source="createdAt"
            label="Quando"
            showTime
            locales="it-IT"
            options={{ timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' }}
          />
          <TextField source="userName" label="Chi" />
          <FunctionField
            source="action"
            label="Azione"
            render={(record: RaRecord) => actionLabels[record.action as ActivityAction]}
          />
          <FunctionField
            source="resource"
            label="Cosa"
            render={(record: RaRecord) => describeRecord(record, labels)}
          />
        </Datagrid>
      </ListPage>
    </ListBase>
  );
};
