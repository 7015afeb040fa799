// Inputs of the officers' compensation register: GraphQL arguments and class-validator
// classes in one.
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';
import { IsEuroAmount, MAX_EURO_AMOUNT } from '../../domain/money.js';

export const compensationMessages = {
  year: "L'anno deve essere un numero intero di quattro cifre",
  role: 'Il ruolo è obbligatorio (al massimo 200 caratteri)',
  name: 'Il nome può avere al massimo 200 caratteri',
  grossAmount: `Il compenso lordo deve essere un numero di euro non negativo con al massimo due decimali (al massimo ${MAX_EURO_AMOUNT.toLocaleString('it-IT')} €)`,
} as const;

@InputType()
export class CompensationFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => Int, { nullable: true })
  year?: number | null;
}

@ArgsType()
export class CompensationListArgs extends ListArgs {
  @Field(() => CompensationFilter, { nullable: true })
  filter?: CompensationFilter | null;
}

/** A year, as the REST ?year= sends it. */
export class CompensationYearArgs {
  @IsInt({ message: compensationMessages.year })
  @Min(1900, { message: compensationMessages.year })
  @Max(9999, { message: compensationMessages.year })
  year!: number;
}

@ArgsType()
export class CreateCompensationArgs {
  @Field(() => Int)
  @IsInt({ message: compensationMessages.year })
  @Min(1900, { message: compensationMessages.year })
  @Max(9999, { message: compensationMessages.year })
  year!: number;

  @Field(() => String)
  @IsString({ message: compensationMessages.role })
  @IsNotEmpty({ message: compensationMessages.role })
  @MaxLength(200, { message: compensationMessages.role })
  role!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: compensationMessages.name })
  @MaxLength(200, { message: compensationMessages.name })
  name?: string | null;

  @Field(() => Float, { description: 'Euro, gross, non-negative, at most two decimals' })
  @IsEuroAmount(true, { message: compensationMessages.grossAmount })
  grossAmount!: number;
}

@ArgsType()
export class UpdateCompensationArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: compensationMessages.year })
  @Min(1900, { message: compensationMessages.year })
  @Max(9999, { message: compensationMessages.year })
  year?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: compensationMessages.role })
  @IsNotEmpty({ message: compensationMessages.role })
  @MaxLength(200, { message: compensationMessages.role })
  role?: string | null;

  @Field(() => String, { nullable: true, description: 'Empty to clear it' })
  @IsOptional()
  @IsString({ message: compensationMessages.name })
  @MaxLength(200, { message: compensationMessages.name })
  name?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsEuroAmount(true, { message: compensationMessages.grossAmount })
  grossAmount?: number | null;
}
