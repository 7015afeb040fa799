// A public grant received (L. 124/2017, art. 1, c. 125-129): from which administration,
// how much, when, what for, and the act it refers to, with an optional PDF. The amount is
// kept in integer cents; the API speaks euro.
import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';
import { fromCents } from '../../domain/money.js';

@Entity({ tableName: 'grants' })
@Index({ properties: ['receivedAt'] })
@ObjectType({
  description: 'A grant, contribution or paid assignment from a public administration',
})
export class Grant extends ContentRecord {
  @Property({ type: 'text' })
  @Field(() => String, { description: 'The granting administration' })
  administration!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Its fiscal code (11 or 16 characters)' })
  administrationFiscalCode: string | null = null;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  receivedAt!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  purpose!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'The act or document it refers to' })
  reference: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'A PDF, relative to the API base (/uploads/...) or an absolute http(s) URL',
  })
  fileUrl: string | null = null;

  @Field(() => Float, { description: 'Euro, at most two decimals' })
  get amount(): number {
    return fromCents(this.amountCents);
  }

  @Field(() => Int, { description: 'The year it was received' })
  get year(): number {
    return Number(this.receivedAt.slice(0, 4));
  }
}

@ObjectType({ description: 'The grants received in one year' })
export class GrantYearTotal {
  @Field(() => Int)
  year!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Float, { description: 'Euro' })
  total!: number;
}
