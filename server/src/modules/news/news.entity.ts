// A news item of the committee. One class is both the MikroORM entity and the GraphQL
// type, so the schema cannot drift from the table. The excerpt and the reading time are
// derived from the content at read time, so they never go stale when the content changes.
import { Index, Property } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { PublishedContent, PublishedEntity, RichTextColumn } from '../../domain/publication.js';
import { deriveExcerpt, deriveReadTime } from '../../domain/text.js';
import { NewsCategory } from './news-category.js';

@PublishedEntity('news')
export class News extends PublishedContent {
  @RichTextColumn()
  content!: string;

  /** The author's own excerpt; null means "derive it from the content". */
  @Property({ type: 'text', nullable: true })
  customExcerpt: string | null = null;

  @Index()
  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  author!: string;

  @Index()
  @Property({ type: 'text' })
  @Field(() => NewsCategory)
  category!: NewsCategory;

  @Field(() => String, {
    description: 'Given by the author or derived from content (plain text, at most ~200 chars)',
  })
  get excerpt(): string {
    return this.customExcerpt ?? deriveExcerpt(this.content);
  }

  @Field(() => Int, { description: 'Minutes, derived from content' })
  get readTime(): number {
    return deriveReadTime(this.content);
  }
}
