// How a course (or an event) is booked: through Calendly (the spec's flow, calendlyId),
// at any external address (bookingUrl), on this site (seats, an optional enrolment
// deadline, modules/enrolments) or not at all. The GraphQL enum BookingMode; REST sends
// the same words.
import { registerEnumType } from 'type-graphql';

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

export const bookingMessages = {
  bookingMode: 'La modalità di prenotazione deve essere calendly, link, onsite o none',
  bookingUrl: "L'indirizzo di prenotazione deve essere un indirizzo http(s) valido",
  bookingUrlRequired: "L'indirizzo di prenotazione è obbligatorio",
  seats: 'I posti devono essere un numero intero tra 1 e 100000',
  seatsRequired: 'Il numero di posti è obbligatorio',
  enrolmentDeadline: 'La scadenza delle iscrizioni deve essere una data e ora ISO 8601',
} as const;

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
  calendlyRequired: string,
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
