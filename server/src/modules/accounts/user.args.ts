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

@ArgsType()
export class CreateUserArgs {
  @Field(() => String)
  @IsString({ message: userMessages.name })
  @IsNotEmpty({ message: userMessages.name })
  @MaxLength(100, { message: userMessages.nameLength })
  name!: string;

  @Field(() => String)
  @IsString({ message: userMessages.username })
  @Matches(/^[a-z0-9._-]{3,40}$/, { message: userMessages.username })
  username!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: userMessages.email })
  @MaxLength(200, { message: userMessages.email })
  email?: string | null;

  @Field(() => Role)
  @IsIn(Object.values(Role), { message: userMessages.role })
  role!: Role;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: userMessages.active })
  active?: boolean | null;

  /** Omitted or empty: the user is e-mailed an invitation to choose it (valid 7 days). */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: userMessages.password })
  password?: string | null;
}

/** Omitted fields are unchanged; a password resets it (and revokes the user's sessions). */
@ArgsType()
export class UpdateUserArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: userMessages.name })
  @IsNotEmpty({ message: userMessages.name })
  @MaxLength(100, { message: userMessages.nameLength })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: userMessages.username })
  @Matches(/^[a-z0-9._-]{3,40}$/, { message: userMessages.username })
  username?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: userMessages.email })
  @MaxLength(200, { message: userMessages.email })
  email?: string | null;

  @Field(() => Role, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(Role), { message: userMessages.role })
  role?: Role | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: userMessages.active })
  active?: boolean | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: userMessages.password })
  password?: string | null;
}
