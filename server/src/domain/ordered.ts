// The committee's ordered content (team, hero slides, activities, services, the timeline):
// records shown in display order (position), most with an image, written by the staff and
// read by everyone (some rows only by the staff: a hidden slide). A module of this family
// is its entity, its arguments and its fields' rules: orderedModule() makes the rest of
// its descriptor (GraphQL with reorderX, REST with PUT /order, access, public read,
// version, revisions, file and rich-text columns) from the record kit.
import { Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, Resolver, type ClassType } from 'type-graphql';
import { recordFields } from '../platform/cache/public-reads.js';
import type { ResourceModule } from './module.js';
import { STAFF, type RowCondition } from './policy.js';
import { NoArgs, withId, withImage, withImageChange, withPosition } from './records/record-args.js';
import { ContentRecord } from './records/content-record.js';
import { orderedRecordResolver, recordResolver } from './records/record-resolver.js';
import { recordRoutes } from './records/record-routes.js';
import type { RecordListArgs } from './records/record-service.js';
import type { RecordResource } from './records/resource.js';

@ObjectType()
export abstract class OrderedRecord extends ContentRecord {
  @Index()
  @Property({ type: 'integer' })
  @Field(() => Int)
  position: number = 0;
}

@ObjectType()
export abstract class IllustratedRecord extends OrderedRecord {
  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'Relative to the API base (/uploads/...) or an absolute http(s) URL',
  })
  image: string | null = null;
}

/** The texts of a card of ordered content (activities, services): title, category, summary. */
export const cardMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 120,
    length: 'Il titolo può avere al massimo 120 caratteri',
  },
  category: {
    required: 'La categoria è obbligatoria',
    max: 60,
    length: 'La categoria può avere al massimo 60 caratteri',
  },
  summary: {
    required: 'Il riassunto è obbligatorio',
    max: 500,
    length: 'Il riassunto può avere al massimo 500 caratteri',
  },
} as const;

/** The arguments of a new ordered record, and of a change to one (with and without an image). */
export class NewOrderedArgs extends withPosition(NoArgs) {}
export class OrderedChangeArgs extends withPosition(withId(NoArgs)) {}
export class NewIllustratedArgs extends withImage(NewOrderedArgs) {}
export class IllustratedChangeArgs extends withImageChange(OrderedChangeArgs) {}

/** An ordered resource's own rules: its REST answer is its fields (and image) unless it says otherwise. */
export type OrderedResource<T extends OrderedRecord> = Omit<
  RecordResource<T>,
  'name' | 'ordered' | 'defaultSort' | 'present'
> &
  Partial<Pick<RecordResource<T>, 'present'>>;

export interface OrderedModuleOptions<T extends OrderedRecord> {
  /** The module's and the policy's name (team, slides…). */
  name: string;
  /** Its REST mount under /api (/team). */
  path: string;
  table: string;
  /** The GraphQL type's name (TeamMember) and its plural (TeamMembers). */
  type: ClassType<T>;
  graphqlName: string;
  plural: string;
  resource: OrderedResource<T>;
  listArgs: ClassType<RecordListArgs>;
  createArgs: ClassType<object>;
  updateArgs: ClassType<{ id: string }>;
  /** The rows the public sees (visible slides); all of them otherwise. */
  publicRows?: RowCondition;
  /** Rich text fields (sanitised when stored) that may show uploaded images. */
  richText?: readonly string[];
  /** Whether the list is reordered as a whole (reorderX, PUT /order); true by default. */
  reorder?: boolean;
}

/** The descriptor of an ordered content module, derived from its entity, args and fields. */
export function orderedModule<T extends OrderedRecord>(
  options: OrderedModuleOptions<T>,
): ResourceModule & { resource: RecordResource<T> } {
  const shown = [
    ...Object.keys(options.resource.fields),
    ...(options.resource.files === 'image' ? ['image'] : []),
  ];
  const resource: RecordResource<T> = {
    present: (record) =>
      Object.fromEntries(
        shown.map((field) => [field, (record as unknown as Record<string, unknown>)[field]]),
      ),
    ...options.resource,
    name: options.name,
    ordered: true,
    // The site's content keeps its earlier versions (records/revisions.ts).
    revisions: true,
    defaultSort: { field: 'position', order: 'ASC' },
    sortable: ['position', ...options.resource.sortable],
  };
  const read = {
    name: options.table,
    path: `/api${options.path}`,
    filters: [],
    resources: [options.table],
    graphqlFields: recordFields(options.graphqlName, options.plural),
  };

  const reorder = options.reorder ?? true;
  const resolverOptions = {
    type: options.type,
    name: options.graphqlName,
    plural: options.plural,
    listArgs: options.listArgs,
    createArgs: options.createArgs,
    updateArgs: options.updateArgs,
    resource,
  };

  @Resolver(() => options.type)
  class OrderedResolver extends (reorder
    ? orderedRecordResolver(resolverOptions)
    : recordResolver(resolverOptions)) {}

  const publicRows = options.publicRows;
  return {
    name: options.name,
    resource,
    entities: [options.resource.entity],
    resolvers: [OrderedResolver],
    api: {
      [options.path]: (deps) =>
        recordRoutes(deps, {
          resource,
          read,
          listArgs: options.listArgs,
          createArgs: options.createArgs,
          updateArgs: options.updateArgs,
          reorder,
        }),
    },
    access: {
      [options.name]: {
        read: 'everyone',
        write: STAFF,
        ...(publicRows ? { publicRows: () => publicRows } : {}),
        graphqlTypes: [options.graphqlName],
      },
    },
    publicReads: [read],
    versionedTables: [options.table],
    fileColumns: resource.files === 'image' ? [[options.table, 'image']] : [],
    richTextColumns: (options.richText ?? []).map((column) => [options.table, column] as const),
  };
}
