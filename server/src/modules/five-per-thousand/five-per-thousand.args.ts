// Inputs of the 5x1000 reports: GraphQL arguments and class-validator classes in one. The
// lines are checked one by one and against the amount received by the service, which
// reports them under `lines.<n>.heading`, `lines.<n>.amount` and `lines`.
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';
import { IsEuroAmount, MAX_EURO_AMOUNT } from '../../domain/money.js';
import { IsCalendarDate } from '../../domain/validation.js';

/** The years a report may refer to: the 5x1000 exists since 2006. */
export const FIRST_FIVE_PER_THOUSAND_YEAR = 2006;

export const fivePerThousandMessages = {
  year: `L'anno deve essere un numero intero dal ${FIRST_FIVE_PER_THOUSAND_YEAR} in poi`,
  yearTaken: 'Esiste già un rendiconto del 5x1000 per questo anno',
  amount: `L'importo ricevuto deve essere un numero di euro non negativo con al massimo due decimali (al massimo ${MAX_EURO_AMOUNT.toLocaleString('it-IT')} €)`,
  receivedAt: 'La data di incasso deve essere una data reale nel formato AAAA-MM-GG',
  lines: 'Le voci del rendiconto devono essere un elenco di voci con descrizione e importo',
  lineHeading: 'La descrizione della voce è obbligatoria (al massimo 300 caratteri)',
  lineAmount:
    "L'importo della voce deve essere un numero di euro non negativo con al massimo due decimali",
  linesTooMany: 'Il rendiconto può avere al massimo 100 voci',
  linesOverAmount: (total: string, amount: string) =>
    `Le voci del rendiconto sommano ${total} €, più dell'importo ricevuto (${amount} €)`,
} as const;

@InputType()
export class FivePerThousandLineInput {
  @Field(() => String)
  heading!: string;

  @Field(() => Float, { description: 'Euro, non-negative, at most two decimals' })
  amount!: number;
}

@InputType()
export class FivePerThousandFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => Int, { nullable: true })
  year?: number | null;
}

@ArgsType()
export class FivePerThousandListArgs extends ListArgs {
  @Field(() => FivePerThousandFilter, { nullable: true })
  filter?: FivePerThousandFilter | null;
}

@ArgsType()
export class CreateFivePerThousandArgs {
  @Field(() => Int)
  @IsInt({ message: fivePerThousandMessages.year })
  @Min(FIRST_FIVE_PER_THOUSAND_YEAR, { message: fivePerThousandMessages.year })
  @Max(9999, { message: fivePerThousandMessages.year })
  year!: number;

  @Field(() => Float, { description: 'Euro received, non-negative, at most two decimals' })
  @IsEuroAmount(true, { message: fivePerThousandMessages.amount })
  amount!: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  @IsCalendarDate({ message: fivePerThousandMessages.receivedAt })
  receivedAt!: string;

  @Field(() => [FivePerThousandLineInput], { nullable: true, description: 'At most 100 lines' })
  lines?: unknown;

  @Field(() => GraphQLUpload, { nullable: true, description: 'The signed report, a PDF' })
  file?: Promise<FileUpload> | null;
}

@ArgsType()
export class UpdateFivePerThousandArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: fivePerThousandMessages.year })
  @Min(FIRST_FIVE_PER_THOUSAND_YEAR, { message: fivePerThousandMessages.year })
  @Max(9999, { message: fivePerThousandMessages.year })
  year?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsEuroAmount(true, { message: fivePerThousandMessages.amount })
  amount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: fivePerThousandMessages.receivedAt })
  receivedAt?: string | null;

  @Field(() => [FivePerThousandLineInput], { nullable: true, description: 'Replaces every line' })
  lines?: unknown;

  @Field(() => GraphQLUpload, { nullable: true, description: 'A new PDF replaces the current one' })
  file?: Promise<FileUpload> | null;

  @Field(() => Boolean, { nullable: true, description: 'Removes the current PDF' })
  @IsOptional()
  removeFile?: boolean | null;
}
