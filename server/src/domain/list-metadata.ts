// The `_allXMeta` answer of ra-data-graphql-simple: the total count of a filtered list.
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class ListMetadata {
  @Field(() => Int)
  count!: number;
}
