import { safeParse, type $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';

/**
 * List state in the URL query string. The schema says what each key means; values are read from the
 * URL as text, so schemas coerce (queryInteger(), queryBoolean(), queryArray()). A key equal to
 * its default is left out of the URL, so a list without filters has a clean address; keys the schema
 * does not name (other parts of the page) are kept as they are.
 *
 * Any Zod 4 object schema will do, classic or Mini. The helpers here are Zod Mini's: a list page
 * that builds its schema from them alone (/shipments) carries no classic Zod in its first load.
 */
export type ListQuerySchema = $ZodType<Record<string, unknown>> & { shape: Record<string, $ZodType> };
export type ListQueryState<S extends ListQuerySchema> = S['_zod']['output'];

/** A list's query schema: each key's own schema (the helpers below, or any Zod 4 schema). */
export function listQuerySchema<Shape extends Record<string, $ZodType>>(shape: Shape) {
  return z.object(shape);
}

/** One of a fixed set of words (a view, a sort). */
export function queryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values);
}

/** Free text of at most `max` characters (a search). */
export function queryText(max: number) {
  return z.string().check(z.maxLength(max));
}

/** A whole number, at least `min` when given (a page, a status code). */
export function queryInteger(min?: number) {
  return z.pipe(z.coerce.number(), min === undefined ? z.int() : z.int().check(z.minimum(min)));
}

/** 'true' / 'false' in the URL. (z.coerce.boolean() would read 'false' as true.) */
export function queryBoolean() {
  return z.pipe(z.transform((value: unknown) => (value === 'true' ? true : value === 'false' ? false : value)), z.boolean());
}

/** Repeated keys (statuses=1&statuses=2); a single value is a list of one. */
export function queryArray<T extends $ZodType>(item: T) {
  return z.pipe(z.transform((value: unknown) => (value === undefined || Array.isArray(value) ? value : [value])), z.array(item));
}

type Scalar = string | number | boolean | Date | null | undefined;

function toText(value: Scalar): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return String(value);
}

/** The URL form of one value: a list of texts (an empty list is written as one empty value). */
function encode(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map((v) => toText(v as Scalar)).filter((v): v is string => v !== null);
  const text = toText(value as Scalar);
  return text === null ? null : [text];
}

function sameEncoding(a: string[] | null, b: string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The state a URL describes: each key parsed on its own, so one bad value falls back to its default only. */
export function parseListQuery<S extends ListQuerySchema>(schema: S, defaults: ListQueryState<S>, params: URLSearchParams): ListQueryState<S> {
  const state: Record<string, unknown> = { ...defaults };
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!params.has(key)) continue;
    const isList = Array.isArray((defaults as Record<string, unknown>)[key]);
    const raw = isList ? params.getAll(key).filter((v) => v !== '') : params.get(key);
    const parsed = safeParse(field, raw);
    if (parsed.success) state[key] = parsed.data;
  }
  return state as ListQueryState<S>;
}

/** The URL params for a state: schema keys rewritten (defaults left out), every other key kept. */
export function writeListQuery<S extends ListQuerySchema>(
  schema: S,
  defaults: ListQueryState<S>,
  state: ListQueryState<S>,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const values = state as Record<string, unknown>;
  const fallback = defaults as Record<string, unknown>;
  for (const key of Object.keys(schema.shape)) {
    next.delete(key);
    const encoded = encode(values[key]);
    if (sameEncoding(encoded, encode(fallback[key]))) continue;
    if (encoded === null) continue;
    if (encoded.length === 0) next.append(key, '');
    else for (const value of encoded) next.append(key, value);
  }
  return next;
}

/** Whether two states would write the same URL. */
export function sameListQuery<S extends ListQuerySchema>(schema: S, a: ListQueryState<S>, b: ListQueryState<S>): boolean {
  return Object.keys(schema.shape).every((key) =>
    sameEncoding(encode((a as Record<string, unknown>)[key]), encode((b as Record<string, unknown>)[key])),
  );
}
