// What the transparency registers (grants, 5x1000 reports, compensations, documents) add
// to the record kit: the year filter (a REST ?year= read as a number, checked before the
// list is read) and the descriptions their mutations have in the schema.
import type { FilterQuery } from '@mikro-orm/core';
import type { ListFilterRule } from './resource.js';

/** A year as a query or a path writes it: a number when it is digits, else as given (and refused). */
export function yearParam(value: string): unknown {
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}

/** The filter on a year: its condition, and the check of the value given (when there is one). */
export function yearFilter<T>(
  where: (year: number) => FilterQuery<T>,
  check?: (year: unknown) => Promise<unknown>,
): ListFilterRule<T> {
  return {
    where: (year) => where(year as number),
    parse: yearParam,
    ...(check ? { check: async (year: unknown) => void (await check(year)) } : {}),
  };
}

/** The descriptions of a register's mutations with an optional PDF. */
export function pdfRegisterDescriptions(create: string) {
  return { create, update: 'Admin only. Without file the current one is kept' };
}
