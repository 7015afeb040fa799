// buildQuery for ra-data-graphql over schema/schema.graphql: react-admin's data
// provider calls (getList, getOne, create, ...) -> a GraphQL document, its variables
// and the parser of the answer. Resource names are the admin's routes (news, projects,
// stats, documents, contacts, team, slides, activities, services, timeline, ...); the
// schema's operations follow ra-data-graphql-simple. Every document is one of the
// resources' typed documents (resourceDefinition.ts), validated by codegen against the
// schema: a create or update sends it without the arguments it does not set, and the
// bulk calls repeat its one field per record. Three resources are not lists: the one
// `settings` record and the site's `navigation` (getOne / update), and the first-run
// `setupChecklist` (getList).
import {
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
  type VariableNode,
} from 'graphql';
import { INVALID_LIST_FORMAT_MESSAGE } from './errors';
import { backOfficeResources } from './backOfficeResources';
import { contentResources } from './contentResources';
import { donationResources } from './donationResources';
import type { FormData, ResourceDefinition } from './resourceDefinition';
import { transparencyResources } from './transparencyResources';
import {
  NAVIGATION_QUERY,
  SETTINGS_QUERY,
  SETUP_CHECKLIST_QUERY,
  UPDATE_NAVIGATION,
  UPDATE_SETTINGS,
  navigationItemsInput,
  settingsInput,
} from './operations';
import {
  CREATE,
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_MANY,
  GET_MANY_REFERENCE,
  GET_ONE,
  HttpError,
  UPDATE,
  UPDATE_MANY,
  type Identifier,
  type RaRecord,
} from 'react-admin';

export const resources: Record<string, ResourceDefinition> = {
  ...contentResources,
  ...transparencyResources,
  ...backOfficeResources,
  ...donationResources,
};

/** The one settings record: its react-admin resource name and the id its page asks for. */
export const SETTINGS_RESOURCE = 'settings';
export const SETTINGS_ID = 'settings';
/** The site's menus (header and footer), one record like the settings. */
export const NAVIGATION_RESOURCE = 'navigation';
export const NAVIGATION_ID = 'navigation';
/** The first-run checklist, read as a list whose records are keyed by the item's key. */
export const SETUP_CHECKLIST_RESOURCE = 'setupChecklist';

export interface BuiltQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
  parseResponse: (response: { data: Record<string, unknown> }) => unknown;
}

/**
 * The settings record as the admin holds it: id is the page's fixed SETTINGS_ID, so that
 * react-admin's cache entry of getOne is the one its update refreshes; settingsId is the
 * server's id, which names the settings' revisions.
 */
function settingsRecord(settings: unknown): { data: RaRecord } {
  if (settings == null) throw new HttpError('Risorsa non trovata', 404, { code: 'NOT_FOUND' });
  const record = settings as RaRecord;
  return { data: { ...record, id: SETTINGS_ID, settingsId: record.id } };
}

