// Inputs of the activities: GraphQL arguments and class-validator rules in one.
import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  type ArgsClass,
  type ArgsMode,
  listArgsWithIds,
  OptionalText,
  Text,
} from '../../domain/records/record-args.js';
import { ActivitySize } from './activity-size.js';

export const activityMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 120,
    length: 'Il titolo può avere al massimo 120 caratteri',
  },
  category: {
    required: 'La categoria è obbligatoria',
    max: 60,
    length: 'La categoria può avere al massimo 60 caratteri',
  },
  summary: {
    required: 'Il riassunto è obbligatorio',
    max: 500,
    length: 'Il riassunto può avere al massimo 500 caratteri',
  },
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
function activityFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class ActivityFields extends Base {
    @Text(activityMessages.title, mode)
    title?: string | null;

    @Text(activityMessages.category, mode)
    category?: string | null;

    @Text(activityMessages.summary, mode)
    summary?: string | null;

    @Text(activityMessages.body, mode)
    body?: string | null;

    @OptionalText(200, activityMessages.location)
    location?: string | null;

    @Field(() => ActivitySize, { nullable: true })
    @IsOptional()
    @IsEnum(ActivitySize, { message: activityMessages.size })
    size?: ActivitySize | null;

    @OptionalText(300, activityMessages.imageAlt)
    imageAlt?: string | null;
  }
  return ActivityFields;
}

@ArgsType()
export class CreateActivityArgs extends activityFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateActivityArgs extends activityFields(IllustratedChangeArgs, 'changing') {}
