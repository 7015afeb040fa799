// The lists' bulk action: the selected rows deleted together (react-admin's bulk delete,
// one deleteX per record), after a confirmation naming them as the list does; the rows go
// only once the server has deleted them (pessimistic mode).
import { BulkDeleteButton } from 'react-admin';

export const BulkDelete = ({ confirmText }: { confirmText: string }) => (
  <BulkDeleteButton
    mutationMode="pessimistic"
    label="Elimina"
    confirmTitle="Conferma eliminazione"
    confirmContent={confirmText}
    confirmColor="warning"
  />
);
