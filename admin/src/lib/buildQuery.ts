// buildQuery for ra-data-graphql over schema/schema.graphql: react-admin's data
// provider calls (getList, getOne, create, ...) -> a GraphQL document, its variables
// and the parser of the answer. Resource names are the admin's routes (news, projects,
// stats, documents, contacts, team, slides, activities, services, timeline); the
// schema's operations follow ra-data-graphql-simple. Two resources are not lists: the
// one `settings` record (getOne / update) and the first-run `setupChecklist` (getList).
import { parse, type DocumentNode } from 'graphql';
import { INVALID_LIST_FORMAT_MESSAGE } from './errors';
import { backOfficeResources } from './backOfficeResources';
import { transparencyResources } from './transparencyResources';
import {
  SETTINGS_QUERY,
  SETUP_CHECKLIST_QUERY,
  UPDATE_SETTINGS,
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

/** GraphQL argument name -> its type, as declared in the schema's mutation. */
type Arguments = Record<string, string>;

export interface ResourceDefinition {
  /** The GraphQL type, also the name of the one-record query (News, Project, ...). */
  type: string;
  /** Plural used by the list operations: allNews / _allNewsMeta. */
  plural: string;
  filterType: string;
  /** Selection set of a record. */
  fields: string;
  /** Selection set of the one-record query (the detail page), when it reads more than a list row. */
  oneFields?: string;
  createArgs: Arguments | null;
  updateArgs: Arguments;
  /** Resources shown in an order the administrator sets: the reorder mutation's plural. */
  reorderPlural?: string;
  /** Form data -> mutation data, when the form's shape is not the arguments' (nested inputs). */
  prepare?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/** The arguments of an image with its alternative text, as for news (contract of issue 8). */
const imageCreateArgs: Arguments = { image: 'Upload', imageUrl: 'String', imageAlt: 'String' };
const imageUpdateArgs: Arguments = { ...imageCreateArgs, removeImage: 'Boolean' };

export const resources: Record<string, ResourceDefinition> = {
  news: {
    type: 'News',
    plural: 'News',
    filterType: 'NewsFilter',
    fields:
      'id title content excerpt image imageAlt date author category readTime status publishedAt createdAt updatedAt',
    createArgs: {
      title: 'String!',
      content: 'String!',
      excerpt: 'String',
      date: 'String!',
      author: 'String!',
      category: 'String!',
      image: 'Upload',
      imageUrl: 'String',
      status: 'String',
      publishedAt: 'DateTimeISO',
      imageAlt: 'String',
    },
    updateArgs: {
      title: 'String',
      content: 'String',
      excerpt: 'String',
      date: 'String',
      author: 'String',
      category: 'String',
      image: 'Upload',
      imageUrl: 'String',
      removeImage: 'Boolean',
      status: 'String',
      publishedAt: 'DateTimeISO',
      imageAlt: 'String',
    },
  },
  projects: {
    type: 'Project',
    plural: 'Projects',
    filterType: 'ProjectFilter',
    fields:
      'id title description category image imageAlt startDate endDate location participants calendlyId status publishedAt createdAt updatedAt',
    createArgs: {
      title: 'String!',
      description: 'String!',
      category: 'String!',
      startDate: 'String!',
      endDate: 'String!',
      calendlyId: 'String!',
      location: 'String',
      participants: 'Int',
      image: 'Upload',
      status: 'String',
      publishedAt: 'DateTimeISO',
      imageAlt: 'String',
    },
    updateArgs: {
      title: 'String',
      description: 'String',
      category: 'String',
      startDate: 'String',
      endDate: 'String',
      calendlyId: 'String',
      location: 'String',
      participants: 'Int',
      image: 'Upload',
      removeImage: 'Boolean',
      status: 'String',
      publishedAt: 'DateTimeISO',
      imageAlt: 'String',
    },
  },
  stats: {
    type: 'Stat',
    plural: 'Stats',
    filterType: 'StatFilter',
    fields: 'id title value description position createdAt updatedAt',
    createArgs: { title: 'String!', value: 'String!', description: 'String!', position: 'Int' },
    updateArgs: { title: 'String', value: 'String', description: 'String', position: 'Int' },
  },
  documents: {
    type: 'Document',
    plural: 'Documents',
    filterType: 'DocumentFilter',
    fields: 'id title category fileSize fileUrl createdAt updatedAt',
    createArgs: { title: 'String!', category: 'String!', file: 'Upload!' },
    updateArgs: { title: 'String', category: 'String', file: 'Upload' },
  },
  contacts: {
    type: 'Contact',
    plural: 'Contacts',
    filterType: 'ContactFilter',
    fields: 'id name email subject message status privacyConsentAt createdAt updatedAt',
    oneFields:
      'id name email subject message status privacyConsentAt createdAt updatedAt replies { id message author createdAt }',
    // Contact requests come from the public form (submitContact), never from the admin.
    createArgs: null,
    updateArgs: { status: 'String!' },
  },
  team: {
    type: 'TeamMember',
    plural: 'TeamMembers',
    filterType: 'TeamMemberFilter',
    fields: 'id name role bio email phone location image imageAlt position createdAt updatedAt',
    createArgs: {
      name: 'String!',
      role: 'String!',
      bio: 'String',
      email: 'String',
      phone: 'String',
      location: 'String',
      ...imageCreateArgs,
    },
    updateArgs: {
      name: 'String',
      role: 'String',
      bio: 'String',
      email: 'String',
      phone: 'String',
      location: 'String',
      ...imageUpdateArgs,
    },
    reorderPlural: 'TeamMembers',
  },
  slides: {
    type: 'HeroSlide',
    plural: 'HeroSlides',
    filterType: 'HeroSlideFilter',
    fields:
      'id title subtitle description image imageAlt buttonLabel buttonLink visible position createdAt updatedAt',
    createArgs: {
      title: 'String!',
      subtitle: 'String!',
      description: 'String',
      ...imageCreateArgs,
      imageAlt: 'String!',
      buttonLabel: 'String!',
      buttonLink: 'String!',
      visible: 'Boolean',
    },
    updateArgs: {
      title: 'String',
      subtitle: 'String',
      description: 'String',
      ...imageUpdateArgs,
      buttonLabel: 'String',
      buttonLink: 'String',
      visible: 'Boolean',
    },
    reorderPlural: 'HeroSlides',
  },
  activities: {
    type: 'Activity',
    plural: 'Activities',
    filterType: 'ActivityFilter',
    fields:
      'id title category summary body location size image imageAlt position createdAt updatedAt',
    createArgs: {
      title: 'String!',
      category: 'String!',
      summary: 'String!',
      body: 'String!',
      location: 'String',
      size: 'String',
      ...imageCreateArgs,
    },
    updateArgs: {
      title: 'String',
      category: 'String',
      summary: 'String',
      body: 'String',
      location: 'String',
      size: 'String',
      ...imageUpdateArgs,
    },
    reorderPlural: 'Activities',
  },
  services: {
    type: 'Service',
    plural: 'Services',
    filterType: 'ServiceFilter',
    fields:
      'id title category summary body features icon isNew image imageAlt position createdAt updatedAt',
    createArgs: {
      title: 'String!',
      category: 'String!',
      summary: 'String!',
      body: 'String',
      features: '[String!]',
      icon: 'String',
      isNew: 'Boolean',
      ...imageCreateArgs,
    },
    updateArgs: {
      title: 'String',
      category: 'String',
      summary: 'String',
      body: 'String',
      features: '[String!]',
      icon: 'String',
      isNew: 'Boolean',
      ...imageUpdateArgs,
    },
    reorderPlural: 'Services',
  },
  timeline: {
    type: 'TimelineEvent',
    plural: 'TimelineEvents',
    filterType: 'TimelineEventFilter',
    fields: 'id year date title description details position createdAt updatedAt',
    createArgs: {
      year: 'String!',
      date: 'String!',
      title: 'String!',
      description: 'String!',
      details: 'String',
    },
    updateArgs: {
      year: 'String',
      date: 'String',
      title: 'String',
      description: 'String',
      details: 'String',
    },
    reorderPlural: 'TimelineEvents',
  },
  ...transparencyResources,
  ...backOfficeResources,
};

/** The one settings record: its react-admin resource name and the id its page asks for. */
export const SETTINGS_RESOURCE = 'settings';
export const SETTINGS_ID = 'settings';
/** The first-run checklist, read as a list whose records are keyed by the item's key. */
export const SETUP_CHECKLIST_RESOURCE = 'setupChecklist';

export interface BuiltQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
  parseResponse: (response: { data: Record<string, unknown> }) => unknown;
}

/**
 * The settings record as the admin holds it: id is the page's fixed SETTINGS_ID, so that
 * react-admin's cache entry of getOne is the one its update refreshes.
 */
function settingsRecord(settings: unknown): { data: RaRecord } {
  if (settings == null) throw new HttpError('Risorsa non trovata', 404, { code: 'NOT_FOUND' });
  return { data: { ...(settings as RaRecord), id: SETTINGS_ID } };
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
      variables: { input: settingsInput(params.data as Record<string, unknown>) },
      parseResponse: ({ data }) => settingsRecord(data.updateSettings),
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
  if (resource === SETTINGS_RESOURCE || resource === SETUP_CHECKLIST_RESOURCE) {
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
  if (!def.reorderPlural) throw new Error(`${def.type}: ordinamento non previsto`);
  return {
    query: mutation(
      `reorder${def.reorderPlural}`,
      `reorder${def.reorderPlural}`,
      { ids: '[ID!]!' },
      { ids },
      def.fields,
    ),
    variables: { ids },
    parseResponse: ({ data }) => ({ data: data.data as RaRecord[] }),
  };
}

function definitionOf(resource: string): ResourceDefinition {
  const definition = resources[resource];
  if (!definition) throw new Error(`Risorsa sconosciuta: ${resource}`);
  return definition;
}

/** The arguments of `args` that `data` sets, with the values to send. */
function pickArguments(args: Arguments, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(args)
      .filter((name) => data[name] !== undefined)
      .map((name) => [name, data[name]]),
  );
}

/** The values of `data` that differ from `previous` (an update sends only what changed). */
export function changedValues(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== previous[key]));
}

