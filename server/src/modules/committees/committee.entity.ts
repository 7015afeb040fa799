// A committee of a deployment that hosts many (PLATFORM_DOMAIN): its name, the slug of its
// address (<slug>.<PLATFORM_DOMAIN>), its own domains, where it is (for the hub's finder)
// and whether it is archived (its site answers 404, its data stays). A single-committee
// deployment has one, the first. Not owned by any committee: the platform's own table.
import { Entity, Property, PrimaryKey, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'committees' })
@ObjectType({ description: 'A committee of the platform (platform administrators only)' })
export class Committee {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => ID)
  id!: number;

  @Unique()
  @Property({ type: 'text' })
  @Field(() => String, { description: 'Its address on the platform: <slug>.<PLATFORM_DOMAIN>' })
  slug!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text[]', default: '{}' })
  @Field(() => [String], { description: "The committee's own domains (www.cri-pavia.it…)" })
  hostnames: string[] = [];

  @Property({ type: 'text', default: '' })
  @Field(() => String)
  town: string = '';

  @Property({ type: 'text', default: '' })
  @Field(() => String, { description: 'Sigla della provincia (PV)' })
  province: string = '';

  @Property({ type: 'text', default: '' })
  @Field(() => String)
  region: string = '';

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it was archived; null while active' })
  archivedAt: Date | null = null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  @Field(() => Date)
  updatedAt: Date = new Date();
}