/** The version argument of updateSettings: the loaded record's, when it has one. */
function settingsVersion(previousData: unknown): { version?: string } {
  const version = (previousData as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' ? { version } : {};
}

/** getOne and update of the settings, and the checklist's getList. */
function singletonQuery(
  fetchType: string,
  resource: string,
  params: Record<string, unknown>,
): BuiltQuery | null {
  if (resource === SETTINGS_RESOURCE && fetchType === GET_ONE) {
    return {
      query: SETTINGS_QUERY,
      variables: {},
      parseResponse: ({ data }) => settingsRecord(data.settings),
    };
  }
  if (resource === SETTINGS_RESOURCE && fetchType === UPDATE) {
    return {
      query: UPDATE_SETTINGS,
      variables: {
        input: settingsInput(params.data as Record<string, unknown>),
        // The version the form was loaded with: settings changed since are refused (CONFLICT).
        ...settingsVersion(params.previousData),
      },
      parseResponse: ({ data }) => settingsRecord(data.updateSettings),
    };
  }
  if (resource === NAVIGATION_RESOURCE && fetchType === GET_ONE) {
    return {
      query: NAVIGATION_QUERY,
      variables: {},
      parseResponse: ({ data }) => ({
        data: { ...(data.navigation as RaRecord), id: NAVIGATION_ID },
      }),
    };
  }
  if (resource === NAVIGATION_RESOURCE && fetchType === UPDATE) {
    const values = params.data as Record<string, unknown>;
    return {
      query: UPDATE_NAVIGATION,
      variables: {
        header: navigationItemsInput(values.header),
        footer: navigationItemsInput(values.footer),
      },
      parseResponse: ({ data }) => ({
        data: { ...(data.updateNavigation as RaRecord), id: NAVIGATION_ID },
      }),
    };
  }
  if (resource === SETUP_CHECKLIST_RESOURCE && fetchType === GET_LIST) {
    return {
      query: SETUP_CHECKLIST_QUERY,
      variables: {},
      parseResponse: ({ data }) => {
        if (!Array.isArray(data.setupChecklist)) {
          throw new HttpError(INVALID_LIST_FORMAT_MESSAGE, 502, {
            message: INVALID_LIST_FORMAT_MESSAGE,
          });
        }
        const items = (data.setupChecklist as { key: string }[]).map((item) => ({
          ...item,
          id: item.key,
        }));
        return { data: items, total: items.length };
      },
    };
  }
  if (
    resource === SETTINGS_RESOURCE ||
    resource === SETUP_CHECKLIST_RESOURCE ||
    resource === NAVIGATION_RESOURCE
  ) {
    throw new Error(`Operazione non supportata su ${resource}: ${fetchType}`);
  }
  return null;
}

/**
 * reorderX(ids): the records of an ordered resource in the order given (all of its ids),
 * answered with the list in its new order.
 */
export function buildReorder(resource: string, ids: Identifier[]): BuiltQuery {
  const def = definitionOf(resource);
  if (!def.reorder) throw new Error(`${def.type}: ordinamento non previsto`);
  return {
    query: def.reorder,
    variables: { ids },
    parseResponse: ({ data }) => ({ data: data.data as RaRecord[] }),
  };
}

function definitionOf(resource: string): ResourceDefinition {
  const definition = resources[resource];
  if (!definition) throw new Error(`Risorsa sconosciuta: ${resource}`);
  return definition;
}

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('Documento senza operazione');
  return operation;
}

/** The arguments of a create or update document, bar the record's id. */
function argumentNames(document: DocumentNode): string[] {
  return (operationOf(document).variableDefinitions ?? [])
    .map((definition) => definition.variable.name.value)
    .filter((name) => name !== 'id');
}

/** The arguments of `document` that `data` sets, with the values to send. */
function pickArguments(document: DocumentNode, data: FormData): FormData {
  return Object.fromEntries(
    argumentNames(document)
      .filter((name) => data[name] !== undefined)
      .map((name) => [name, data[name]]),
  );
}

/**
 * The document with only the variables given: the others' definitions and the arguments
 * that pass them are left out, so that the server sees only what the admin sets.
 */
function withVariables(document: DocumentNode, variables: FormData): DocumentNode {
  const given = (name: string) => Object.hasOwn(variables, name);
  return visit(document, {
    VariableDefinition: (node) => (given(node.variable.name.value) ? undefined : null),
    Argument: (node) =>
      node.value.kind === Kind.VARIABLE && !given(node.value.name.value) ? null : undefined,
  });
}

/**
 * One aliased copy of the document's field per record (r0, r1, ...), each on its own id
 * variable and sharing the other arguments, in a single request answering ids.
 */
function perRecord(document: DocumentNode, ids: Identifier[], data: FormData): DocumentNode {
  const operation = operationOf(withVariables(document, { id: true, ...data }));
  const field = operation.selectionSet.selections[0] as FieldNode;
  const definitions = operation.variableDefinitions ?? [];
  const idDefinition = definitions.find((d) => d.variable.name.value === 'id');
  if (!idDefinition) throw new Error(`${field.name.value}: manca l'argomento id`);
  const variable = (name: string): VariableNode => ({
    kind: Kind.VARIABLE,
    name: { kind: Kind.NAME, value: name },
  });
  const idDefinitions: VariableDefinitionNode[] = ids.map((_, i) => ({
    ...idDefinition,
    variable: variable(`id${i}`),
  }));
  const selections: FieldNode[] = ids.map((_, i) => ({
    ...field,
    alias: { kind: Kind.NAME, value: `r${i}` },
    arguments: field.arguments?.map((argument) =>
      argument.name.value === 'id' ? { ...argument, value: variable(`id${i}`) } : argument,
    ),
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }],
    },
  }));
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        ...operation,
        name: { kind: Kind.NAME, value: `${field.name.value}Many` },
        variableDefinitions: [
          ...idDefinitions,
          ...definitions.filter((d) => d.variable.name.value !== 'id'),
        ],
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
    ],
  };
}

/** The values of `data` that differ from `previous` (an update sends only what changed). */
export function changedValues(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== previous[key]));
}

/** Form data with the resource's own changes to it (nested inputs, emptied fields). */
function prepared(def: ResourceDefinition, data: FormData): FormData {
  return def.prepare ? { ...data, ...def.prepare(data) } : data;
}

