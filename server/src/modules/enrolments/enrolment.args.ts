// The public enrolment form's input (name, e-mail, optional phone, privacy consent and
// the contact form's two spam traps) and the messages of the enrolment rules.
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { contactMessages } from '../contacts/contact.args.js';

export const enrolmentMessages = {
  name: contactMessages.name,
  nameLength: contactMessages.nameLength,
  email: contactMessages.email,
  phone:
    'Il telefono può contenere solo cifre, spazi e i simboli + - ( ) /, al massimo 30 caratteri',
  privacyConsent: contactMessages.privacyConsent,
  website: contactMessages.website,
  fillTimeMs: contactMessages.fillTimeMs,
  attended: 'La presenza deve essere vera o falsa',
  enrolmentNotFound: 'Iscrizione non trovata',
  cancelled: 'Iscrizione annullata',
} as const;

export class EnrolArgs {
  @IsString({ message: enrolmentMessages.name })
  @IsNotEmpty({ message: enrolmentMessages.name })
  @MaxLength(200, { message: enrolmentMessages.nameLength })
  name!: string;

  @IsString({ message: enrolmentMessages.email })
  @MaxLength(320, { message: enrolmentMessages.email })
  @IsEmail({}, { message: enrolmentMessages.email })
  email!: string;

  @IsOptional()
  @IsString({ message: enrolmentMessages.phone })
  @MaxLength(30, { message: enrolmentMessages.phone })
  @Matches(/^[0-9+\-()/ ]*$/, { message: enrolmentMessages.phone })
  phone?: string | null;

  @Equals(true, { message: enrolmentMessages.privacyConsent })
  privacyConsent!: boolean;

  @IsOptional()
  @IsString({ message: enrolmentMessages.website })
  @MaxLength(2000, { message: enrolmentMessages.website })
  website?: string | null;

  @IsOptional()
  @IsInt({ message: enrolmentMessages.fillTimeMs })
  @Min(0, { message: enrolmentMessages.fillTimeMs })
  fillTimeMs?: number | null;
}

export class AttendanceArgs {
  @IsBoolean({ message: enrolmentMessages.attended })
  attended!: boolean;
}