function mutation(
  name: string,
  field: string,
  args: Arguments,
  variables: Record<string, unknown>,
  selection: string,
): DocumentNode {
  const names = Object.keys(variables);
  const declarations = names.map((n) => `$${n}: ${args[n]}`).join(', ');
  const passed = names.map((n) => `${n}: $${n}`).join(', ');
  return parse(
    `mutation ${name}${declarations ? `(${declarations})` : ''} { data: ${field}${
      passed ? `(${passed})` : ''
    } { ${selection} } }`,
  );
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
  const query =
    parse(`query all${def.plural}($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: ${def.filterType}) {
    items: all${def.plural}(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { ${def.fields} }
    total: _all${def.plural}Meta(filter: $filter) { count }
  }`);
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
    query,
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
        return {
          query: parse(
            `query ${def.type}($id: ID!) { data: ${def.type}(id: $id) { ${def.oneFields ?? def.fields} } }`,
          ),
          variables: { id: params.id },
          parseResponse: ({ data }) => recordOrNotFound(data.data),
        };
      case CREATE: {
        if (!def.createArgs) throw new Error(`${def.type}: creazione non prevista`);
        const data = params.data as Record<string, unknown>;
        const variables = pickArguments(def.createArgs, def.prepare ? def.prepare(data) : data);
        return {
          query: mutation(
            `create${def.type}`,
            `create${def.type}`,
            def.createArgs,
            variables,
            def.fields,
          ),
          variables,
          parseResponse: ({ data }) => ({ data: data.data }),
        };
      }
      case UPDATE: {
        const changed = changedValues(
          params.data as Record<string, unknown>,
          params.previousData as Record<string, unknown> | undefined,
        );
        const args = { id: 'ID!', ...def.updateArgs };
        const variables = {
          id: params.id,
          ...pickArguments(def.updateArgs, def.prepare ? def.prepare(changed) : changed),
        };
        return {
          query: mutation(`update${def.type}`, `update${def.type}`, args, variables, def.fields),
          variables,
          parseResponse: ({ data }) => ({ data: data.data }),
        };
      }
      case DELETE:
        return {
          query: mutation(
            `delete${def.type}`,
            `delete${def.type}`,
            { id: 'ID!' },
            { id: params.id },
            'id',
          ),
          variables: { id: params.id },
          parseResponse: ({ data }) => ({ data: data.data }),
        };
      case DELETE_MANY:
      case UPDATE_MANY: {
        // One aliased mutation per record, in a single request.
        const ids = params.ids as Identifier[];
        const isDelete = fetchType === DELETE_MANY;
        const field = `${isDelete ? 'delete' : 'update'}${def.type}`;
        const data = isDelete
          ? {}
          : pickArguments(def.updateArgs, params.data as Record<string, unknown>);
        const dataNames = Object.keys(data);
        const declarations = [
          ...ids.map((_, i) => `$id${i}: ID!`),
          ...dataNames.map((n) => `$${n}: ${def.updateArgs[n]}`),
        ].join(', ');
        const passedData = dataNames.map((n) => `, ${n}: $${n}`).join('');
        const body = ids
          .map((_, i) => `r${i}: ${field}(id: $id${i}${passedData}) { id }`)
          .join(' ');
        const variables: Record<string, unknown> = { ...data };
        ids.forEach((id, i) => {
          variables[`id${i}`] = id;
        });
        return {
          query: parse(`mutation ${field}Many(${declarations}) { ${body} }`),
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
