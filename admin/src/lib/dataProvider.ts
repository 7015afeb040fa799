// The admin's data provider: ra-data-graphql with our buildQuery, wrapped (as in
// react-admin's addUploadFeature example) to turn file inputs into Upload variables,
// and to give every error the server's status and code.
import buildGraphQLProvider, { type BuildQueryFactory } from 'ra-data-graphql';
import type { ApolloClient } from '@apollo/client';
import type { DataProvider, RaRecord } from 'react-admin';
import { buildQueryFactory } from './buildQuery';
import { HttpError } from 'react-admin';
import { listHttpFailureMessage, toHttpError, type ServerErrorBody } from './errors';

/** The value of a react-admin FileInput / ImageInput that holds a newly chosen file. */
interface ChosenFile {
  rawFile: File;
}

function isChosenFile(value: unknown): value is ChosenFile {
  return (
    typeof value === 'object' && value !== null && (value as ChosenFile).rawFile instanceof File
  );
}

/** File fields per resource: the image of news and courses, the PDF of documents. */
const fileFields: Record<string, { field: string; removable: boolean }> = {
  news: { field: 'image', removable: true },
  projects: { field: 'image', removable: true },
  documents: { field: 'file', removable: false },
};

/**
 * Form data -> mutation data for the file field: a chosen file becomes the File sent as an
 * Upload; on edit, an untouched field keeps the current file and an emptied image field
 * asks the server to remove it.
 */
export function withFileUploads(
  resource: string,
  data: Record<string, unknown>,
  previousData?: Record<string, unknown>,
): Record<string, unknown> {
  const spec = fileFields[resource];
  if (!spec) return data;
  const { [spec.field]: value, ...rest } = data;
  if (isChosenFile(value)) return { ...rest, [spec.field]: value.rawFile };
  if (value instanceof File) return { ...rest, [spec.field]: value };
  // null is an explicit removal; undefined (a refused drop) keeps the current file.
  if (previousData && spec.removable && value === null && previousData[spec.field]) {
    return { ...rest, removeImage: true };
  }
  return rest;
}

function normaliseErrors(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get(target, name, receiver) {
      const member = Reflect.get(target, name, receiver) as unknown;
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) =>
        Promise.resolve()
          .then(() => (member as (...a: unknown[]) => unknown).apply(target, args))
          .catch((error: unknown) => {
            const httpError = toHttpError(error);
            const isHttpFailure =
              !(httpError.body as ServerErrorBody | undefined)?.code && httpError.status >= 300;
            if (name === 'getList' && isHttpFailure) {
              const message = listHttpFailureMessage(String(args[0]), httpError.status);
              throw new HttpError(message, httpError.status, { message });
            }
            throw httpError;
          });
    },
  });
}

export function createDataProvider(client: ApolloClient<unknown>): DataProvider {
  const graphql = buildGraphQLProvider({
    client,
    introspection: false,
    buildQuery: buildQueryFactory as unknown as BuildQueryFactory,
  });
  const withUploads: DataProvider = {
    ...graphql,
    create: (resource, params) =>
      graphql.create(resource, { ...params, data: withFileUploads(resource, params.data) }),
    update: <RecordType extends RaRecord>(
      resource: string,
      params: Parameters<DataProvider['update']>[1],
    ) =>
      graphql.update<RecordType>(resource, {
        ...params,
        data: withFileUploads(resource, params.data, params.previousData),
      }),
  };
  return normaliseErrors(withUploads);
}
