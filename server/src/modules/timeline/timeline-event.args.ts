// Inputs of the timeline: GraphQL arguments and class-validator rules in one.
import { ArgsType } from 'type-graphql';
import { NewOrderedArgs, OrderedChangeArgs } from '../../domain/ordered.js';
import {
  type ArgsClass,
  type ArgsMode,
  listArgsWithIds,
  OptionalText,
  Text,
} from '../../domain/records/record-args.js';

export const timelineMessages = {
  year: {
    required: "L'anno è obbligatorio",
    max: 20,
    length: "L'anno può avere al massimo 20 caratteri",
  },
  date: {
    required: 'La data è obbligatoria',
    max: 60,
    length: 'La data può avere al massimo 60 caratteri',
  },
  title: {
    required: 'Il titolo è obbligatorio',
    max: 160,
    length: 'Il titolo può avere al massimo 160 caratteri',
  },
  description: {
    required: 'La descrizione è obbligatoria',
    max: 1000,
    length: 'La descrizione può avere al massimo 1000 caratteri',
  },
  details: 'I dettagli possono avere al massimo 2000 caratteri',
} as const;

@ArgsType()
export class TimelineEventListArgs extends listArgsWithIds('TimelineEventFilter') {}

/** The fields of TimelineEvent, required on create (mode 'required') and optional on update. */
function timelineEventFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class TimelineEventFields extends Base {
    @Text(timelineMessages.year, mode)
    year?: string | null;

    @Text(timelineMessages.date, mode)
    date?: string | null;

    @Text(timelineMessages.title, mode)
    title?: string | null;

    @Text(timelineMessages.description, mode)
    description?: string | null;

    @OptionalText(2000, timelineMessages.details)
    details?: string | null;
  }
  return TimelineEventFields;
}

@ArgsType()
export class CreateTimelineEventArgs extends timelineEventFields(NewOrderedArgs, 'required') {}

@ArgsType()
export class UpdateTimelineEventArgs extends timelineEventFields(OrderedChangeArgs, 'changing') {}
