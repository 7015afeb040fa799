// GraphQL adapter of the committee's pages (ra-data-graphql-simple names, record-resolver.ts),
// and a page by its address, which the site's /{slug} route reads.
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { recordResolver } from '../../domain/records/record-resolver.js';
import type { RequestScope } from '../../domain/scope.js';
import { CreateSitePageArgs, SitePageListArgs, UpdateSitePageArgs } from './page.args.js';
import { SitePage } from './page.entity.js';
import { pageResource } from './page.resource.js';
import { PageService } from './page.service.js';

@Resolver(() => SitePage)
export class SitePageResolver extends recordResolver({
  type: SitePage,
  name: 'SitePage',
  plural: 'SitePages',
  listArgs: SitePageListArgs,
  createArgs: CreateSitePageArgs,
  updateArgs: UpdateSitePageArgs,
  resource: pageResource,
}) {
  @Query(() => SitePage, {
    nullable: true,
    description: 'The page at /{slug}, if the caller may read it (anonymous: published and due)',
  })
  sitePageBySlug(
    @Arg('slug', () => String) slug: string,
    @Ctx() scope: RequestScope,
  ): Promise<SitePage | null> {
    return new PageService(scope).bySlug(slug);
  }
}
