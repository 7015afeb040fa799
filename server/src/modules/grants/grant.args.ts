// Inputs of the grants register: GraphQL arguments and class-validator classes in one.
// The optional PDF is checked by the service (size, signature).
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { IsFiscalCode } from '../../domain/formats.js';
import { ListArgs } from '../../domain/list.js';
import { IsEuroAmount, MAX_EURO_AMOUNT } from '../../domain/money.js';
import { IsCalendarDate } from '../../domain/validation.js';

export const grantMessages = {
  administration: "L'amministrazione erogante è obbligatoria",
  administrationLength: "Il nome dell'amministrazione può avere al massimo 200 caratteri",
  fiscalCode:
    'Il codice fiscale non è valido: 11 cifre (enti) o 16 caratteri (persone) con il carattere di controllo corretto',
  amount: `L'importo deve essere un numero positivo di euro con al massimo due decimali (al massimo ${MAX_EURO_AMOUNT.toLocaleString('it-IT')} €)`,
  receivedAt: 'La data di incasso deve essere una data reale nel formato AAAA-MM-GG',
  purpose: 'La causale è obbligatoria',
  purposeLength: 'La causale può avere al massimo 1000 caratteri',
  referenceLength: "Il riferimento all'atto può avere al massimo 500 caratteri",
  year: "L'anno deve essere un numero intero di quattro cifre",
} as const;

@InputType()
export class GrantFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Matches administration and purpose' })
  q?: string | null;

  @Field(() => Int, { nullable: true, description: 'The year received' })
  year?: number | null;
}

@ArgsType()
export class GrantListArgs extends ListArgs {
  @Field(() => GrantFilter, { nullable: true })
  filter?: GrantFilter | null;
}

/** A year of the register (the exports, the REST ?year=). */
export class GrantYearArgs {
  @IsInt({ message: grantMessages.year })
  @Min(1900, { message: grantMessages.year })
  @Max(9999, { message: grantMessages.year })
  year!: number;
}

@ArgsType()
export class CreateGrantArgs {
  @Field(() => String)
  @IsString({ message: grantMessages.administration })
  @IsNotEmpty({ message: grantMessages.administration })
  @MaxLength(200, { message: grantMessages.administrationLength })
  administration!: string;

  @Field(() => String, { nullable: true })
  @ValidateIf((args: CreateGrantArgs) => Boolean(args.administrationFiscalCode))
  @IsFiscalCode({ message: grantMessages.fiscalCode })
  administrationFiscalCode?: string | null;

  @Field(() => Float, { description: 'Euro, positive, at most two decimals' })
  @IsEuroAmount(false, { message: grantMessages.amount })
  amount!: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  @IsCalendarDate({ message: grantMessages.receivedAt })
  receivedAt!: string;

  @Field(() => String)
  @IsString({ message: grantMessages.purpose })
  @IsNotEmpty({ message: grantMessages.purpose })
  @MaxLength(1000, { message: grantMessages.purposeLength })
  purpose!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: grantMessages.referenceLength })
  @MaxLength(500, { message: grantMessages.referenceLength })
  reference?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A PDF of at most 10 MB' })
  file?: Promise<FileUpload> | null;
}

@ArgsType()
export class UpdateGrantArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: grantMessages.administration })
  @IsNotEmpty({ message: grantMessages.administration })
  @MaxLength(200, { message: grantMessages.administrationLength })
  administration?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty to clear it' })
  @ValidateIf((args: UpdateGrantArgs) => Boolean(args.administrationFiscalCode))
  @IsFiscalCode({ message: grantMessages.fiscalCode })
  administrationFiscalCode?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsEuroAmount(false, { message: grantMessages.amount })
  amount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: grantMessages.receivedAt })
  receivedAt?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: grantMessages.purpose })
  @IsNotEmpty({ message: grantMessages.purpose })
  @MaxLength(1000, { message: grantMessages.purposeLength })
  purpose?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty to clear it' })
  @IsOptional()
  @IsString({ message: grantMessages.referenceLength })
  @MaxLength(500, { message: grantMessages.referenceLength })
  reference?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new PDF replaces the current one' })
  file?: Promise<FileUpload> | null;

  @Field(() => Boolean, { nullable: true, description: 'Removes the current PDF' })
  @IsOptional()
  removeFile?: boolean | null;
}
