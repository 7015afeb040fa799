// A headline number of the home page ("1500+ volontari attivi"). All strings, as the
// public site renders them verbatim; position orders the tiles.
import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { OrderedRecord } from '../../domain/ordered.js';

@Entity({ tableName: 'stats' })
@ObjectType()
export class Stat extends OrderedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  value!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  description!: string;
}
