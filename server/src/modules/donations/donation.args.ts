// Inputs of donations: GraphQL arguments and class-validator classes in one, validated by
// the record kit for GraphQL and REST alike. The fields are declared once and applied in
// create mode and in change mode.
import { IsBoolean, IsEmail, IsEnum, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { IsFiscalCode } from '../../domain/formats.js';
import { IsEuroAmount, MAX_EURO_AMOUNT } from '../../domain/money.js';
import {
  Argument,
  listArgsWith,
  NoArgs,
  OptionalText,
  SearchFilter,
  withId,
  type ArgsClass,
  type ArgsMode,
} from '../../domain/records/record-args.js';
import { IsCalendarDate } from '../../domain/validation.js';
import { DonationMethod } from './donation-method.js';

export const donationMessages = {
  date: 'La data deve essere nel formato AAAA-MM-GG',
  amount: `L'importo deve essere un numero di euro maggiore di zero con al massimo due decimali (al massimo ${MAX_EURO_AMOUNT.toLocaleString('it-IT')} €)`,
  method: 'Il metodo deve essere card, bank_transfer, postal_order, cheque o cash',
  donorName: 'Il nome del donatore può avere al massimo 200 caratteri',
  donorNameRequired: 'Il nome del donatore è obbligatorio (oppure la donazione è anonima)',
  donorEmail: "L'indirizzo e-mail del donatore non è valido",
  donorFiscalCode: 'Il codice fiscale del donatore non è valido',
  anonymous: 'Il campo anonimo deve essere vero o falso',
  anonymousWithReceipt: 'La ricevuta è già stata emessa: la donazione non può diventare anonima',
  receiptIssued: 'La ricevuta è già stata emessa: la donazione non può essere eliminata',
  year: "L'anno deve essere un numero intero di quattro cifre",
} as const;

/** A value that is there to check: an empty text clears the field instead. */
const given = (_: object, value: unknown) => value !== null && value !== undefined && value !== '';

@InputType({ description: 'All filters are optional; q matches the donor or the receipt' })
export class DonationFilter extends SearchFilter {
  @Field(() => Int, { nullable: true, description: 'Donations of this calendar year' })
  year?: number | null;

  @Field(() => DonationMethod, { nullable: true })
  method?: DonationMethod | null;
}

@ArgsType()
export class DonationListArgs extends listArgsWith(DonationFilter) {}

function donationFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class DonationFields extends Base {
    @Argument(() => String, mode, IsCalendarDate({ message: donationMessages.date }))
    date?: string | null;

    @Argument(() => Float, mode, IsEuroAmount(false, { message: donationMessages.amount }))
    amount?: number | null;

    @Argument(
      () => DonationMethod,
      mode,
      IsEnum(DonationMethod, { message: donationMessages.method }),
    )
    method?: DonationMethod | null;

    @OptionalText(200, donationMessages.donorName)
    donorName?: string | null;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @ValidateIf(given)
    @MaxLength(320, { message: donationMessages.donorEmail })
    @IsEmail({}, { message: donationMessages.donorEmail })
    donorEmail?: string | null;

    @Field(() => String, {
      nullable: true,
      description: 'Codice fiscale (check character verified)',
    })
    @IsOptional()
    @ValidateIf(given)
    @IsFiscalCode({ message: donationMessages.donorFiscalCode })
    donorFiscalCode?: string | null;

    @Field(() => Boolean, { nullable: true, description: 'No name and no receipt' })
    @IsOptional()
    @IsBoolean({ message: donationMessages.anonymous })
    anonymous?: boolean | null;
  }
  return DonationFields;
}

@ArgsType()
export class CreateDonationArgs extends donationFields(NoArgs, 'required') {}

@ArgsType()
export class UpdateDonationArgs extends donationFields(withId(NoArgs), 'changing') {}
