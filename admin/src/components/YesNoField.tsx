// A yes/no column ('Sì' / 'No') as text, which tables read aloud and search like any cell.
import { useRecordContext } from 'react-admin';

export const YesNoField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{record[source] ? 'Sì' : 'No'}</span>;
};
