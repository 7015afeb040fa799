// A donation received by the committee: when, how much, how it was paid, who gave it
// (nobody, when the donor asked to be anonymous) and, for a named donor, the receipt's
// number (per year: 2026/0001). Card payments confirmed by Stripe keep the provider's
// reference and the event they came with (recorded once per event).
import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { fromCents } from '../../domain/money.js';
import { ContentRecord } from '../../domain/records/content-record.js';
import { DonationMethod } from './donation-method.js';

/** A receipt number as printed: year, slash, four digits at least (2026/0001). */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `${year}/${String(sequence).padStart(4, '0')}`;
}

@Entity({ tableName: 'donations' })
@Index({ properties: ['date'] })
@Unique({ properties: ['committeeId', 'receiptYear', 'receiptSequence'] })
@Unique({ properties: ['committeeId', 'providerEventId'] })
@ObjectType({ description: 'A donation received (administrators only)' })
export class Donation extends ContentRecord {
  @Property({ type: 'date' })
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Field(() => Float, { description: 'Euro, at most two decimals' })
  get amount(): number {
    return fromCents(this.amountCents);
  }

  @Property({ type: 'text', default: 'EUR' })
  @Field(() => String, { description: 'ISO 4217, EUR' })
  currency: string = 'EUR';

  @Index()
  @Property({ type: 'text' })
  @Field(() => DonationMethod)
  method!: DonationMethod;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  donorName: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  donorEmail: string | null = null;

  @Index()
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Codice fiscale, in capitals' })
  donorFiscalCode: string | null = null;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Recorded without a name, and without a receipt' })
  anonymous: boolean = false;

  @Property({ type: 'integer', nullable: true })
  receiptYear: number | null = null;

  @Property({ type: 'integer', nullable: true })
  receiptSequence: number | null = null;

  @Field(() => String, { nullable: true, description: 'e.g. 2026/0001; none when anonymous' })
  get receiptNumber(): string | null {
    return this.receiptYear !== null && this.receiptSequence !== null
      ? formatReceiptNumber(this.receiptYear, this.receiptSequence)
      : null;
  }

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The payment provider's reference" })
  providerReference: string | null = null;

  /** The provider's event that recorded it (a Stripe event id): recorded once. */
  @Property({ type: 'text', nullable: true })
  providerEventId: string | null = null;
}
