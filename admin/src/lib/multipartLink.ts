// A terminating Apollo link for operations that carry files: it sends them as a
// GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)
// over XMLHttpRequest, because fetch cannot report upload progress.
import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import { print } from 'graphql';
import { uploadProgressStore } from './uploadProgress';

/** Where each file sits in the variables, as object paths like "variables.image". */
export interface ExtractedFiles {
  clone: Record<string, unknown>;
  files: Map<File, string[]>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Replaces every File in the variables with null and records its paths. */
export function extractFiles(variables: Record<string, unknown>): ExtractedFiles {
  const files = new Map<File, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (value instanceof File) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${path}.${i}`));
    if (isPlainObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]),
      );
    }
    return value;
  };
  const clone = walk(variables, 'variables') as Record<string, unknown>;
  return { clone, files };
}

export function hasFiles(variables: Record<string, unknown> | undefined): boolean {
  return variables !== undefined && extractFiles(variables).files.size > 0;
}

/** The multipart body: operations, map, then one part per file. */
export function buildMultipartBody(
  operation: Pick<Operation, 'query' | 'variables' | 'operationName'>,
): FormData {
  const { clone, files } = extractFiles(operation.variables);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: print(operation.query),
      variables: clone,
      operationName: operation.operationName,
    }),
  );
  const map: Record<string, string[]> = {};
  [...files.values()].forEach((paths, i) => {
    map[String(i)] = paths;
  });
  form.append('map', JSON.stringify(map));
  [...files.keys()].forEach((file, i) => form.append(String(i), file, file.name));
  return form;
}

/** An HTTP failure with the parsed body, shaped like Apollo's ServerError. */
export class MultipartServerError extends Error {
  constructor(
    readonly statusCode: number,
    readonly result: unknown,
  ) {
    super(`Response not successful: Received status code ${statusCode}`);
    this.name = 'ServerError';
  }
}

export function createMultipartLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', uri);
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        for (const [name, value] of Object.entries(headers)) {
          if (value) xhr.setRequestHeader(name, value);
        }
        // Apollo Server's CSRF guard only accepts multipart requests with this header.
        xhr.setRequestHeader('apollo-require-preflight', 'true');
        xhr.setRequestHeader('accept', 'application/json');
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) uploadProgressStore.update(event.loaded, event.total);
        });
        xhr.addEventListener('load', () => {
          uploadProgressStore.finish();
          let body: unknown;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            observer.error(new MultipartServerError(xhr.status, xhr.responseText));
            return;
          }
          const isResult =
            typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
          if (xhr.status >= 300 || !isResult) {
            observer.error(new MultipartServerError(xhr.status, body));
            return;
          }
          observer.next(body as FetchResult);
          observer.complete();
        });
        xhr.addEventListener('error', () => {
          uploadProgressStore.finish();
          observer.error(new TypeError('Failed to fetch'));
        });
        xhr.addEventListener('abort', () => uploadProgressStore.finish());
        const body = buildMultipartBody(operation);
        uploadProgressStore.start(0);
        xhr.send(body);
        return () => {
          if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
        };
      }),
  );
}
