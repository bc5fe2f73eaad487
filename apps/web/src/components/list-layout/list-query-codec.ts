import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * List state in the URL query string. The schema says what each key means; values are read from the
 * URL as text, so schemas coerce (queryInteger(), queryBoolean(), queryArray()). A key equal to
 * its default is left out of the URL, so a list without filters has a clean address; keys the schema
 * does not name (other parts of the page) are kept as they are.
 *
 * A schema is an object with a `shape` of Standard Schemas (standardschema.dev), one per key: Zod's
 * `z.object`, or `listQuerySchema` with the helpers below and any Zod schema. The helpers are small
 * hand-written validators, not Zod: the shipment list builds its schema from them alone, so its first
 * load carries no Zod (13 KB brotli).
 */
export type ListQuerySchema = { readonly shape: Readonly<Record<string, StandardSchemaV1>> };
export type ListQueryState<S extends ListQuerySchema> = { -readonly [K in keyof S['shape']]: StandardSchemaV1.InferOutput<S['shape'][K]> };

/** A list's query schema: each key's own schema (the helpers below, or any Zod schema). */
export function listQuerySchema<const Shape extends Record<string, StandardSchemaV1>>(shape: Shape): { readonly shape: Shape } {
  return { shape };
}

const INVALID = Symbol('invalid');

/** A Standard Schema from a reader that returns the value, or INVALID. */
function queryField<T>(read: (value: unknown) => T | typeof INVALID): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal-list-query',
      validate: (value) => {
        const result = read(value);
        return result === INVALID ? { issues: [{ message: 'Not a value this list reads' }] } : { value: result };
      },
    },
  };
}

/** Validates with any Standard Schema that answers at once (Zod does, without async checks). */
function validated<S extends StandardSchemaV1>(schema: S, value: unknown): StandardSchemaV1.InferOutput<S> | typeof INVALID {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('A list query schema must validate synchronously');
  return result.issues ? INVALID : (result.value as StandardSchemaV1.InferOutput<S>);
}

/** One of a fixed set of words (a view, a sort). */
export function queryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return queryField((value): T[number] | typeof INVALID => (typeof value === 'string' && values.includes(value) ? value : INVALID));
}

/** Free text of at most `max` characters (a search). */
export function queryText(max: number) {
  return queryField((value) => (typeof value === 'string' && value.length <= max ? value : INVALID));
}

/** A whole number, at least `min` when given (a page, a status code); read as Number() reads it. */
export function queryInteger(min?: number) {
  return queryField((value) => {
    const number = Number(value);
    return Number.isSafeInteger(number) && (min === undefined || number >= min) ? number : INVALID;
  });
}

/** 'true' / 'false' in the URL. (Boolean('false') would be true.) */
export function queryBoolean() {
  return queryField((value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : INVALID));
}

/** Repeated keys (statuses=1&statuses=2); a single value is a list of one; every item must read. */
export function queryArray<T extends StandardSchemaV1>(item: T) {
  return queryField((value): StandardSchemaV1.InferOutput<T>[] | typeof INVALID => {
    if (value === undefined || value === null) return INVALID;
    const items: StandardSchemaV1.InferOutput<T>[] = [];
    for (const raw of Array.isArray(value) ? value : [value]) {
      const read = validated(item, raw);
      if (read === INVALID) return INVALID;
      items.push(read);
    }
    return items;
  });
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
    const parsed = validated(field, raw);
    if (parsed !== INVALID) state[key] = parsed;
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
