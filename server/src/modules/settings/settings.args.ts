// Inputs of the settings: the whole object, as the settings query returns it (without id
// and updatedAt), with every rule and its Italian message. Nested groups are validated
// as such, so an error is named by its path (bank.iban, address.postalCode).
import {
  IsDefined,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import {
  IsFiscalCode,
  IsHttpUrl,
  IsIban,
  IsPhoneNumber,
  IsPostalCode,
  IsProvinceCode,
  IsYoutubeVideoId,
} from '../../domain/formats.js';
import { OptionalText, Text } from '../../domain/records/record-args.js';
import { IsCalendarDate } from '../../domain/validation.js';

/** The oldest founding year accepted (the Italian Red Cross was founded in 1864). */
export const MIN_FOUNDED_YEAR = 1864;
export const MAX_CONTACT_RETENTION_MONTHS = 120;

const text = (required: string, max = 200) => ({
  required,
  max,
  length: `Il testo può avere al massimo ${max} caratteri`,
});

export const settingsMessages = {
  name: text('Il nome del comitato è obbligatorio'),
  shortName: text('Il nome breve è obbligatorio', 80),
  town: text('Il comune è obbligatorio', 120),
  serviceArea: text("L'area servita è obbligatoria"),
  foundedYear: `L'anno di fondazione deve essere un anno tra ${MIN_FOUNDED_YEAR} e oggi`,
  address: "L'indirizzo è obbligatorio",
  street: text('La via è obbligatoria'),
  postalCode: 'Il CAP deve essere di 5 cifre',
  province: 'La provincia deve essere di 2 lettere (es. RM)',
  phone: 'Il numero di telefono può contenere solo cifre, spazi e il prefisso +',
  email: "L'indirizzo e-mail non è valido",
  pec: "L'indirizzo PEC non è valido",
  notificationEmail: "L'indirizzo e-mail per le notifiche non è valido",
  fiscalCode:
    'Il codice fiscale non è valido: 11 cifre per un ente, 16 caratteri per una persona, con il carattere di controllo corretto',
  bank: 'I dati bancari sono obbligatori',
  accountHolder: text("L'intestatario del conto è obbligatorio"),
  bankName: text('Il nome della banca è obbligatorio'),
  iban: "L'IBAN non è valido (controlla le cifre: un IBAN italiano ha 27 caratteri)",
  url: "L'indirizzo deve iniziare con http:// o https://",
  youtube: "L'identificativo del video YouTube deve avere 11 caratteri (lettere, cifre, - e _)",
  socials: 'I social sono obbligatori (anche vuoti)',
  dataController: 'Il titolare del trattamento è obbligatorio',
  controllerName: text('Il nome del titolare è obbligatorio'),
  controllerAddress: text("L'indirizzo del titolare è obbligatorio", 300),
  retention: `I mesi di conservazione devono essere un numero intero tra 1 e ${MAX_CONTACT_RETENTION_MONTHS}`,
  reviewDate: 'La data deve essere una data reale nel formato AAAA-MM-GG',
} as const;

const filled = (_: object, value: unknown) => value !== null && value !== undefined && value !== '';

const IsPlausibleYear = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isPlausibleYear',
      validator: {
        validate: (value) =>
          Number.isInteger(value) &&
          (value as number) >= MIN_FOUNDED_YEAR &&
          (value as number) <= new Date().getFullYear(),
      },
    },
    { message: settingsMessages.foundedYear },
  );

@InputType()
export class CommitteeAddressInput {
  @Text(settingsMessages.street)
  street!: string;

  @Field(() => String)
  @IsPostalCode({ message: settingsMessages.postalCode })
  postalCode!: string;

  @Text(settingsMessages.town)
  town!: string;

  @Field(() => String)
  @IsProvinceCode({ message: settingsMessages.province })
  province!: string;
}

@InputType()
export class BankAccountInput {
  @Text(settingsMessages.accountHolder)
  accountHolder!: string;

  @Text(settingsMessages.bankName)
  name!: string;

