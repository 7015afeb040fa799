// A record resource described once (news, courses, the committee's ordered content, the
// registers…): its entity, how each writable field is read from a request and stored, how
// its lists are sorted, searched and filtered, its files, and what its REST answers show.
// The record kit (record-service.ts, record-resolver.ts, record-routes.ts) does the rest:
// the same rules for every resource, in GraphQL and REST alike.
import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '../../errors.js';
import type { SortDirection } from '../list.js';
import type { RequestScope } from '../scope.js';
import type { ContentRecord } from './content-record.js';

/**
 * How an argument becomes a column, and how a REST form value becomes the argument:
 * text (kept when given), optionalText (an empty one is stored as null), richText
 * (sanitised; refused when nothing survives), boolean, strings (a list of lines, empty ones
 * dropped), integer (empty: null), dateTime (ISO 8601), number (a decimal), json (any
 * JSON value; a multipart form sends its JSON text).
 */
export type FieldKind =
  | 'text'
  | 'optionalText'
  | 'richText'
  | 'boolean'
  | 'strings'
  | 'integer'
  | 'dateTime'
  | 'number'
  | 'json';

export interface FieldRule {
  kind: FieldKind;
  /** The column, when it is not named as the argument (an excerpt kept as customExcerpt). */
  column?: string;
  /** richText: the message when nothing of the text survives sanitising. */
  required?: string;
  /**
   * A null argument clears the column (optionalText does unless this is false: an empty
   * text is null); false: a null argument keeps it (the registers' optional texts).
   */
  clearable?: boolean;
  /** How the value is stored, when not as given (euro to cents, a normalised code). */
  store?(value: unknown): unknown;
}

export type FieldSpec = FieldKind | FieldRule;

export function fieldRule(spec: FieldSpec): FieldRule {
  return typeof spec === 'string' ? { kind: spec } : spec;
}

/** A list filter: its condition for a value the caller gave (a category, a year). */
export type ListFilter<T> = (value: unknown) => FilterQuery<T>;

/** A list filter with rules of its own: how a REST query value is read, and its check. */
export interface ListFilterRule<T> {
  where: ListFilter<T>;
  /** The value of a REST query parameter as the filter takes it (a year's digits as a number). */
  parse?(value: string): unknown;
  /** Checked before the list is read, when a value is given (a year out of range is a 400). */
  check?(value: unknown): Promise<void>;
}

export type ListFilterSpec<T> = ListFilter<T> | ListFilterRule<T>;

export function listFilterRule<T>(spec: ListFilterSpec<T>): ListFilterRule<T> {
  return typeof spec === 'function' ? { where: spec } : spec;
}

/** The files a record may have: an image (column `image`) or a PDF (column `fileUrl`). */
export type RecordFiles = 'image' | 'pdf' | 'none';

export interface RecordResource<T extends ContentRecord> {
  /** The resource's name in the policy (news, projects, team…). */
  name: string;
  entity: EntityClass<T> & (new () => T);
  /** The record's type in the activity log (News, Project…); the entity's name by default. */
  log?: string;
  /** 404 message, e.g. 'Notizia non trovata'. */
  notFound: string;
  /** The message of a successful REST DELETE, e.g. 'Notizia eliminata'. */
  deleted: string;
  /** The writable fields, by argument name. */
  fields: Readonly<Record<string, FieldSpec>>;
  /** Columns a list may be sorted by (besides id). */
  sortable: readonly string[];
  /** The order of a list that names none. */
  defaultSort: { field: string; order: SortDirection };
  /** Columns that the list's `q` searches (case-insensitive substring). */
  search?: readonly string[];
  /** The list's filters besides ids and q, by name (a REST query parameter of the same name). */
  filters?: Readonly<Record<string, ListFilterSpec<T>>>;
  /** The order of a list that names no sort, when it has ties to break (year, then amount). */
  defaultOrderBy?: readonly Readonly<Record<string, 'ASC' | 'DESC'>>[];
  files: RecordFiles;
  /** A PDF every record must have: the message when a new record comes without one. */
  fileRequired?: string;
  /** The column that keeps the size of the PDF in bytes (documents). */
  fileSizeColumn?: string;
  /** PUT without any image value: the spec's news and courses remove it, the rest keep it. */
  imageWhenAbsent?: 'remove' | 'keep';
  /** Ordered in display order (position), reordered as a whole. */
  ordered?: boolean;
  /** Keeps the previous version at each save (revisions.ts): GET /:id/revisions, restore. */
  revisions?: boolean;
  /** Remembers who created it and who changed it last (createdBy, updatedBy). */
  authored?: boolean;
  /**
   * Rules across fields, checked once the arguments are applied (an end before its start),
   * or against the other rows, read through the write's EntityManager (a slug in use).
   */
  check?(record: T, em: EntityManager): FieldErrors | null | Promise<FieldErrors | null>;
  /**
   * Work of the write itself once the record is applied and persisted (flushed: it has its
   * id), in the write's transaction: a receipt numbered, an e-mail to the outbox.
   */
  saved?(
    record: T,
    write: { em: EntityManager; scope: RequestScope; created: boolean },
  ): Promise<void>;
  /** Refuses (throws) the deletion of a record that must stay (a receipt issued). */
  beforeDelete?(record: T): void;
  /**
   * Rules of its own on a write's arguments, run with their validation (before anything
   * changes): adds to `errors` (reported together with the fields' errors) or throws.
   * `record` is the record changed, null for a new one.
   */
  validate?(
    args: Record<string, unknown>,
    record: T | null,
    errors: FieldErrors,
    em: EntityManager,
  ): Promise<void>;
  /** The REST answer's own fields (ids, timestamps and authors are added by the kit). */
  present(record: T): Record<string, unknown>;
}
