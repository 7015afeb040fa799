// Inputs of the courses ("projects") module: GraphQL arguments and class-validator
// classes in one, validated by the service for GraphQL and REST alike.
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ListArgs } from '../../domain/list.js';
import { PublicationArgs } from '../../domain/publication.js';
import { IsCalendarDate } from '../../domain/validation.js';

/** education = Formazione/Educazione, health = Salute, social = Sociale, emergency = Emergenza, other = Altro. */
export const PROJECT_CATEGORIES = ['education', 'health', 'social', 'emergency', 'other'] as const;

export const projectMessages = {
  title: 'Il titolo è obbligatorio',
  titleLength: 'Il titolo può avere al massimo 200 caratteri',
  description: 'La descrizione è obbligatoria',
  descriptionLength: 'La descrizione può avere al massimo 20000 caratteri',
  category: 'La categoria deve essere education, health, social, emergency o other',
  startDate: 'La data di inizio deve essere nel formato AAAA-MM-GG',
  endDate: 'La data di fine deve essere nel formato AAAA-MM-GG',
  endBeforeStart: 'La data di fine non può precedere la data di inizio',
  calendlyId: "L'ID Calendly è obbligatorio",
  calendlyIdFormat: "L'ID Calendly può contenere solo lettere, cifre, '-', '_' e '/'",
  location: 'Il luogo può avere al massimo 200 caratteri',
  participants: 'I partecipanti devono essere un numero intero tra 0 e 100000',
} as const;

const CALENDLY_ID = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

@InputType()
export class ProjectFilter {
  @Field(() => [ID], { nullable: true })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Matches title or description' })
  q?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;
}

@ArgsType()
export class ProjectListArgs extends ListArgs {
  @Field(() => ProjectFilter, { nullable: true })
  filter?: ProjectFilter | null;
}

@ArgsType()
export class CreateProjectArgs extends PublicationArgs {
  @Field(() => String)
  @IsString({ message: projectMessages.title })
  @IsNotEmpty({ message: projectMessages.title })
  @MaxLength(200, { message: projectMessages.titleLength })
  title!: string;

  @Field(() => String)
  @IsString({ message: projectMessages.description })
  @IsNotEmpty({ message: projectMessages.description })
  @MaxLength(20_000, { message: projectMessages.descriptionLength })
  description!: string;

  @Field(() => String)
  @IsIn(PROJECT_CATEGORIES, { message: projectMessages.category })
  category!: string;

  @Field(() => String)
  @IsCalendarDate({ message: projectMessages.startDate })
  startDate!: string;

  @Field(() => String)
  @IsCalendarDate({ message: projectMessages.endDate })
  endDate!: string;

  @Field(() => String)
  @IsString({ message: projectMessages.calendlyId })
  @IsNotEmpty({ message: projectMessages.calendlyId })
  @MaxLength(200, { message: projectMessages.calendlyIdFormat })
  @Matches(CALENDLY_ID, { message: projectMessages.calendlyIdFormat })
  calendlyId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: projectMessages.location })
  @MaxLength(200, { message: projectMessages.location })
  location?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: projectMessages.participants })
  @Min(0, { message: projectMessages.participants })
  @Max(100_000, { message: projectMessages.participants })
  participants?: number | null;

  @Field(() => GraphQLUpload, { nullable: true })
  image?: Promise<FileUpload> | null;
}

@ArgsType()
export class UpdateProjectArgs extends PublicationArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: projectMessages.title })
  @IsNotEmpty({ message: projectMessages.title })
  @MaxLength(200, { message: projectMessages.titleLength })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: projectMessages.description })
  @IsNotEmpty({ message: projectMessages.description })
  @MaxLength(20_000, { message: projectMessages.descriptionLength })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(PROJECT_CATEGORIES, { message: projectMessages.category })
  category?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: projectMessages.startDate })
  startDate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: projectMessages.endDate })
  endDate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: projectMessages.calendlyId })
  @IsNotEmpty({ message: projectMessages.calendlyId })
  @MaxLength(200, { message: projectMessages.calendlyIdFormat })
  @Matches(CALENDLY_ID, { message: projectMessages.calendlyIdFormat })
  calendlyId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: projectMessages.location })
  @MaxLength(200, { message: projectMessages.location })
  location?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: projectMessages.participants })
  @Min(0, { message: projectMessages.participants })
  @Max(100_000, { message: projectMessages.participants })
  participants?: number | null;

  @Field(() => GraphQLUpload, { nullable: true })
  image?: Promise<FileUpload> | null;

  @Field(() => Boolean, { nullable: true })
  removeImage?: boolean | null;
}
