// Validation of service inputs with class-validator. The input classes are the
// type-graphql ArgsType classes, so GraphQL and REST reject the same input with the same
// Italian messages; the services call validateInput, so no adapter can skip it.
import {
  validate,
  ValidateBy,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import { AppError, type FieldErrors } from '../errors.js';

/** When several rules fail on one field, the "missing" message is the one worth reading. */
const PREFERRED_CONSTRAINTS = ['isDefined', 'isNotEmpty', 'isString'];

export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = `${prefix}${error.property}`;
    const constraints = error.constraints ?? {};
    const preferred = PREFERRED_CONSTRAINTS.find((name) => constraints[name] !== undefined);
    const message = preferred ? constraints[preferred] : Object.values(constraints)[0];
    if (message !== undefined) fields[path] = message;
    // A nested object's fields are named by their path: bank.iban, address.postalCode.
    if (error.children?.length) Object.assign(fields, toFieldErrors(error.children, `${path}.`));
  }
  return fields;
}

/** Trims every string, also of nested inputs and lists (a title of spaces is a missing title). */
function trimStrings(record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') record[key] = value.trim();
    else if (Array.isArray(value)) {
      record[key] = value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
    } else if (isNestedInput(value)) trimStrings(value);
  }
}

/** A nested input object (an @InputType instance or a plain object), not an upload's promise. */
function isNestedInput(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then !== 'function' &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value)
  );
}

/** Trims the strings, then validates (nested inputs too); throws VALIDATION with every field's message. */
export async function validateInput<T extends object>(input: T): Promise<T> {
  trimStrings(input as Record<string, unknown>);
  const errors = await validate(input, { forbidUnknownValues: false });
  if (errors.length > 0) throw AppError.validation(toFieldErrors(errors));
  return input;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function IsCalendarDate(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } },
    options,
  );
}

/** An absolute http(s) URL or a path of the uploads folder ("/uploads/..."). */
export function isImageReference(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (/^\/uploads\/[A-Za-z0-9._-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length <= 2000;
  } catch {
    return false;
  }
}

export function IsImageReference(message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'isImageReference', validator: { validate: isImageReference } },
    { message },
  );
}
