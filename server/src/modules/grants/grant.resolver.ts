// GraphQL adapter of the grants register: the record kit's queries and mutations
// (ra-data-graphql-simple names, record-resolver.ts), plus the yearly totals of the public
// page.
import { Ctx, Query, Resolver } from 'type-graphql';
import { pdfRegisterDescriptions } from '../../domain/records/register.js';
import { recordResolver } from '../../domain/records/record-resolver.js';
import type { RequestScope } from '../../domain/scope.js';
import { CreateGrantArgs, GrantListArgs, UpdateGrantArgs } from './grant.args.js';
import { Grant, GrantYearTotal } from './grant.entity.js';
import { grantResource } from './grant.resource.js';
import { GrantService } from './grant.service.js';

@Resolver(() => Grant)
export class GrantResolver extends recordResolver({
  type: Grant,
  name: 'Grant',
  plural: 'Grants',
  listArgs: GrantListArgs,
  createArgs: CreateGrantArgs,
  updateArgs: UpdateGrantArgs,
  resource: grantResource,
  descriptions: pdfRegisterDescriptions('Admin only. file: an optional PDF of at most 10 MB'),
}) {
  @Query(() => [GrantYearTotal], { description: 'Every year with grants, newest first' })
  grantYearTotals(@Ctx() scope: RequestScope): Promise<GrantYearTotal[]> {
    return new GrantService(scope).yearTotals();
  }
}
