// Reading the server's error catalogue codes (extensions.code) out of Apollo errors.
import { CombinedGraphQLErrors } from '@apollo/client';

/** True when every GraphQL error of the result is the catalogue's NOT_FOUND. */
export function isNotFoundError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => e.extensions?.code === 'NOT_FOUND')
  );
}
