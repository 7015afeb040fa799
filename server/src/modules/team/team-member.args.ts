// Inputs of the team module: GraphQL arguments and class-validator rules in one.
import { IsEmail, ValidateIf } from 'class-validator';
import { ArgsType } from 'type-graphql';
import { IsPhoneNumber } from '../../domain/formats.js';
import { IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  argsFields,
  texts,
  optionalText,
  listArgsWithIds,
} from '../../domain/records/record-args.js';

export const teamMessages = {
  name: {
    required: 'Il nome è obbligatorio',
    max: 120,
    length: 'Il nome può avere al massimo 120 caratteri',
  },
  role: {
    required: 'Il ruolo è obbligatorio',
    max: 80,
    length: 'Il ruolo può avere al massimo 80 caratteri',
  },
  bio: 'La biografia può avere al massimo 1000 caratteri',
  email: "L'indirizzo e-mail non è valido",
  phone: 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +',
  location: 'La sede può avere al massimo 200 caratteri',
  imageAlt: "Il testo alternativo dell'immagine può avere al massimo 300 caratteri",
} as const;

const filled = (_: object, value: unknown) => value !== null && value !== undefined && value !== '';

@ArgsType()
export class TeamMemberListArgs extends listArgsWithIds('TeamMemberFilter') {}

/** The fields of TeamMember, required on create (mode 'required') and optional on update. */
const teamMemberFields = argsFields({
  ...texts(teamMessages, 'name', 'role'),
  bio: optionalText(1000, teamMessages.bio),
  email: optionalText(
    200,
    teamMessages.email,
    ValidateIf(filled),
    IsEmail({}, { message: teamMessages.email }),
  ),
  phone: optionalText(
    30,
    teamMessages.phone,
    ValidateIf(filled),
    IsPhoneNumber({ message: teamMessages.phone }),
  ),
  location: optionalText(200, teamMessages.location),
  imageAlt: optionalText(300, teamMessages.imageAlt),
});

@ArgsType()
export class CreateTeamMemberArgs extends teamMemberFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateTeamMemberArgs extends teamMemberFields(IllustratedChangeArgs, 'changing') {}
