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
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { contactMessages } from '../contacts/contact.args.js';
import { EnrolmentStatus } from './enrolment.entity.js';

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
  target: 'Indica un corso o un evento, uno solo',
  cancelled: 'Iscrizione annullata',
} as const;

@ArgsType()
export class EnrolArgs {
  @Field(() => String)
  @IsString({ message: enrolmentMessages.name })
  @IsNotEmpty({ message: enrolmentMessages.name })
  @MaxLength(200, { message: enrolmentMessages.nameLength })
  name!: string;

  @Field(() => String)
  @IsString({ message: enrolmentMessages.email })
  @MaxLength(320, { message: enrolmentMessages.email })
  @IsEmail({}, { message: enrolmentMessages.email })
  email!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: enrolmentMessages.phone })
  @MaxLength(30, { message: enrolmentMessages.phone })
  @Matches(/^[0-9+\-()/ ]*$/, { message: enrolmentMessages.phone })
  phone?: string | null;

  @Field(() => Boolean)
  @Equals(true, { message: enrolmentMessages.privacyConsent })
  privacyConsent!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Honeypot: a field people never see. Filled in, nothing is stored',
  })
  @IsOptional()
  @IsString({ message: enrolmentMessages.website })
  @MaxLength(2000, { message: enrolmentMessages.website })
  website?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Milliseconds between showing the form and sending it. Under the minimum fill time nothing is stored; absent, it is not checked',
  })
  @IsOptional()
  @IsInt({ message: enrolmentMessages.fillTimeMs })
  @Min(0, { message: enrolmentMessages.fillTimeMs })
  fillTimeMs?: number | null;
}

@ArgsType()
export class AttendanceArgs {
  @Field(() => Boolean)
  @IsBoolean({ message: enrolmentMessages.attended })
  attended!: boolean;
}

@ArgsType()
export class EnrolmentTargetArgs {
  @Field(() => ID, { nullable: true, description: 'The course (give this or eventId)' })
  courseId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The event (give this or courseId)' })
  eventId?: string | null;
}

@ObjectType({ description: 'What the person enrolling is told' })
export class EnrolmentReceipt {
  @Field(() => EnrolmentStatus, { description: 'confirmed or waitlisted' })
  status!: EnrolmentStatus.confirmed | EnrolmentStatus.waitlisted;

  @Field(() => Int, {
    description: "The seat's number (confirmed) or the place in the waiting list, from 1",
  })
  position!: number;
}

@ObjectType('Enrolment', { description: "One person's enrolment, as the committee reads it" })
export class EnrolmentRow {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => EnrolmentStatus)
  status!: EnrolmentStatus;

  @Field(() => Int, {
    nullable: true,
    description:
      'Confirmed: the seat, 1 to the seats taken; waitlisted: the place in line; cancelled: null',
  })
  position!: number | null;

  @Field(() => Boolean)
  attended!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  cancelledAt!: Date | null;
}
