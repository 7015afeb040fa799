// Inputs of the statistics module: GraphQL arguments and class-validator classes in one,
// the fields declared once for create and change.
import { ArgsType } from 'type-graphql';
import { NewOrderedArgs, OrderedChangeArgs } from '../../domain/ordered.js';
import { argsFields, texts, listArgsWithIds } from '../../domain/records/record-args.js';

export const statMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 100,
    length: 'Il titolo può avere al massimo 100 caratteri',
  },
  value: {
    required: 'Il valore è obbligatorio',
    max: 50,
    length: 'Il valore può avere al massimo 50 caratteri',
  },
  description: {
    required: 'La descrizione è obbligatoria',
    max: 500,
    length: 'La descrizione può avere al massimo 500 caratteri',
  },
} as const;

@ArgsType()
export class StatListArgs extends listArgsWithIds('StatFilter') {}

/** The fields of Stat, required on create (mode 'required') and optional on update. */
const statFields = argsFields(texts(statMessages, 'title', 'value', 'description'));

@ArgsType()
export class CreateStatArgs extends statFields(NewOrderedArgs, 'required') {}

@ArgsType()
export class UpdateStatArgs extends statFields(OrderedChangeArgs, 'changing') {}
