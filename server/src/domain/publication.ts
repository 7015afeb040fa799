// Drafts and scheduled publication (news and courses): a record is public when it is
// published and its publication time has come. Anonymous readers see only those (lists,
// counts, single records, categories); a signed-in user of the back office sees all. The
// public cache (public-cache.ts) keeps an answer only until the next scheduled publication
// of the resources it read, so a scheduled record appears at its time, not before or after.
import type { EntityManager } from '@mikro-orm/postgresql';
import { IsDate, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import type { RequestIdentity } from '../platform/graphql/context.js';
import { identify } from '../modules/accounts/auth.service.js';

export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Who reads: the public sees what is published; the back office's users see everything. */
export type Audience = 'public' | 'staff';

export function audienceOf(identity: Pick<RequestIdentity, 'user'>): Audience {
  return identity.user ? 'staff' : 'public';
}

/**
 * Who makes a REST read: the signed-in user of its token (who sees everything), else no one
 * (who sees what is public). Public routes do not refuse a bad token: it reads as no one.
 */
export async function readerOfRequest(
  em: EntityManager,
  authorization: string | undefined,
): Promise<Pick<RequestIdentity, 'user' | 'authProblem'>> {
  return authorization === undefined
    ? { user: null, authProblem: 'MISSING_TOKEN' }
    : identify(em, authorization);
}

export const publicationMessages = {
  status: 'Lo stato deve essere draft (Bozza) o published (Pubblicato)',
  publishedAt: 'La data di pubblicazione deve essere una data e ora ISO 8601',
  imageAlt: "Il testo alternativo dell'immagine può avere al massimo 300 caratteri",
} as const;

/** The condition of the rows an audience may read (none for the back office). */
export function visibleTo(audience: Audience, now = new Date()): object {
  return audience === 'staff' ? {} : { status: 'published', publishedAt: { $lte: now } };
}

/** The publication fields of a write, shared by news and courses (all optional). */
@ArgsType()
export class PublicationArgs {
  @Field(() => String, {
    nullable: true,
    description: 'draft | published (published if omitted on create)',
  })
  @IsOptional()
  @IsIn(PUBLICATION_STATUSES, { message: publicationMessages.status })
  status?: string | null;

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
