// GraphQL of the revisions (domain/records/revisions.ts): a record's revisions, newest
// first, and restoreRevision, one brought back as a new save.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { restoreRevision, Revision, revisionsOf } from '../../domain/records/revisions.js';
import type { RequestScope } from '../../domain/scope.js';

@Resolver(() => Revision)
export class RevisionsResolver {
  @Authorized()
  @Query(() => [Revision], {
    description: "A record's earlier versions, newest first (resource: news, projects…)",
  })
  revisions(
    @Arg('resource', () => String) resource: string,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
    @Ctx() scope: RequestScope,
  ): Promise<Revision[]> {
    return revisionsOf(scope, resource, id);
  }

  @Authorized()
  @Mutation(() => Revision, {
    description: 'Brings an earlier version of a record back as a new save; answers that version',
  })
  restoreRevision(
    @Arg('resource', () => String) resource: string,
    @Arg('id', () => ID, { description: "The record's id" }) id: string,
    @Arg('revisionId', () => ID) revisionId: string,
    @Ctx() scope: RequestScope,
  ): Promise<Revision> {
    return restoreRevision(scope, resource, id, revisionId);
  }
}
