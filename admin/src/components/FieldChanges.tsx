// What changed between two versions of a record, field by field: a table of the fields
// named (under the form's labels, `resources.<resource>.fields.<name>`) with each one's
// value before and after (rich text as plain text). The conflict dialog and the history
// of a record show their differences so.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { readableValue } from '../lib/recordDiff';

export interface FieldChangesProps {
  /** The table's accessible name. */
  title: string;
  /** The headings of the columns of the two versions. */
  beforeHeading: string;
  afterHeading: string;
  fields: readonly string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Values keep their line breaks (rich text made plain). */
  preWrap?: boolean;
}

export const FieldChanges = ({
  title,
  beforeHeading,
  afterHeading,
  fields,
  before,
  after,
  preWrap = false,
}: FieldChangesProps) => {
  const resource = useResourceContext() as string;
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  const valueStyle = preWrap ? { whiteSpace: 'pre-wrap' } : undefined;
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell>Campo</TableCell>
          <TableCell>{beforeHeading}</TableCell>
          <TableCell>{afterHeading}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field}>
            <TableCell>{label(field)}</TableCell>
            <TableCell sx={valueStyle}>{readableValue(before[field])}</TableCell>
            <TableCell sx={valueStyle}>{readableValue(after[field])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
