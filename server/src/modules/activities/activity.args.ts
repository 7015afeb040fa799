// Inputs of the activities: GraphQL arguments and class-validator rules in one.
import { IsEnum } from 'class-validator';
import { ArgsType } from 'type-graphql';
import { cardMessages, IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  argsFields,
  texts,
  optionalText,
  optional,
  listArgsWithIds,
} from '../../domain/records/record-args.js';
import { ActivitySize } from './activity-size.js';

export const activityMessages = {
  ...cardMessages,
  body: {
    required: 'Il testo è obbligatorio',
    max: 100_000,
    length: 'Il testo può avere al massimo 100000 caratteri',
  },
  location: 'Il luogo può avere al massimo 200 caratteri',
  size: 'La dimensione deve essere small, medium o large',
  imageAlt: "Il testo alternativo dell'immagine può avere al massimo 300 caratteri",
} as const;

@ArgsType()
export class ActivityListArgs extends listArgsWithIds('ActivityFilter') {}

/** The fields of Activity, required on create (mode 'required') and optional on update. */
const activityFields = argsFields({
  ...texts(activityMessages, 'title', 'category', 'summary', 'body'),
  location: optionalText(200, activityMessages.location),
  size: optional<ActivitySize>(
    () => ActivitySize,
    IsEnum(ActivitySize, { message: activityMessages.size }),
  ),
  imageAlt: optionalText(300, activityMessages.imageAlt),
});

@ArgsType()
export class CreateActivityArgs extends activityFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateActivityArgs extends activityFields(IllustratedChangeArgs, 'changing') {}
