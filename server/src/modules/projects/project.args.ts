// Inputs of the courses ("projects") module: GraphQL arguments and class-validator
// classes in one, validated by the service for GraphQL and REST alike. The fields are
// declared once and applied in create mode and in change mode.
import {
  IsDate,
  IsEnum,
  IsInt,
  IsOptional,
  IsUrl,
  Matches,
  MaxLength,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PublicationArgs } from '../../domain/publication.js';
import {
  Argument,
  listArgsWith,
  OptionalText,
  SearchFilter,
  Text,
  withId,
  withImage,
  withImageChange,
  type ArgsClass,
  type ArgsMode,
} from '../../domain/records/record-args.js';
import { IsCalendarDate } from '../../domain/validation.js';
import { BookingMode, bookingMessages } from './booking-mode.js';
import { ProjectCategory } from './project-category.js';

export const projectMessages = {
  title: {
    required: 'Il titolo è obbligatorio',
    max: 200,
    length: 'Il titolo può avere al massimo 200 caratteri',
  },
  description: {
    required: 'La descrizione è obbligatoria',
    max: 20_000,
    length: 'La descrizione può avere al massimo 20000 caratteri',
  },
  category: 'La categoria deve essere education, health, social, emergency o other',
  startDate: 'La data di inizio deve essere nel formato AAAA-MM-GG',
  endDate: 'La data di fine deve essere nel formato AAAA-MM-GG',
  endBeforeStart: 'La data di fine non può precedere la data di inizio',
  calendlyId: {
    required: "L'ID Calendly è obbligatorio",
    max: 200,
    length: "L'ID Calendly può contenere solo lettere, cifre, '-', '_' e '/'",
  },
  location: 'Il luogo può avere al massimo 200 caratteri',
  participants: 'I partecipanti devono essere un numero intero tra 0 e 100000',
} as const;

const CALENDLY_ID = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

@InputType({ description: 'All filters are optional; q matches title or description' })
export class ProjectFilter extends SearchFilter {
  @Field(() => ProjectCategory, { nullable: true })
  category?: ProjectCategory | null;
}

@ArgsType()
export class ProjectListArgs extends listArgsWith(ProjectFilter) {}

function projectFields<TBase extends ArgsClass>(Base: TBase, mode: ArgsMode) {
  @ArgsType()
  class ProjectFields extends Base {
    @Text(projectMessages.title, mode)
    title?: string | null;

    @Text(projectMessages.description, mode)
    description?: string | null;

    @Argument(
      () => ProjectCategory,
      mode,
      IsEnum(ProjectCategory, { message: projectMessages.category }),
    )
    category?: ProjectCategory | null;

    @Argument(() => String, mode, IsCalendarDate({ message: projectMessages.startDate }))
    startDate?: string | null;

    @Argument(() => String, mode, IsCalendarDate({ message: projectMessages.endDate }))
    endDate?: string | null;

    @Argument(
      () => BookingMode,
      'changing',
      IsEnum(BookingMode, { message: bookingMessages.bookingMode }),
    )
    bookingMode?: BookingMode | null;

    // Required only when the course is booked through Calendly (project.resource.ts).
    @OptionalText(projectMessages.calendlyId.max, projectMessages.calendlyId.length)
    @ValidateIf((_args, value) => value !== null && value !== undefined && value !== '')
    @Matches(CALENDLY_ID, { message: projectMessages.calendlyId.length })
    calendlyId?: string | null;

    @OptionalText(500, bookingMessages.bookingUrl)
    @ValidateIf((_args, value) => value !== null && value !== undefined && value !== '')
    @IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: bookingMessages.bookingUrl },
    )
    @MaxLength(500, { message: bookingMessages.bookingUrl })
    bookingUrl?: string | null;

    @Field(() => Int, { nullable: true })
    @IsOptional()
    @IsInt({ message: bookingMessages.seats })
    @Min(1, { message: bookingMessages.seats })
    @Max(100_000, { message: bookingMessages.seats })
    seats?: number | null;

    @Field(() => Date, { nullable: true, description: 'Enrolment on the site closes at this time' })
    @IsOptional()
    @IsDate({ message: bookingMessages.enrolmentDeadline })
    enrolmentDeadline?: Date | null;

    @OptionalText(200, projectMessages.location)
    location?: string | null;

    @Field(() => Int, { nullable: true })
    @IsOptional()
    @IsInt({ message: projectMessages.participants })
    @Min(0, { message: projectMessages.participants })
    @Max(100_000, { message: projectMessages.participants })
    participants?: number | null;
  }
  return ProjectFields;
}

@ArgsType()
export class CreateProjectArgs extends projectFields(withImage(PublicationArgs), 'required') {}

@ArgsType()
export class UpdateProjectArgs extends projectFields(
  withImageChange(withId(PublicationArgs)),
  'changing',
) {}
