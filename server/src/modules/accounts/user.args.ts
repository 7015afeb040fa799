// Inputs of the users module: GraphQL arguments and class-validator classes in one.
// Passwords are checked by the service (password-policy.ts), never trimmed; a user created
// without one is invited by e-mail to choose it.
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { Argument, stacked, type ArgsMode } from '../../domain/records/record-args.js';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';
import { Role } from './user.entity.js';

export const userMessages = {
  name: 'Il nome è obbligatorio',
  nameLength: 'Il nome può avere al massimo 100 caratteri',
  username:
    'Il nome utente è obbligatorio: lettere minuscole, cifre, punto, trattino o trattino basso (3-40 caratteri)',
  email: "L'indirizzo e-mail non è valido",
  role: 'Il ruolo deve essere Amministratore (admin) o Redattore (editor)',
  active: 'Attivo deve essere vero o falso',
  password: 'La password è obbligatoria',
} as const;

@InputType()
export class UserFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => String, { nullable: true })
  q?: string | null;
}

@ArgsType()
export class UserListArgs extends ListArgs {
  @Field(() => UserFilter, { nullable: true })
  filter?: UserFilter | null;
}

/** A user's name: required (a new user, a new committee's administrator) or optional (a change). */
export function UserName(mode: ArgsMode): PropertyDecorator {
  return stacked(
    Argument(() => String, mode),
    IsString({ message: userMessages.name }),
    IsNotEmpty({ message: userMessages.name }),
    MaxLength(100, { message: userMessages.nameLength }),
  );
}

/** A user's username: 3 to 40 lower-case letters, digits, '.', '_' or '-'. */
export function Username(mode: ArgsMode): PropertyDecorator {
  return stacked(
    Argument(() => String, mode),
    IsString({ message: userMessages.username }),
    Matches(/^[a-z0-9._-]{3,40}$/, { message: userMessages.username }),
  );
}

/** A user's e-mail address (optional but for a new committee's administrator). */
export function UserEmail(mode: ArgsMode): PropertyDecorator {
  return stacked(
    Argument(() => String, mode),
    IsEmail({}, { message: userMessages.email }),
    MaxLength(200, { message: userMessages.email }),
  );
}

const UserActive = (): PropertyDecorator =>
  stacked(
    Field(() => Boolean, { nullable: true }),
    IsOptional(),
    IsBoolean({ message: userMessages.active }),
  );

const UserPassword = (): PropertyDecorator =>
  stacked(
    Field(() => String, { nullable: true }),
    IsOptional(),
    IsString({ message: userMessages.password }),
  );

@ArgsType()
export class CreateUserArgs {
  @UserName('required')
  name!: string;

  @Username('required')
  username!: string;

  @UserEmail('changing')
  email?: string | null;

  @Field(() => Role)
  @IsIn(Object.values(Role), { message: userMessages.role })
  role!: Role;

  @UserActive()
  active?: boolean | null;

  /** Omitted or empty: the user is e-mailed an invitation to choose it (valid 7 days). */
  @UserPassword()
  password?: string | null;
}

/** Omitted fields are unchanged; a password resets it (and revokes the user's sessions). */
@ArgsType()
export class UpdateUserArgs {
  @Field(() => ID)
  id!: string;

  @UserName('changing')
  name?: string | null;

  @Username('changing')
  username?: string | null;

  @UserEmail('changing')
  email?: string | null;

  @Field(() => Role, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(Role), { message: userMessages.role })
  role?: Role | null;

  @UserActive()
  active?: boolean | null;

  @UserPassword()
  password?: string | null;
}
