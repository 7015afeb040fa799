// The GraphQL adapter every record resource shares, under ra-data-graphql-simple's names
// (allX, _allXMeta, X, createX, updateX, deleteX) and, for ordered resources, reorderX(ids).
// Each resource's resolver extends the class this factory returns (and may add its own
// queries). The context is the request's scope: the service reads what its caller may
// read and authorises every write.
import type { FileUpload } from 'graphql-upload-ts';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  Mutation,
  Query,
  Resolver,
  type ClassType,
} from 'type-graphql';
import { imageChangeFromArgs } from '../files/image-args.js';
import { readUpload } from '../../platform/http/incoming-file.js';
import { ListMetadata } from '../list-metadata.js';
import type { RequestScope } from '../scope.js';
import type { ContentRecord } from './content-record.js';
import { RecordService, type FileChange, type RecordListArgs } from './record-service.js';
import type { RecordResource } from './resource.js';

export interface RecordResolverOptions<T extends ContentRecord> {
  type: ClassType<T>;
  /** The GraphQL type's name (TeamMember) and its plural (TeamMembers). */
  name: string;
  plural: string;
  listArgs: ClassType<RecordListArgs>;
  createArgs: ClassType<object>;
  updateArgs: ClassType<{ id: string; version?: string | null }>;
  resource: RecordResource<T>;
  /** The mutations' descriptions in the schema, when not the kit's (none where left out). */
  descriptions?: { create?: string; update?: string; delete?: string };
}

const KIT_DESCRIPTIONS: NonNullable<RecordResolverOptions<ContentRecord>['descriptions']> = {
  update: 'Omitted fields are unchanged',
  delete: 'Returns the deleted record',
};

/** The file arguments of a write: an image (file, URL, removal) or a PDF (file, removal). */
interface FileArgs {
  image?: Promise<FileUpload> | null;
  imageUrl?: string | null;
  removeImage?: boolean | null;
  file?: Promise<FileUpload> | null;
  removeFile?: boolean | null;
}

/** The file change the arguments ask for, read before the write's transaction opens. */
export async function fileChangeFromArgs(
  resource: RecordResource<ContentRecord>,
  args: FileArgs,
): Promise<FileChange> {
  if (resource.files === 'image') return imageChangeFromArgs(args);
  if (resource.files === 'pdf') {
    // An empty upload is no file.
    const file = args.file ? await readUpload(args.file) : null;
    if (file && file.data.length > 0) return { kind: 'file', file };
    return args.removeFile ? { kind: 'remove' } : { kind: 'keep' };
  }
  return { kind: 'keep' };
}

export function recordResolver<T extends ContentRecord>(options: RecordResolverOptions<T>) {
  const { type, name, plural, resource } = options;
  const service = (scope: RequestScope) => new RecordService(scope, resource);
  const generic = resource as unknown as RecordResource<ContentRecord>;
  const descriptions = options.descriptions ?? KIT_DESCRIPTIONS;

  @Resolver()
  abstract class RecordResolver {
    @Query(() => [type], { name: `all${plural}` })
    list(@Args(() => options.listArgs) args: RecordListArgs, @Ctx() scope: RequestScope) {
      return service(scope).list(args);
    }

    @Query(() => ListMetadata, { name: `_all${plural}Meta` })
    async meta(
      @Args(() => options.listArgs) args: RecordListArgs,
      @Ctx() scope: RequestScope,
    ): Promise<ListMetadata> {
      return { count: await service(scope).count(args) };
    }

    @Query(() => type, { name, nullable: true })
    one(@Arg('id', () => ID) id: string, @Ctx() scope: RequestScope) {
      return service(scope).find(id);
    }

    @Authorized()
    @Mutation(() => type, { name: `create${name}`, description: descriptions.create })
    async create(@Args(() => options.createArgs) args: object, @Ctx() scope: RequestScope) {
      scope.authorize(resource.name, 'write');
      return service(scope).create(args, await fileChangeFromArgs(generic, args as FileArgs));
    }

    @Authorized()
    @Mutation(() => type, { name: `update${name}`, description: descriptions.update })
    async update(
      @Args(() => options.updateArgs) args: { id: string; version?: string | null },
      @Ctx() scope: RequestScope,
    ) {
      scope.authorize(resource.name, 'write');
      const file = await fileChangeFromArgs(generic, args as FileArgs);
      return service(scope).update(args.id, args, file, args.version ?? null);
    }

    @Authorized()
    @Mutation(() => type, { name: `delete${name}`, description: descriptions.delete })
    remove(@Arg('id', () => ID) id: string, @Ctx() scope: RequestScope) {
      return service(scope).delete(id);
    }
  }
  return RecordResolver;
}

/** The resolver of an ordered resource: the record's, plus reorderX(ids). */
export function orderedRecordResolver<T extends ContentRecord>(options: RecordResolverOptions<T>) {
  const { type, plural, resource } = options;

  @Resolver()
  abstract class OrderedRecordResolver extends recordResolver(options) {
    @Authorized()
    @Mutation(() => [type], {
      name: `reorder${plural}`,
      description: 'Positions 0..n-1 in the order given (every id once), atomically',
    })
    reorder(@Arg('ids', () => [ID]) ids: string[], @Ctx() scope: RequestScope) {
      return new RecordService(scope, resource).reorder(ids);
    }
  }
  return OrderedRecordResolver;
}
