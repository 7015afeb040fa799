// How a course (or an event) is booked: through Calendly (the spec's flow, calendlyId),
// at any external address (bookingUrl), on this site (seats, an optional enrolment
// deadline, modules/enrolments) or not at all. The GraphQL enum BookingMode; REST sends
// the same words.
import { Property } from '@mikro-orm/core';
import {
  IsDate,
  IsEnum,
  IsInt,
  IsOptional,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PublishedContent } from '../../domain/publication.js';
import { Argument, decorated, optional, optionalText } from '../../domain/records/record-args.js';
import type { FieldSpec } from '../../domain/records/resource.js';

export enum BookingMode {
  calendly = 'calendly',
  link = 'link',
  onsite = 'onsite',
  none = 'none',
}

registerEnumType(BookingMode, {
  name: 'BookingMode',
  description:
    'calendly: the Calendly widget (calendlyId); link: an external address (bookingUrl); onsite: enrolment on this site (seats); none: no booking',
});

/**
 * Published content booked on this site or elsewhere (courses, events): the booking's
 * columns besides the mode, whose default each resource chooses (courses calendly,
 * events none).
 */
@ObjectType()
export abstract class BookableContent extends PublishedContent {
  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Required when bookingMode is calendly' })
  calendlyId: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Required when bookingMode is link' })
  bookingUrl: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Required when bookingMode is onsite' })
  seats: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'Enrolment on the site closes at this time' })
  enrolmentDeadline: Date | null = null;
}

export const bookingMessages = {
  bookingMode: 'La modalità di prenotazione deve essere calendly, link, onsite o none',
  bookingUrl: "L'indirizzo di prenotazione deve essere un indirizzo http(s) valido",
  bookingUrlRequired: "L'indirizzo di prenotazione è obbligatorio",
  seats: 'I posti devono essere un numero intero tra 1 e 100000',
  seatsRequired: 'Il numero di posti è obbligatorio',
  enrolmentDeadline: 'La scadenza delle iscrizioni deve essere una data e ora ISO 8601',
  calendlyId: {
    required: "L'ID Calendly è obbligatorio",
    max: 200,
    length: "L'ID Calendly può contenere solo lettere, cifre, '-', '_' e '/'",
  },
} as const;

const CALENDLY_ID = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** A text that may be empty: its rules apply only to a value given. */
const given = ValidateIf((_args, value) => value !== null && value !== undefined && value !== '');

/**
 * The booking's arguments of a bookable resource (courses, events), spread into its
 * argsFields: the mode, the Calendly ID, the external address, the seats and the deadline.
 */
export const bookingArgs = {
  bookingMode: decorated<BookingMode>(
    Argument(
      () => BookingMode,
      'changing',
      IsEnum(BookingMode, { message: bookingMessages.bookingMode }),
    ),
  ),
  // Required only when booked through Calendly (bookingProblems).
  calendlyId: optionalText(
    bookingMessages.calendlyId.max,
    bookingMessages.calendlyId.length,
    given,
    Matches(CALENDLY_ID, { message: bookingMessages.calendlyId.length }),
  ),
  bookingUrl: optionalText(
    500,
    bookingMessages.bookingUrl,
    given,
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: bookingMessages.bookingUrl },
    ),
    MaxLength(500, { message: bookingMessages.bookingUrl }),
  ),
  seats: optional<number>(
    () => Int,
    IsInt({ message: bookingMessages.seats }),
    Min(1, { message: bookingMessages.seats }),
    Max(100_000, { message: bookingMessages.seats }),
  ),
  enrolmentDeadline: decorated<Date>(
    Field(() => Date, { nullable: true, description: 'Enrolment on the site closes at this time' }),
    IsOptional(),
    IsDate({ message: bookingMessages.enrolmentDeadline }),
  ),
};

/** How the booking's arguments are stored (a RecordResource's fields). */
export const bookingFields: Readonly<Record<string, FieldSpec>> = {
  bookingMode: 'text',
  calendlyId: 'optionalText',
  bookingUrl: 'optionalText',
  seats: { kind: 'integer', clearable: true },
  enrolmentDeadline: { kind: 'dateTime', clearable: true },
};

/** The booking as a REST answer shows it. */
export function presentBooking(record: Bookable & { enrolmentDeadline: Date | null }) {
  return {
    calendlyId: record.calendlyId,
    bookingMode: record.bookingMode,
    bookingUrl: record.bookingUrl,
    seats: record.seats,
    enrolmentDeadline: record.enrolmentDeadline,
  };
}

/** What a bookable record holds about its booking. */
export interface Bookable {
  bookingMode: BookingMode;
  calendlyId: string | null;
  bookingUrl: string | null;
  seats: number | null;
}

/** The fields each mode needs, with their Italian messages (calendlyId: the spec's). */
export function bookingProblems(
  record: Bookable,
  calendlyRequired: string = bookingMessages.calendlyId.required,
): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (record.bookingMode === BookingMode.calendly && !record.calendlyId) {
    problems.calendlyId = calendlyRequired;
  }
  if (record.bookingMode === BookingMode.link && !record.bookingUrl) {
    problems.bookingUrl = bookingMessages.bookingUrlRequired;
  }
  if (record.bookingMode === BookingMode.onsite && !record.seats) {
    problems.seats = bookingMessages.seatsRequired;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
