// Inputs of the settings: the whole object, as the settings query returns it (without id,
// updatedAt and privacyNoticeUpdatedOn), with every rule and its Italian message. Nested
// groups are validated as such, so an error is named by its path (bank.iban,
// address.postalCode, footerLinks.0.url).
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsNotEmpty,
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
  isHttpUrl,
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
export const MAX_PEOPLE_COUNT = 100_000;
export const MAX_VEHICLE_COUNT = 1000;
export const MAX_YOUTH_AGE = 99;
export const MAX_HISTORY_STAT = 1_000_000;
export const MAX_FOOTER_LINKS = 12;
/** The privacy notice's longest HTML (a long notice is some 20,000 characters). */
export const MAX_PRIVACY_NOTICE_LENGTH = 100_000;

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
  peopleCount: `Il numero di volontari e operatori deve essere un numero intero tra 0 e ${MAX_PEOPLE_COUNT}`,
  vehicleCount: `Il numero di mezzi deve essere un numero intero tra 0 e ${MAX_VEHICLE_COUNT}`,
  youthMinAge: `L'età minima del Gruppo Giovani deve essere un numero intero tra 1 e ${MAX_YOUTH_AGE}`,
  youthMaxAge: `L'età massima del Gruppo Giovani deve essere un numero intero tra 1 e ${MAX_YOUTH_AGE}, non inferiore all'età minima`,
  switchboardAlwaysOpen: 'Indica se il centralino è attivo 24 ore su 24 (vero o falso)',
  analyticsEnabled: 'Indica se contare le visite al sito (vero o falso)',
  switchboardHours: {
    required: 'Indica gli orari del centralino, se non è attivo 24 ore su 24',
    max: 200,
    length: 'Gli orari del centralino possono avere al massimo 200 caratteri',
  },
  bookingPhoneTollFree: 'Indica se il numero per le prenotazioni è un numero verde (vero o falso)',
  historyStats: 'I numeri del percorso storico sono obbligatori',
  historyStat: `Il numero deve essere un intero tra 0 e ${MAX_HISTORY_STAT}`,
  privacyNotice: {
    required: "Il testo dell'informativa sulla privacy è obbligatorio",
    max: MAX_PRIVACY_NOTICE_LENGTH,
    length: `Il testo dell'informativa sulla privacy può avere al massimo ${MAX_PRIVACY_NOTICE_LENGTH} caratteri`,
  },
  footerCredits: 'Il testo dei crediti può avere al massimo 300 caratteri',
  footerLinks: `I link del piè di pagina devono essere un elenco di al massimo ${MAX_FOOTER_LINKS} link`,
  footerLink: 'Ogni link del piè di pagina deve avere un testo e un collegamento',
  footerLinkLabel: text('Il testo del link è obbligatorio', 80),
  footerLinkUrl:
    'Il collegamento deve essere una pagina del sito (/news, /#contatti) o un indirizzo http(s)',
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

/** A whole number from min to max, with one message for every way of missing it. */
function Count(min: number, max: number, message: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Int)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

/** A path of the site (/news, /#contatti, never //host) or an absolute http(s) URL. */
export function isFooterLinkTarget(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2000) return false;
  return /^\/(?!\/)\S*$/.test(value) || isHttpUrl(value);
}

/** The youth group's oldest age: not below the youngest (validated on its own first). */
const IsNotBelowYouthMinAge = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNotBelowYouthMinAge',
      validator: {
        validate: (value, args) => {
          const min = (args?.object as { youthMinAge?: unknown }).youthMinAge;
          return typeof min !== 'number' || (typeof value === 'number' && value >= min);
        },
      },
    },
    { message: settingsMessages.youthMaxAge },
  );

@InputType()
export class HistoryStatsInput {
  @Count(0, MAX_HISTORY_STAT, settingsMessages.historyStat)
  volunteers!: number;

  @Count(0, MAX_HISTORY_STAT, settingsMessages.historyStat)
  women!: number;

  @Count(0, MAX_HISTORY_STAT, settingsMessages.historyStat)
  services!: number;

  @Count(0, MAX_HISTORY_STAT, settingsMessages.historyStat)
  emergencies!: number;
}

@InputType()
export class FooterLinkInput {
  @Text(settingsMessages.footerLinkLabel)
  label!: string;

  @Field(() => String)
  @ValidateBy(
    { name: 'isFooterLinkTarget', validator: { validate: isFooterLinkTarget } },
    { message: settingsMessages.footerLinkUrl },
  )
  url!: string;
}

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

  @Count(0, MAX_PEOPLE_COUNT, settingsMessages.peopleCount)
  peopleCount!: number;

  @Count(0, MAX_VEHICLE_COUNT, settingsMessages.vehicleCount)
  vehicleCount!: number;

  @Count(1, MAX_YOUTH_AGE, settingsMessages.youthMinAge)
  youthMinAge!: number;

  @Count(1, MAX_YOUTH_AGE, settingsMessages.youthMaxAge)
  @IsNotBelowYouthMinAge()
  youthMaxAge!: number;

  @Field(() => Boolean)
  @IsBoolean({ message: settingsMessages.switchboardAlwaysOpen })
  switchboardAlwaysOpen!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Required when the switchboard is not always open; ignored when it is',
  })
  @ValidateIf((input: SettingsInput) => input.switchboardAlwaysOpen === false)
  @IsString({ message: settingsMessages.switchboardHours.required })
  @IsNotEmpty({ message: settingsMessages.switchboardHours.required })
  @MaxLength(settingsMessages.switchboardHours.max, {
    message: settingsMessages.switchboardHours.length,
  })
  switchboardHours?: string | null;

  @Group(() => HistoryStatsInput, settingsMessages.historyStats)
  historyStats!: HistoryStatsInput;

  @Group(() => CommitteeAddressInput, settingsMessages.address)
  address!: CommitteeAddressInput;

  @OptionalText(30, settingsMessages.phone)
  @ValidateIf(filled)
  @IsPhoneNumber({ message: settingsMessages.phone })
  bookingPhone?: string | null;

  @Field(() => Boolean, { description: 'Ignored (stored false) without a booking number' })
  @IsBoolean({ message: settingsMessages.bookingPhoneTollFree })
  bookingPhoneTollFree!: boolean;

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

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the site counts its visits. Absent: unchanged',
  })
  @IsOptional()
  @IsBoolean({ message: settingsMessages.analyticsEnabled })
  analyticsEnabled?: boolean;

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

  @Field(() => String, {
    description: 'Rich text (HTML); sanitised when stored, its date set when it changes',
  })
  @IsString({ message: settingsMessages.privacyNotice.required })
  @IsNotEmpty({ message: settingsMessages.privacyNotice.required })
  @MaxLength(settingsMessages.privacyNotice.max, {
    message: settingsMessages.privacyNotice.length,
  })
  privacyNotice!: string;

  @OptionalText(300, settingsMessages.footerCredits)
  footerCredits?: string | null;

  @Field(() => [FooterLinkInput])
  @IsArray({ message: settingsMessages.footerLinks })
  @ArrayMaxSize(MAX_FOOTER_LINKS, { message: settingsMessages.footerLinks })
  @ValidateNested({ each: true, message: settingsMessages.footerLink })
  footerLinks!: FooterLinkInput[];
}
