// The admin's one Apollo Client (3.x, the version ra-data-graphql is built on):
// bearer token from localStorage, files as multipart requests over XHR (progress bar),
// and GraphQL errors that arrive with a non-2xx HTTP status read as GraphQL errors.
import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  Observable,
  type FetchResult,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { GRAPHQL_URL, TOKEN_STORAGE_KEY } from '../config';
import { createMultipartLink, hasFiles } from './multipartLink';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** Adds `Authorization: Bearer <token>` when a token is stored. */
export const authLink = new ApolloLink((operation, forward) => {
  const token = readToken();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  }));
  return forward(operation);
});

interface GraphQLErrorBody {
  message: string;
  extensions?: Record<string, unknown>;
}

function errorsOfFailedResponse(
  error: unknown,
): { errors: GraphQLErrorBody[]; status?: number } | null {
  if (typeof error !== 'object' || error === null || !('result' in error)) return null;
  const { result, statusCode } = error as { result?: unknown; statusCode?: number };
  if (typeof result !== 'object' || result === null || !('errors' in result)) return null;
  const errors = (result as { errors: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return { errors: errors as GraphQLErrorBody[], status: statusCode };
}

/**
 * The server may answer a GraphQL error (401 for a missing token, 400 for bad input)
 * with a matching HTTP status. Apollo would report it as a bare network error and drop
 * `extensions`; this link hands the errors on as GraphQL errors with their codes.
 */
export const httpStatusErrorLink = new ApolloLink(
  (operation, forward) =>
    new Observable<FetchResult>((observer) => {
      let delivered = false;
      const subscription = forward(operation).subscribe({
        next: (result) => {
          delivered = true;
          observer.next(result);
        },
        error: (error: unknown) => {
          const failed = errorsOfFailedResponse(error);
          if (!failed) {
            observer.error(error);
            return;
          }
          if (!delivered) {
            observer.next({
              data: null,
              errors: failed.errors.map((e) => ({
                ...e,
                extensions: { status: failed.status, ...e.extensions },
              })),
            } as FetchResult);
          }
          observer.complete();
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    }),
);

export function createGraphqlClient(uri: string = GRAPHQL_URL): ApolloClient<unknown> {
  const transport = ApolloLink.split(
    (operation) => hasFiles(operation.variables),
    createMultipartLink(uri),
    new HttpLink({ uri }),
  );
  return new ApolloClient({
    link: ApolloLink.from([authLink, httpStatusErrorLink, transport]),
    cache: new InMemoryCache(),
    // react-admin keeps its own cache (react-query): always ask the server.
    defaultOptions: {
      query: { fetchPolicy: 'network-only' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}

/** The data of a query, asked of the server (never the cache); its first error thrown. */
export async function freshData<TData, TVariables extends OperationVariables>(
  client: ApolloClient<unknown>,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const result = await client.query({ query, variables, fetchPolicy: 'network-only' });
  if (result.errors?.length) throw result.errors[0];
  return result.data;
}
