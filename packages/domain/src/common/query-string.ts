/**
 * Query strings: values that are null, undefined, NaN or the strings 'undefined'
 * or 'null' are dropped; arrays become repeated keys (statuses=1&statuses=2) with the same
 * elements dropped. An empty string is kept: only the spec's values are dropped. Dates are sent
 * as ISO instants.
 */
export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | null | undefined | readonly (QueryScalar | null | undefined)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export type CleanQuery = Record<string, string | string[]>;

function clean(value: QueryScalar | null | undefined): string | undefined {
  if (value == null) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  const text = String(value);
  return text === 'undefined' || text === 'null' ? undefined : text;
}

/** The params to send, as text; a key whose value (or every element) is dropped disappears. */
export function cleanQuery(params: QueryParams): CleanQuery {
  const result: CleanQuery = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const kept = (value as readonly (QueryScalar | null | undefined)[]).map(clean).filter((v): v is string => v !== undefined);
      if (kept.length > 0) result[name] = kept;
    } else {
      const kept = clean(value as QueryScalar | null | undefined);
      if (kept !== undefined) result[name] = kept;
    }
  }
  return result;
}

/** 'a=1&b=x%20y&s=1&s=2', without a leading '?'; '' when nothing is left. */
export function toQueryString(params: QueryParams): string {
  return Object.entries(cleanQuery(params))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`))
    .join('&');
}

/** The path with its query string appended, or the bare path when no value is left. */
export function withQuery(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}
