// The list arguments of ra-data-graphql-simple (page 0-based, perPage, sortField,
// sortOrder) shared by every resource, and their translation into a MikroORM query.
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { AppError } from '../errors.js';

/** A list without perPage returns every row, up to this many. */
export const MAX_PER_PAGE = 1000;

@ArgsType()
export class ListArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'La pagina deve essere un numero intero' })
  @Min(0, { message: 'La pagina non può essere negativa' })
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Il numero di elementi per pagina deve essere un numero intero' })
  @Min(1, { message: 'Il numero di elementi per pagina deve essere almeno 1' })
  @Max(MAX_PER_PAGE, {
    message: `Il numero di elementi per pagina può essere al massimo ${MAX_PER_PAGE}`,
  })
  perPage?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  sortField?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['ASC', 'DESC', 'asc', 'desc'], { message: "L'ordinamento deve essere ASC o DESC" })
  sortOrder?: string | null;
}

export type SortDirection = 'ASC' | 'DESC';

export interface ListWindow<Field extends string> {
  limit: number;
  offset: number;
  /** The chosen field, then id, so that pages never overlap. */
  orderBy: Partial<Record<Field | 'id', SortDirection>>[];
}

/** Turns validated list arguments into limit/offset/order; an unknown sortField is a VALIDATION error. */
export function listWindow<Field extends string>(
  args: ListArgs,
  sortable: readonly Field[],
  fallback: { field: Field; order: SortDirection },
): ListWindow<Field> {
  const field = args.sortField ?? fallback.field;
  if (field !== 'id' && !(sortable as readonly string[]).includes(field)) {
    throw AppError.validation({ sortField: `Campo di ordinamento non valido: ${field}` });
  }
  const order: SortDirection = args.sortOrder
    ? (args.sortOrder.toUpperCase() as SortDirection)
    : args.sortField
      ? 'ASC'
      : fallback.order;
  const perPage = args.perPage ?? MAX_PER_PAGE;
  const orderBy: Partial<Record<Field | 'id', SortDirection>>[] = [
    { [field]: order } as Partial<Record<Field | 'id', SortDirection>>,
  ];
  if (field !== 'id') orderBy.push({ id: order } as Partial<Record<Field | 'id', SortDirection>>);
  return { limit: perPage, offset: (args.page ?? 0) * perPage, orderBy };
}

/** A case-insensitive substring pattern for $ilike, with LIKE's wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
