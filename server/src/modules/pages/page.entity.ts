// A page of the committee's own ("Diventa volontario", a project, "Chi siamo"): its title,
// its address on the site (/{slug}), its rich-text body, its image, the description search
// engines show, its publication (as news: drafts, scheduled, published) and whether the
// menu and the footer link it. One class is the MikroORM entity and the GraphQL type.
import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { PublishedRecord } from '../../domain/publication.js';

@Entity({ tableName: 'site_pages' })
@Unique({ properties: ['committeeId', 'slug'] })
@Index({ properties: ['status', 'publishedAt'] })
@ObjectType()
export class SitePage extends PublishedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'The page is at /{slug}: lower-case words and hyphens' })
  slug!: string;

  @Property({ type: 'text' })
  @Field(() => String, {
    description: 'Rich text (HTML subset), sanitised by the server when stored',
  })
  content!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'For search engines and link previews' })
  description: string | null = null;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: "Linked from the site's menu" })
  inMenu: boolean = false;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: "Linked from the site's footer" })
  inFooter: boolean = false;
}
