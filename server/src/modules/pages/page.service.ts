// What the pages have besides the record kit: a page found by its address, among the rows
// the caller may read (drafts and pages still to come are the staff's).
import type { FilterQuery } from '@mikro-orm/core';
import type { RequestScope } from '../../domain/scope.js';
import { SLUG_PATTERN } from './page.args.js';
import { SitePage } from './page.entity.js';
import { pageResource } from './page.resource.js';

export class PageService {
  constructor(private readonly scope: RequestScope) {}

  async bySlug(slug: string): Promise<SitePage | null> {
    if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return null;
    const visible = this.scope.rowsFor(pageResource.name) as FilterQuery<SitePage>;
    return this.scope.transaction((em) =>
      em.findOne(SitePage, { $and: [{ slug }, visible] } as FilterQuery<SitePage>),
    );
  }
}
