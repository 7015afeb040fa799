// Inputs of the courses ("projects") module: GraphQL arguments and class-validator
// classes in one, validated by the service for GraphQL and REST alike. The fields are
// declared once and applied in create mode and in change mode.
import { IsEnum, IsInt, Max, Min } from 'class-validator';
import { ArgsType, Int } from 'type-graphql';
import { describedContentMessages, PublicationArgs } from '../../domain/publication.js';
import {
  argsFields,
  argument,
  categorySearchFilter,
  listArgsWith,
  optional,
  optionalText,
  texts,
  withId,
  withImage,
  withImageChange,
} from '../../domain/records/record-args.js';
import { IsCalendarDate } from '../../domain/validation.js';
import { bookingArgs, bookingMessages } from './booking-mode.js';
import { ProjectCategory } from './project-category.js';

export const projectMessages = {
  ...describedContentMessages,
  category: 'La categoria deve essere education, health, social, emergency o other',
  startDate: 'La data di inizio deve essere nel formato AAAA-MM-GG',
  endDate: 'La data di fine deve essere nel formato AAAA-MM-GG',
  endBeforeStart: 'La data di fine non può precedere la data di inizio',
  calendlyId: bookingMessages.calendlyId,
  location: 'Il luogo può avere al massimo 200 caratteri',
  participants: 'I partecipanti devono essere un numero intero tra 0 e 100000',
} as const;

/** All filters are optional; q matches title or description. */
export const ProjectFilter = categorySearchFilter<ProjectCategory>(
  'ProjectFilter',
  'All filters are optional; q matches title or description',
  () => ProjectCategory,
);

@ArgsType()
export class ProjectListArgs extends listArgsWith(ProjectFilter) {}

const projectFields = argsFields({
  ...texts(projectMessages, 'title', 'description'),
  category: argument<ProjectCategory>(
    () => ProjectCategory,
    IsEnum(ProjectCategory, { message: projectMessages.category }),
  ),
  startDate: argument<string>(() => String, IsCalendarDate({ message: projectMessages.startDate })),
  endDate: argument<string>(() => String, IsCalendarDate({ message: projectMessages.endDate })),
  ...bookingArgs,
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
