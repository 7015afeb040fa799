// Inputs of the services: GraphQL arguments and class-validator rules in one.
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  type ArgsClass,
  type ArgsMode,
  listArgsWithIds,
  OptionalText,
  Text,
} from '../../domain/records/record-args.js';
import { ServiceIcon } from './service-icon.js';

export const MAX_SERVICE_FEATURES = 6;

export const serviceMessages = {
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
  body: 'Il testo può avere al massimo 100000 caratteri',
  features: `Le caratteristiche sono al massimo ${MAX_SERVICE_FEATURES} righe di al massimo 200 caratteri`,
  icon: "L'icona deve essere ambulance, home o cross",
  isNew: 'Novità deve essere vero o falso',
  imageAlt: "Il testo alternativo dell'immagine può avere al massimo 300 caratteri",
} as const;

function Features(): PropertyDecorator {
  return (target, key) => {
    Field(() => [String], { nullable: true })(target, key);
    IsOptional()(target, key);
    IsArray({ message: serviceMessages.features })(target, key);
    ArrayMaxSize(MAX_SERVICE_FEATURES, { message: serviceMessages.features })(target, key);
    IsString({ each: true, message: serviceMessages.features })(target, key);
    MaxLength(200, { each: true, message: serviceMessages.features })(target, key);
  };
}

@ArgsType()
export class ServiceListArgs extends listArgsWithIds('ServiceFilter') {}

/** The fields of Service, required on create (mode 'required') and optional on update. */
function serviceFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class ServiceFields extends Base {
    @Text(serviceMessages.title, mode)
    title?: string | null;

    @Text(serviceMessages.category, mode)
    category?: string | null;

    @Text(serviceMessages.summary, mode)
    summary?: string | null;

    @OptionalText(100_000, serviceMessages.body)
    body?: string | null;

    @Features()
    features?: string[] | null;

    @Field(() => ServiceIcon, { nullable: true })
    @IsOptional()
    @IsEnum(ServiceIcon, { message: serviceMessages.icon })
    icon?: ServiceIcon | null;

    @Field(() => Boolean, { nullable: true })
    @IsOptional()
    @IsBoolean({ message: serviceMessages.isNew })
    isNew?: boolean | null;

    @OptionalText(300, serviceMessages.imageAlt)
    imageAlt?: string | null;
  }
  return ServiceFields;
}

@ArgsType()
export class CreateServiceArgs extends serviceFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateServiceArgs extends serviceFields(IllustratedChangeArgs, 'changing') {}
