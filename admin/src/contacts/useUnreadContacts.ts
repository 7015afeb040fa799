// How many contact requests are still to be read (status pending): the counter of the
// sidebar's 'Contatti' item and of the dashboard. A failed read is only logged.
import { useCanAccess, useGetList } from 'react-admin';
import { ContactStatus } from '../gql/graphql';

export const UNREAD_FILTER = { status: ContactStatus.Pending };

export function useUnreadContacts(): { total?: number; isPending: boolean; error: unknown } {
  // Only who may read contact requests asks for them: an editor's screens never do.
  const { canAccess } = useCanAccess({ resource: 'contacts', action: 'list' });
  const { total, isPending, error } = useGetList(
    'contacts',
    { filter: UNREAD_FILTER, pagination: { page: 1, perPage: 1 } },
    {
      enabled: canAccess === true,
      retry: false,
      onError: (e: unknown) => console.error('Richieste da leggere non caricate', e),
    },
  );
  return { total, isPending, error };
}

/** The counter's accessible text: '3 da leggere' (nothing at zero). */
export function unreadLabel(total: number | undefined): string | null {
  if (!total) return null;
  return `${total} da leggere`;
}
