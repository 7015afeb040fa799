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
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { PublicationArgs } from '../../domain/publication.js';
import {
  Argument,
  argsFields,
  argument,
  categorySearchFilter,
  decorated,
  listArgsWith,
  optional,
  optionalText,
  texts,
  withId,
  withImage,
  withImageChange,
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

/** All filters are optional; q matches title or description. */
export const ProjectFilter = categorySearchFilter<ProjectCategory>(
  'ProjectFilter',
  'All filters are optional; q matches title or description',
  () => ProjectCategory,
);

@ArgsType()
export class ProjectListArgs extends listArgsWith(ProjectFilter) {}

/** A text that may be empty: its rules apply only to a value given. */
const given = ValidateIf((_args, value) => value !== null && value !== undefined && value !== '');

const projectFields = argsFields({
  ...texts(projectMessages, 'title', 'description'),
  category: argument<ProjectCategory>(
    () => ProjectCategory,
    IsEnum(ProjectCategory, { message: projectMessages.category }),
  ),
  startDate: argument<string>(() => String, IsCalendarDate({ message: projectMessages.startDate })),
  endDate: argument<string>(() => String, IsCalendarDate({ message: projectMessages.endDate })),
  bookingMode: decorated<BookingMode>(
    Argument(
      () => BookingMode,
      'changing',
      IsEnum(BookingMode, { message: bookingMessages.bookingMode }),
    ),
  ),
  // Required only when the course is booked through Calendly (project.resource.ts).
  calendlyId: optionalText(
    projectMessages.calendlyId.max,
    projectMessages.calendlyId.length,
    given,
    Matches(CALENDLY_ID, { message: projectMessages.calendlyId.length }),
  ),
  bookingUrl: optionalText(
    500,
    bookingMessages.bookingUrl,
    given,
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true },
      { message: bookingMessages.bookingUrl },
    ),
    MaxLength(500, { message: bookingMessages.bookingUrl }),
  ),
  seats: optional<number>(
    () => Int,
    IsInt({ message: bookingMessages.seats }),
    Min(1, { message: bookingMessages.seats }),
    Max(100_000, { message: bookingMessages.seats }),
  ),
  enrolmentDeadline: decorated<Date>(
    Field(() => Date, { nullable: true, description: 'Enrolment on the site closes at this time' }),
    IsOptional(),
    IsDate({ message: bookingMessages.enrolmentDeadline }),
  ),
  location: optionalText(200, projectMessages.location),
  participants: optional<number>(
    () => Int,
    IsInt({ message: projectMessages.participants }),
    Min(0, { message: projectMessages.participants }),
    Max(100_000, { message: projectMessages.participants }),
  ),
});

@ArgsType()
export class CreateProjectArgs extends projectFields(withImage(PublicationArgs), 'required') {}

@ArgsType()
export class UpdateProjectArgs extends projectFields(
  withImageChange(withId(PublicationArgs)),
  'changing',
) {}
