// Inputs of the committees module: a committee's data (create and change) and its first
// administrator (on create), validated with Italian messages for GraphQL and REST alike.
import {
  ArrayMaxSize,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { HOSTNAME_PATTERN } from '../../config.js';
import { UserEmail, UserName, Username } from '../accounts/user.args.js';

export const committeeMessages = {
  name: 'Il nome del comitato è obbligatorio (al massimo 150 caratteri)',
  slug: "L'indirizzo breve è obbligatorio: da 2 a 63 lettere minuscole, cifre o trattini, senza trattino iniziale o finale",
  slugTaken: 'Questo indirizzo breve è già di un altro comitato',
  hostname: 'Ogni dominio deve essere un nome di dominio valido (es. www.cri-pavia.it)',
  hostnameTaken: (host: string) => `Il dominio ${host} è già di un altro comitato`,
  hostnames: 'Al massimo 10 domini per comitato',
  town: 'Il comune può avere al massimo 100 caratteri',
  province: 'La provincia è la sigla di due lettere (es. PV)',
  region: 'La regione può avere al massimo 60 caratteri',
  admin: "L'amministratore del nuovo comitato è obbligatorio",
  archiveFirst:
    'Il primo comitato ospita gli amministratori della piattaforma e non può essere archiviato',
  notFound: 'Comitato non trovato',
  archived: 'Il comitato è archiviato: ripristinalo per aprirne il back office',
  handoffInvalid:
    'Il collegamento per entrare nel comitato non è valido o è scaduto: accedi con nome utente e password',
  platformOnly: 'Disponibile solo quando il server ospita più comitati (PLATFORM_DOMAIN)',
} as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

@InputType({ description: 'The first administrator of a new committee' })
export class CommitteeAdminInput {
  @UserName('required')
  name!: string;

  @Username('required')
  username!: string;

  @UserEmail('required')
  email!: string;

  /** Checked by the password policy (never trimmed). */
  @Field(() => String)
  password!: string;
}

@InputType({ description: "A committee's data; on change, omitted fields are unchanged" })
export class CommitteeInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: committeeMessages.name })
  @IsNotEmpty({ message: committeeMessages.name })
  @MaxLength(150, { message: committeeMessages.name })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Lower case: <slug>.<PLATFORM_DOMAIN>' })
  @IsOptional()
  @IsString({ message: committeeMessages.slug })
  @Matches(SLUG, { message: committeeMessages.slug })
  slug?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(10, { message: committeeMessages.hostnames })
  @IsString({ each: true, message: committeeMessages.hostname })
  @Matches(HOSTNAME_PATTERN, { each: true, message: committeeMessages.hostname })
  hostnames?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: committeeMessages.town })
  @MaxLength(100, { message: committeeMessages.town })
  town?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: committeeMessages.province })
  @Matches(/^([A-Z]{2})?$/, { message: committeeMessages.province })
  province?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: committeeMessages.region })
  @MaxLength(60, { message: committeeMessages.region })
  region?: string | null;

  @Field(() => CommitteeAdminInput, { nullable: true, description: 'Required on create' })
  @IsOptional()
  @ValidateNested()
  admin?: CommitteeAdminInput | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'On create: the demo content, to see a complete site at once',
  })
  @IsOptional()
  @IsBoolean()
  demo?: boolean | null;
}

@ArgsType()
export class CreateCommitteeArgs {
  @Field(() => CommitteeInput)
  @ValidateNested()
  input!: CommitteeInput;
}

@ArgsType()
export class UpdateCommitteeArgs extends CreateCommitteeArgs {
  @Field(() => ID)
  id!: string;
}
