// Inputs of the contact module: the public form (submitContact, with its two spam traps:
// the hidden `website` field and the time taken to fill it in), the admin's status change
// and reply. GraphQL arguments and class-validator classes in one.
import {
  Equals,
  IsEmail,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';
import { ContactStatus } from './contact-status.js';

export const contactMessages = {
  name: 'Il nome è obbligatorio',
  nameLength: 'Il nome può avere al massimo 200 caratteri',
  email: 'Inserisci un indirizzo email valido',
  subject: "L'oggetto è obbligatorio",
  subjectLength: "L'oggetto può avere al massimo 200 caratteri",
  message: 'Il messaggio è obbligatorio',
  messageLength: 'Il messaggio può avere al massimo 5000 caratteri',
  privacyConsent: "Devi accettare l'informativa sulla privacy.",
  status: 'Lo stato deve essere pending, read o replied',
  sent: 'Messaggio inviato con successo! Ti risponderemo al più presto.',
  website: 'Valore non valido',
  fillTimeMs: 'Il tempo di compilazione deve essere un numero intero di millisecondi',
  reply: 'Il testo della risposta è obbligatorio',
  replyLength: 'La risposta può avere al massimo 10000 caratteri',
} as const;

@InputType()
export class ContactFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Matches name, email, subject or message' })
  q?: string | null;

  @Field(() => ContactStatus, { nullable: true })
  status?: ContactStatus | null;
}

@ArgsType()
export class ContactListArgs extends ListArgs {
  @Field(() => ContactFilter, { nullable: true })
  filter?: ContactFilter | null;
}

@ArgsType()
export class SubmitContactArgs {
  @Field(() => String)
  @IsString({ message: contactMessages.name })
  @IsNotEmpty({ message: contactMessages.name })
  @MaxLength(200, { message: contactMessages.nameLength })
  name!: string;

  @Field(() => String)
  @IsString({ message: contactMessages.email })
  @MaxLength(320, { message: contactMessages.email })
  @IsEmail({}, { message: contactMessages.email })
  email!: string;

  @Field(() => String)
  @IsString({ message: contactMessages.subject })
  @IsNotEmpty({ message: contactMessages.subject })
  @MaxLength(200, { message: contactMessages.subjectLength })
  subject!: string;

  @Field(() => String)
  @IsString({ message: contactMessages.message })
  @IsNotEmpty({ message: contactMessages.message })
  @MaxLength(5000, { message: contactMessages.messageLength })
  message!: string;

  @Field(() => Boolean)
  @Equals(true, { message: contactMessages.privacyConsent })
  privacyConsent!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Honeypot: a field people never see. Filled in, the request is discarded',
  })
  @IsOptional()
  @IsString({ message: contactMessages.website })
  @MaxLength(2000, { message: contactMessages.website })
  website?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Milliseconds between showing the form and sending it. Under the minimum fill time the request is discarded; absent, it is not checked',
  })
  @IsOptional()
  @IsInt({ message: contactMessages.fillTimeMs })
  @Min(0, { message: contactMessages.fillTimeMs })
  fillTimeMs?: number | null;
}

@ArgsType()
export class ReplyToContactArgs {
  @Field(() => String)
  @IsString({ message: contactMessages.reply })
  @IsNotEmpty({ message: contactMessages.reply })
  @MaxLength(10000, { message: contactMessages.replyLength })
  message!: string;
}

@ArgsType()
export class UpdateContactArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => ContactStatus)
  @IsEnum(ContactStatus, { message: contactMessages.status })
  status!: ContactStatus;
}

@ObjectType({ description: 'What a visitor gets back after sending the contact form' })
export class ContactReceipt {
  @Field(() => ID)
  id!: number;

  @Field(() => Date)
  createdAt!: Date;
}