  @Field(() => String)
  @IsIban({ message: settingsMessages.iban })
  iban!: string;
}

function SocialLink(): PropertyDecorator {
  return (target, key) => {
    OptionalText(2000, settingsMessages.url)(target, key);
    ValidateIf(filled)(target, key);
    IsHttpUrl({ message: settingsMessages.url })(target, key);
  };
}

@InputType()
export class SocialsInput {
  @SocialLink()
  facebook?: string | null;

  @SocialLink()
  instagram?: string | null;

  @SocialLink()
  youtube?: string | null;

  @SocialLink()
  x?: string | null;

  @SocialLink()
  tiktok?: string | null;

  @SocialLink()
  linkedin?: string | null;
}

@InputType()
export class DataControllerInput {
  @Text(settingsMessages.controllerName)
  name!: string;

  @Text(settingsMessages.controllerAddress)
  address!: string;

  @Field(() => String)
  @IsEmail({}, { message: settingsMessages.email })
  email!: string;
}

function Group(type: () => new () => object, message: string): PropertyDecorator {
  return (target, key) => {
    Field(type)(target, key);
    IsDefined({ message })(target, key);
    ValidateNested()(target, key);
  };
}

@InputType({
  description:
    'The whole settings object, as the settings query returns it (without id and updatedAt)',
})
export class SettingsInput {
  @Text(settingsMessages.name)
  name!: string;

  @Text(settingsMessages.shortName)
  shortName!: string;

  @Text(settingsMessages.town)
  town!: string;

  @Text(settingsMessages.serviceArea)
  serviceArea!: string;

  @Field(() => Int)
  @IsPlausibleYear()
  foundedYear!: number;

  @Group(() => CommitteeAddressInput, settingsMessages.address)
  address!: CommitteeAddressInput;

  @OptionalText(30, settingsMessages.phone)
  @ValidateIf(filled)
  @IsPhoneNumber({ message: settingsMessages.phone })
  tollFreePhone?: string | null;

  @Field(() => String)
  @IsPhoneNumber({ message: settingsMessages.phone })
  phone!: string;

  @Field(() => String)
  @IsEmail({}, { message: settingsMessages.email })
  email!: string;

  @OptionalText(200, settingsMessages.pec)
  @ValidateIf(filled)
  @IsEmail({}, { message: settingsMessages.pec })
  pec?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where new contact requests are notified (internal); empty: the email above. Absent: unchanged',
  })
  @IsOptional()
  @IsString({ message: settingsMessages.notificationEmail })
  @MaxLength(320, { message: settingsMessages.notificationEmail })
  @ValidateIf(filled)
  @IsEmail({}, { message: settingsMessages.notificationEmail })
  notificationEmail?: string | null;

  @Field(() => String)
  @IsFiscalCode({ message: settingsMessages.fiscalCode })
  fiscalCode!: string;

  @Group(() => BankAccountInput, settingsMessages.bank)
  bank!: BankAccountInput;

  @SocialLink()
  cardDonationUrl?: string | null;

  @Field(() => String)
  @IsHttpUrl({ message: settingsMessages.url })
  nationalSiteUrl!: string;

  @OptionalText(11, settingsMessages.youtube)
  @ValidateIf(filled)
  @IsYoutubeVideoId({ message: settingsMessages.youtube })
  historyVideoYoutubeId?: string | null;

  @Group(() => SocialsInput, settingsMessages.socials)
  socials!: SocialsInput;

  @Group(() => DataControllerInput, settingsMessages.dataController)
  dataController!: DataControllerInput;

  @Field(() => Int)
  @IsInt({ message: settingsMessages.retention })
  @Min(1, { message: settingsMessages.retention })
  @Max(MAX_CONTACT_RETENTION_MONTHS, { message: settingsMessages.retention })
  contactRetentionMonths!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @ValidateIf(filled)
  @IsString({ message: settingsMessages.reviewDate })
  @IsCalendarDate({ message: settingsMessages.reviewDate })
  accessibilityReviewDate?: string | null;
}
