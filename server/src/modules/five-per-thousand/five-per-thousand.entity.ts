// The 5x1000 of one financial year (D.Lgs. 111/2017, art. 8): the amount received, when,
// and the report (rendiconto) of how it was spent, as expense lines, with the signed PDF.
// Amounts are kept in integer cents; the API speaks euro.
import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ContentRecord } from '../../domain/records/content-record.js';
import { fromCents } from '../../domain/money.js';

/** A line as stored (jsonb): the heading and its cents. */
export interface ReportLineRecord {
  heading: string;
  cents: number;
}

@ObjectType({ description: 'An expense line of the 5x1000 report' })
export class FivePerThousandLine {
  @Field(() => String)
  heading!: string;

  @Field(() => Float, { description: 'Euro' })
  amount!: number;
}

@Entity({ tableName: 'five_per_thousand_reports' })
@Unique({ properties: ['committeeId', 'year'] })
@ObjectType({ description: 'The 5x1000 received for one financial year, and its report' })
export class FivePerThousandReport extends ContentRecord {
  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'The financial year the 5x1000 refers to' })
  year!: number;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  receivedAt!: string;

  @Property({ type: 'json' })
  lineRecords: ReportLineRecord[] = [];

  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The signed report (PDF), relative to the API base (/uploads/...)',
  })
  fileUrl: string | null = null;

  @Field(() => Float, { description: 'Euro received' })
  get amount(): number {
    return fromCents(this.amountCents);
  }

  @Field(() => [FivePerThousandLine])
  get lines(): FivePerThousandLine[] {
    return this.lineRecords.map((line) => ({
      heading: line.heading,
      amount: fromCents(line.cents),
    }));
  }

  @Field(() => Float, { description: 'Euro: the sum of the lines' })
  get linesTotal(): number {
    return fromCents(this.lineRecords.reduce((sum, line) => sum + line.cents, 0));
  }
}
