// Inputs of the events module: GraphQL arguments and class-validator classes in one,
// validated by the service for GraphQL and REST alike; the booking's arguments are the
// courses' (booking-mode.ts).
import { IsDate } from 'class-validator';
import { ArgsType, InputType } from 'type-graphql';
import { describedContentMessages, PublicationArgs } from '../../domain/publication.js';
import {
  argsFields,
  argument,
  listArgsWith,
  SearchFilter,
  text,
  texts,
  withId,
  withImage,
  withImageChange,
} from '../../domain/records/record-args.js';
import { bookingArgs } from '../projects/booking-mode.js';

export const eventMessages = {
  ...describedContentMessages,
  location: {
    required: 'Il luogo è obbligatorio',
    max: 200,
    length: 'Il luogo può avere al massimo 200 caratteri',
  },
  startsAt: "L'inizio deve essere una data e ora ISO 8601",
  endsAt: 'La fine deve essere una data e ora ISO 8601',
  endBeforeStart: "La fine dell'evento non può precedere l'inizio",
  notFound: 'Evento non trovato',
  deleted: 'Evento eliminato',
} as const;

/** All filters are optional; q matches title or description. */
@InputType('EventFilter', {
  description: 'All filters are optional; q matches title or description',
})
export class EventFilter extends SearchFilter {}

@ArgsType()
export class EventListArgs extends listArgsWith(EventFilter) {}

const eventFields = argsFields({
  ...texts(eventMessages, 'title', 'description'),
  startsAt: argument<Date>(() => Date, IsDate({ message: eventMessages.startsAt })),
  endsAt: argument<Date>(() => Date, IsDate({ message: eventMessages.endsAt })),
  location: text(eventMessages.location),
  ...bookingArgs,
});

@ArgsType()
export class CreateEventArgs extends eventFields(withImage(PublicationArgs), 'required') {}

@ArgsType()
export class UpdateEventArgs extends eventFields(
  withImageChange(withId(PublicationArgs)),
  'changing',
) {}
