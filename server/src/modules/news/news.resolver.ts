// GraphQL adapter of news (ra-data-graphql-simple names, record-resolver.ts), and the
// categories in use.
import { Ctx, Query, Resolver } from 'type-graphql';
import { recordResolver } from '../../domain/records/record-resolver.js';
import { RecordService } from '../../domain/records/record-service.js';
import type { RequestScope } from '../../domain/scope.js';
import { CreateNewsArgs, NewsListArgs, UpdateNewsArgs } from './news.args.js';
import { NewsCategory } from './news-category.js';
import { News } from './news.entity.js';
import { newsResource } from './news.resource.js';

@Resolver(() => News)
export class NewsResolver extends recordResolver({
  type: News,
  name: 'News',
  plural: 'News',
  listArgs: NewsListArgs,
  createArgs: CreateNewsArgs,
  updateArgs: UpdateNewsArgs,
  resource: newsResource,
}) {
  @Query(() => [NewsCategory], {
    description:
      'Distinct categories of the news the caller may read (anonymous: published and due), sorted',
  })
  newsCategories(@Ctx() scope: RequestScope): Promise<NewsCategory[]> {
    return new RecordService(scope, newsResource).distinct('category') as Promise<NewsCategory[]>;
  }
}
