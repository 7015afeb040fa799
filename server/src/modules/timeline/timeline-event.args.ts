// Inputs of the timeline: GraphQL arguments and class-validator rules in one.
import { ArgsType } from 'type-graphql';
import { NewOrderedArgs, OrderedChangeArgs } from '../../domain/ordered.js';
import {
  argsFields,
  texts,
  optionalText,
  listArgsWithIds,
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
const timelineEventFields = argsFields({
  ...texts(timelineMessages, 'year', 'date', 'title', 'description'),
  details: optionalText(2000, timelineMessages.details),
});

@ArgsType()
export class CreateTimelineEventArgs extends timelineEventFields(NewOrderedArgs, 'required') {}

@ArgsType()
export class UpdateTimelineEventArgs extends timelineEventFields(OrderedChangeArgs, 'changing') {}
