// The server's message out of a refused GraphQL operation, for the forms that show it. A
// module of its own: only the forms that say it load it (lib/graphql-error.ts goes with
// every page).
import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The server's Italian message for a refused operation: the first field's message of a
 * validation error, else the error's own; the fallback for anything else (the network).
 */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return fallback;
  const [first] = error.errors;
  const fields = first.extensions?.fields;
  if (fields && typeof fields === 'object') {
    const message = Object.values(fields as Record<string, unknown>).find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (message) return message;
  }
  return first.message || fallback;
}
