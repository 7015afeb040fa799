// Published content (news, courses, and every resource that comes with drafts and
// scheduled publication): a record is public when it is published and its publication
// time has come. Readers without write access see only those (lists, counts, single
// records, categories); the back office's users see all. The public cache keeps an answer
// only until the next scheduled publication of the tables it read (scheduledTables), so a
// scheduled record appears at its time, not before or after. What such a resource shares
// is here: its record, its arguments, its access rule and its fields' rules.
import { Entity, Index, Property } from '@mikro-orm/core';
import { IsDate, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType, registerEnumType } from 'type-graphql';
import type { Access, Role, RowCondition } from './policy.js';
import { STAFF } from './policy.js';
import { AuthoredRecord } from './records/authored-record.js';
import type { FieldSpec } from './records/resource.js';

/** Whether a record may be public (at its publication time) or is the staff's draft. */
export enum PublicationStatus {
  draft = 'draft',
  published = 'published',
}

registerEnumType(PublicationStatus, {
  name: 'PublicationStatus',
  description: 'draft: seen by the staff only; published: public from its publishedAt',
});

export const publicationMessages = {
  status: 'Lo stato deve essere draft (Bozza) o published (Pubblicato)',
  publishedAt: 'La data di pubblicazione deve essere una data e ora ISO 8601',
  imageAlt: "Il testo alternativo dell'immagine può avere al massimo 300 caratteri",
} as const;

/** The rows the public may read: published, and due. */
export function publishedRows(now: Date): RowCondition {
  return { status: PublicationStatus.published, publishedAt: { $lte: now } };
}

/**
 * The access of published content: everyone reads what is public, writers (and only they)
 * read drafts and scheduled records and the names of who wrote them.
 */
export function publishedAccess(graphqlType: string, write: readonly Role[] = STAFF): Access {
  return {
    read: 'everyone',
    write,
    publicRows: publishedRows,
    privateFields: { createdBy: STAFF, updatedBy: STAFF },
    graphqlTypes: [graphqlType],
  };
}

/** A published record: its authors, its image with the alternative text, its publication. */
@ObjectType()
export abstract class PublishedRecord extends AuthoredRecord {
  @Property({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'Relative to the API base (/uploads/...) or an absolute http(s) URL',
  })
  image: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The image's alternative text" })
  imageAlt: string | null = null;

  @Property({ type: 'text', default: 'published' })
  @Field(() => PublicationStatus)
  status: PublicationStatus = PublicationStatus.published;

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When it becomes public (with status published)' })
  publishedAt: Date = new Date();
}

/**
 * The table of published content (news, courses…): the entity, its GraphQL type, and the
 * indexes its lists read by (newest first; the public rows by status and date).
 */
export function PublishedEntity(tableName: string): ClassDecorator {
  return (target) => {
    ObjectType()(target);
    Index({ properties: ['status', 'publishedAt'] as never })(target as never);
    Index({ properties: ['createdAt'] as never })(target as never);
    Entity({ tableName })(target as never);
  };
}

/** A rich text column: HTML of the allowed subset, sanitised by the server when stored. */
export function RichTextColumn(): PropertyDecorator {
  return (target, key) => {
    Field(() => String, {
      description: 'Rich text (HTML subset), sanitised by the server when stored',
    })(target, key);
    Property({ type: 'text' })(target, key as string);
  };
}

/** Published content with a title (news, courses): the published record's fields and its title. */
@ObjectType()
export abstract class PublishedContent extends PublishedRecord {
  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;
}

/** The rules of the title and the description of a described published record (courses, events). */
export const describedContentMessages = {
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
} as const;

/** The writable fields every published resource has, besides its own. */
export const publishedFields: Readonly<Record<string, FieldSpec>> = {
  status: 'text',
  publishedAt: 'dateTime',
  imageAlt: 'optionalText',
};

/** The publication fields of a write, shared by every published resource (all optional). */
@ArgsType()
export class PublicationArgs {
  @Field(() => PublicationStatus, {
    nullable: true,
    description: 'published if omitted on create',
  })
  @IsOptional()
  @IsEnum(PublicationStatus, { message: publicationMessages.status })
  status?: PublicationStatus | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it becomes public (now if omitted on create)',
  })
  @IsOptional()
  @IsDate({ message: publicationMessages.publishedAt })
  publishedAt?: Date | null;

  @Field(() => String, { nullable: true, description: "The image's alternative text" })
  @IsOptional()
  @IsString({ message: publicationMessages.imageAlt })
  @MaxLength(300, { message: publicationMessages.imageAlt })
  imageAlt?: string | null;
}

/** An ISO 8601 date-time from a REST field: undefined when absent, an invalid Date when malformed. */
export function dateTimeField(value: string | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') return null;
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
  return iso.test(value.trim()) ? new Date(value.trim()) : new Date(Number.NaN);
}
