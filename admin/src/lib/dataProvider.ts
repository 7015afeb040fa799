// The admin's data provider: ra-data-graphql with our buildQuery, wrapped (as in
// react-admin's addUploadFeature example) to turn file inputs into Upload variables,
// and to give every error the server's status and code. Custom methods, as react-admin's
// docs suggest for calls that are not CRUD: `reorder` (an ordered resource's new order),
// `changePassword` (the signed-in administrator's own), `forgotPassword` and
// `resetPassword` (a password chosen with the link of an e-mail, signed out).
import { analyticsCalls, type AnalyticsCalls } from './analytics';
import buildGraphQLProvider, { type BuildQueryFactory } from 'ra-data-graphql';
import type { ApolloClient } from '@apollo/client';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { buildQueryFactory, buildReorder, resources } from './buildQuery';
import { committeeMailCalls, type CommitteeMailCalls } from './committeeMail';
import { enrolmentCalls, type EnrolmentCalls } from './enrolments';
import { safetyNetCalls, type SafetyNetCalls } from './safetyNet';
import {
  committeeCalls,
  committeesCrud,
  COMMITTEES_RESOURCE,
  type CommitteeCalls,
} from './committees';
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
  UPLOAD_RICH_TEXT_IMAGE,
  DEMO_CONTENT_QUERY,
  REMOVE_DEMO_CONTENT,
} from './operations';
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
  const spec = resources[resource]?.upload;
  if (!spec) return data;
  const { [spec.field]: value, ...rest } = data;
  if (isChosenFile(value)) return { ...rest, [spec.field]: value.rawFile };
  if (value instanceof File) return { ...rest, [spec.field]: value };
  // null is an explicit removal; undefined (a refused drop) keeps the current file.
  if (previousData && spec.removeFlag && value === null && previousData[spec.field]) {
    return { ...rest, [spec.removeFlag]: true };
  }
  return rest;
}

function normaliseErrors<T extends DataProvider>(provider: T): T {
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

/** The admin's data provider: react-admin's methods and the custom ones (order, own password, e-mail). */
export interface AdminDataProvider
  extends
    DataProvider,
    CommitteeMailCalls,
    CommitteeCalls,
    AnalyticsCalls,
    SafetyNetCalls,
    EnrolmentCalls {
  /** Sets the order of all the records of an ordered resource; answers them in that order. */
  reorder: (resource: string, params: { ids: Identifier[] }) => Promise<{ data: RaRecord[] }>;
  changePassword: (params: { currentPassword: string; newPassword: string }) => Promise<void>;
  /** Asks for a reset link by e-mail; answers the server's message (the same for any account). */
  forgotPassword: (usernameOrEmail: string) => Promise<string>;
  /** Sets the password with a link's token; answers the server's message. */
  resetPassword: (params: { token: string; password: string }) => Promise<string>;
  /** Stores an image for the rich text editor; answers its URL (/uploads/...). */
  uploadRichTextImage: (file: File) => Promise<string>;
  /** The kinds of demo content still present (administrators). */
  demoContent: () => Promise<DemoContentKind[]>;
  /** Deletes the unedited demo content; answers what went, by kind. */
  removeDemoContent: () => Promise<{ total: number; removed: DemoContentKind[] }>;
}

export interface DemoContentKind {
  key: string;
  label: string;
  count: number;
}

export function createDataProvider(client: ApolloClient<unknown>): AdminDataProvider {
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
  // The platform's committees are not a list of the GraphQL conventions above: their own CRUD.
  const committees = committeesCrud(client);
  for (const name of Object.keys(committees) as (keyof typeof committees)[]) {
    const generic = withUploads[name] as (resource: string, params: unknown) => Promise<unknown>;
    const own = committees[name] as (resource: string, params: unknown) => Promise<unknown>;
    (withUploads as Record<string, unknown>)[name] = (resource: string, params: unknown) =>
      resource === COMMITTEES_RESOURCE ? own(resource, params) : generic(resource, params);
  }
  const custom = {
    reorder: async (resource: string, { ids }: { ids: Identifier[] }) => {
      const { query, variables, parseResponse } = buildReorder(resource, ids);
      const response = await client.mutate({ mutation: query, variables });
      return parseResponse(response as { data: Record<string, unknown> }) as { data: RaRecord[] };
    },
    changePassword: async (variables: { currentPassword: string; newPassword: string }) => {
      await client.mutate({ mutation: CHANGE_PASSWORD, variables });
    },
    forgotPassword: async (usernameOrEmail: string) => {
      const { data } = await client.mutate({
        mutation: FORGOT_PASSWORD,
        variables: { usernameOrEmail },
      });
      return data?.forgotPassword as string;
    },
    resetPassword: async (variables: { token: string; password: string }) => {
      const { data } = await client.mutate({ mutation: RESET_PASSWORD, variables });
      return data?.resetPassword as string;
    },
    demoContent: async () => {
      const { data } = await client.query({ query: DEMO_CONTENT_QUERY, fetchPolicy: 'no-cache' });
      return data.demoContent;
    },
    removeDemoContent: async () => {
      const { data } = await client.mutate({ mutation: REMOVE_DEMO_CONTENT });
      return data?.removeDemoContent as { total: number; removed: DemoContentKind[] };
    },
    uploadRichTextImage: async (file: File) => {
      const { data } = await client.mutate({
        mutation: UPLOAD_RICH_TEXT_IMAGE,
        variables: { file },
      });
      return data?.uploadRichTextImage as string;
    },
  };
  return normaliseErrors({
    ...withUploads,
    ...custom,
    ...committeeMailCalls(client),
    ...enrolmentCalls(client),
    ...committeeCalls(client),
    ...analyticsCalls(client),
    ...safetyNetCalls(client),
  }) as AdminDataProvider;
}
