// Inputs of the team module: GraphQL arguments and class-validator rules in one.
import { IsEmail, ValidateIf } from 'class-validator';
import { ArgsType } from 'type-graphql';
import { IsPhoneNumber } from '../../domain/formats.js';
import { IllustratedChangeArgs, NewIllustratedArgs } from '../../domain/ordered.js';
import {
  type ArgsClass,
  type ArgsMode,
  listArgsWithIds,
  OptionalText,
  Text,
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
function teamMemberFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class TeamMemberFields extends Base {
    @Text(teamMessages.name, mode)
    name?: string | null;

    @Text(teamMessages.role, mode)
    role?: string | null;

    @OptionalText(1000, teamMessages.bio)
    bio?: string | null;

    @OptionalText(200, teamMessages.email)
    @ValidateIf(filled)
    @IsEmail({}, { message: teamMessages.email })
    email?: string | null;

    @OptionalText(30, teamMessages.phone)
    @ValidateIf(filled)
    @IsPhoneNumber({ message: teamMessages.phone })
    phone?: string | null;

    @OptionalText(200, teamMessages.location)
    location?: string | null;

    @OptionalText(300, teamMessages.imageAlt)
    imageAlt?: string | null;
  }
  return TeamMemberFields;
}

@ArgsType()
export class CreateTeamMemberArgs extends teamMemberFields(NewIllustratedArgs, 'required') {}

@ArgsType()
export class UpdateTeamMemberArgs extends teamMemberFields(IllustratedChangeArgs, 'changing') {}
