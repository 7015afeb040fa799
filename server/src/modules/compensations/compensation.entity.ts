// The yearly gross compensation of an officer (D.Lgs. 117/2017, art. 14: Third Sector
// entities above the thresholds publish what their officers, directors and auditors are
// paid): the year, the role, the amount and, optionally, the name. Kept in integer cents.
import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';
import { fromCents } from '../../domain/money.js';

@Entity({ tableName: 'compensations' })
@Index({ properties: ['year'] })
@ObjectType({ description: "An officer's gross yearly compensation (CTS art. 14)" })
export class Compensation extends ContentRecord {
  @Property({ type: 'integer' })
  @Field(() => Int)
  year!: number;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'e.g. Presidente, Revisore dei conti' })
  role!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Optional' })
  name: string | null = null;

  @Property({ type: 'integer' })
  grossAmountCents!: number;

  @Field(() => Float, { description: 'Euro, gross, for the whole year' })
  get grossAmount(): number {
    return fromCents(this.grossAmountCents);
  }
}
