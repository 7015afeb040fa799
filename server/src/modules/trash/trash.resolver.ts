// GraphQL of the trash: trashEntries (what the caller may restore) and
// restoreFromTrash(resource, id), the record back with its id.
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { restoreFromTrash, trashEntries, TrashEntry } from '../../domain/records/trash.js';
import type { RequestScope } from '../../domain/scope.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@Resolver(() => TrashEntry)
export class TrashResolver {
  @Authorized()
  @Query(() => [TrashEntry], {
    description: 'Deleted records the caller may restore, the most recently deleted first',
  })
  trashEntries(@Ctx() scope: RequestScope): Promise<TrashEntry[]> {
    return trashEntries(scope);
  }

  @Authorized()
  @Mutation(() => TrashEntry, {
    description: 'Puts a deleted record back (same id); CONFLICT when a unique value is taken',
  })
  restoreFromTrash(
    @Arg('resource', () => String) resource: string,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
    @Ctx() scope: RequestScope,
  ): Promise<TrashEntry> {
    return restoreFromTrash(scope, resource, id);
  }

  @FieldResolver(() => Date, { description: 'When the worker deletes it for good' })
  expiresAt(@Root() entry: TrashEntry, @Ctx() scope: RequestScope): Date {
    return new Date(entry.deletedAt.getTime() + scope.config.trashDays * DAY_MS);
  }
}