function recordOrNotFound(record: unknown): { data: RaRecord } {
  if (record == null) throw new HttpError('Risorsa non trovata', 404, { code: 'NOT_FOUND' });
  return { data: record as RaRecord };
}

interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

function listQuery(
  def: ResourceDefinition,
  params: ListParams,
  filter: Record<string, unknown>,
): BuiltQuery {
  const variables: Record<string, unknown> = { filter };
  if (params.pagination) {
    // react-admin pages are 1-based, the schema's are 0-based.
    variables.page = params.pagination.page - 1;
    variables.perPage = params.pagination.perPage;
  }
  if (params.sort?.field) {
    variables.sortField = params.sort.field;
    variables.sortOrder = params.sort.order === 'ASC' ? 'ASC' : 'DESC';
  }
  return {
    query: def.list,
    variables,
    parseResponse: ({ data }) => {
      if (!Array.isArray(data.items)) {
        throw new HttpError(INVALID_LIST_FORMAT_MESSAGE, 502, {
          message: INVALID_LIST_FORMAT_MESSAGE,
        });
      }
      return {
        data: data.items as RaRecord[],
        total: (data.total as { count: number } | null)?.count ?? data.items.length,
      };
    },
  };
}

/** The buildQuery factory handed to ra-data-graphql (introspection is not needed). */
export const buildQueryFactory =
  () =>
  (fetchType: string, resource: string, params: Record<string, unknown>): BuiltQuery => {
    const singleton = singletonQuery(fetchType, resource, params);
    if (singleton) return singleton;
    const def = definitionOf(resource);
    switch (fetchType) {
      case GET_LIST:
        return listQuery(
          def,
          params as ListParams,
          (params.filter as Record<string, unknown>) ?? {},
        );
      case GET_MANY:
        return listQuery(def, {}, { ids: params.ids as Identifier[] });
      case GET_MANY_REFERENCE: {
        const { target, id, filter } = params as {
          target: string;
          id: Identifier;
          filter?: object;
        };
        return listQuery(def, params as ListParams, { ...filter, [target]: id });
      }
      case GET_ONE:
        if (!def.one) throw new Error(`${def.type}: lettura del singolo record non prevista`);
        return {
          query: def.one,
          variables: { id: params.id },
          parseResponse: ({ data }) => recordOrNotFound(data.data),
        };
      case CREATE: {
        if (!def.create) throw new Error(`${def.type}: creazione non prevista`);
        const variables = pickArguments(def.create, prepared(def, params.data as FormData));
        return {
          query: withVariables(def.create, variables),
          variables,
          parseResponse: ({ data }) => ({ data: data.data }),
        };
      }
      case UPDATE: {
        if (!def.update) throw new Error(`${def.type}: modifica non prevista`);
        const changed = changedValues(
          params.data as FormData,
          params.previousData as FormData | undefined,
        );
        const variables: FormData = {
          id: params.id,
          ...pickArguments(def.update, prepared(def, changed)),
        };
        // The version the form was loaded with: a record changed since is refused (CONFLICT).
        const loaded = (params.previousData as FormData | undefined)?.version;
        if (argumentNames(def.update).includes('version') && typeof loaded === 'string') {
          variables.version = loaded;
        } else {
          delete variables.version;
        }
        return {
          query: withVariables(def.update, variables),
          variables,
          parseResponse: ({ data }) => ({ data: data.data }),
        };
      }
      case DELETE:
        if (!def.remove) throw new Error(`${def.type}: eliminazione non prevista`);
        return {
          query: def.remove,
          variables: { id: params.id },
          parseResponse: ({ data }) => ({ data: data.data }),
        };
      case DELETE_MANY:
      case UPDATE_MANY: {
        // One aliased mutation per record, in a single request.
        const ids = params.ids as Identifier[];
        const isDelete = fetchType === DELETE_MANY;
        const document = isDelete ? def.remove : def.update;
        if (!document) throw new Error(`${def.type}: operazione non prevista`);
        const data = isDelete ? {} : pickArguments(document, params.data as FormData);
        const variables: Record<string, unknown> = { ...data };
        ids.forEach((id, i) => {
          variables[`id${i}`] = id;
        });
        return {
          query: perRecord(document, ids, data),
          variables,
          parseResponse: ({ data: answer }) => ({
            data: Object.values(answer).map((record) => (record as RaRecord).id),
          }),
        };
      }
      default:
        throw new Error(`Operazione non supportata: ${fetchType}`);
    }
  };
