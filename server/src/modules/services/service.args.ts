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
import { cardMessages, IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  argsFields,
  texts,
  optionalText,
  optional,
  decorated,
  listArgsWithIds,
} from '../../domain/records/record-args.js';
import { ServiceIcon } from './service-icon.js';

export const MAX_SERVICE_FEATURES = 6;

export const serviceMessages = {
  ...cardMessages,
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
const serviceFields = argsFields({
  ...texts(serviceMessages, 'title', 'category', 'summary'),
  body: optionalText(100_000, serviceMessages.body),
  features: decorated<string[]>(Features()),
  icon: optional<ServiceIcon>(
    () => ServiceIcon,
    IsEnum(ServiceIcon, { message: serviceMessages.icon }),
  ),
  isNew: optional<boolean>(() => Boolean, IsBoolean({ message: serviceMessages.isNew })),
  imageAlt: optionalText(300, serviceMessages.imageAlt),
});

@ArgsType()
export class CreateServiceArgs extends serviceFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateServiceArgs extends serviceFields(IllustratedChangeArgs, 'changing') {}
