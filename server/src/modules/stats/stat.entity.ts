// A headline number of the home page ("1500+ volontari attivi"). All strings, as the
// public site renders them verbatim; position orders the tiles.
import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';

@Entity({ tableName: 'stats' })
@ObjectType()
export class Stat extends ContentRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  value!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  description!: string;

  @Index()
  @Property({ type: 'integer' })
  @Field(() => Int)
  position: number = 0;
}
