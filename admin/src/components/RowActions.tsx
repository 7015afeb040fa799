// A row's 'Modifica' link (to the contract's /{resource}/{id}/edit) and 'Elimina'
// button, each for who may do it (the auth provider's canAccess; react-admin's
// DeleteButton asks it itself): a confirmation with the spec's text, then the row goes
// away only once the server has deleted the record (pessimistic mode); a failure leaves
// the list as it was.
// On phones both are icons (named 'Modifica' and 'Elimina'), side by side.
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Button,
  DeleteButton,
  useCanAccess,
  useNotify,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessage } from '../lib/errors';

export interface DeleteConfirmation {
  /** 'Sei sicuro di voler eliminare questa notizia?' and the like. */
  confirmText: string;
  /** The notification when the server refuses or fails; without it the failure is only logged. */
  errorText?: (error: unknown) => string;
}

/**
 * The notification of a refused delete: the text as the spec writes it ("Errore durante
 * l'eliminazione del documento: " and the like), then the server's reason.
 */
export function deleteErrorText(text: string): (error: unknown) => string {
  return (error) => `${text}${errorMessage(error) ?? 'Errore sconosciuto'}`;
}

export const DeleteRecordButton = ({
  confirmText,
  errorText,
  redirect = false,
}: DeleteConfirmation & { redirect?: string | false }) => {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label="Elimina"
      confirmTitle="Conferma eliminazione"
      confirmContent={confirmText}
      confirmColor="warning"
      redirect={redirect}
      mutationOptions={{
        onError: (error: unknown) => {
          if (errorText) notify(errorText(error), { type: 'error' });
          else console.error('Eliminazione non riuscita', error);
        },
      }}
    />
  );
};

interface RowActionsProps extends DeleteConfirmation {
  /** Column header, read by the table. */
  label?: string;
  /** Actions of the row shown before 'Modifica' (the documents' 'Scarica'). */
  children?: ReactNode;
}

export const RowActions = ({ confirmText, errorText, children }: RowActionsProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', record });
  if (!record) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: { xs: 0, sm: 1 },
        flexWrap: children ? 'nowrap' : { xs: 'wrap', sm: 'nowrap' },
        justifyContent: 'flex-end',
      }}
    >
      {/* react-admin's Button, as DeleteButton: on phones an icon with the label as its
          name and tooltip, so that both actions fit beside the title. */}
      {children}
      {mayEdit && (
        <Button component={Link} to={`/${resource}/${record.id}/edit`} label="Modifica">
          <EditIcon />
        </Button>
      )}
      <DeleteRecordButton confirmText={confirmText} errorText={errorText} />
    </Box>
  );
};
