import { sql } from 'kysely';
import pg from 'pg';

/**
 * Hot reads whose rows only go out as JSON can take their timestamptz columns as ISO strings
 * ("2026-11-24T18:50:02.123Z") rather than Dates: pg would build a Date per column and the answer
 * would turn each back into a string, about a sixth of a list request (docs/performance.md). The
 * query says so with this comment (`.modifyEnd(isoTimestamps)`); the pool (prepared-pool.ts) and
 * the embedded dialect (pglite-dialect.ts) read the comment. Such rows type their timestamps as
 * `Date | string`; iso() and isoRequired() pass these strings through unchanged.
 */
export const ISO_TIMESTAMPS_MARK = '/* iso-timestamps */';
export const isoTimestamps = sql.raw(ISO_TIMESTAMPS_MARK);

const TIMESTAMPTZ = 1184;
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?\+00$/;

/**
 * PostgreSQL's text form of a timestamptz as Date.toISOString() would write the Date pg makes of
 * it, character for character: in a UTC session the text is rewritten in place; anything else
 * (another session time zone, years before 1000 or after 9999, infinity) goes through pg's own
 * parser. The milliseconds are pg's `1000 * parseFloat(fraction)`, cut as a Date cuts them.
 */
export function isoTimestampFromText(text: string): string {
  const parts = UTC_TEXT.exec(text);
  if (!parts || parts[1]! < '1000') {
    const parsed = (pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => unknown)(text);
    return parsed instanceof Date && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : text;
  }
  const ms = parts[3] ? Math.trunc(1000 * parseFloat(parts[3])) : 0;
  return `${parts[1]}T${parts[2]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/** A row that may have been read either way: its timestamps are Dates or ISO strings. */
export type WithAnyTimestamps<Row> = { [K in keyof Row]: Row[K] extends Date ? Date | string : Row[K] extends Date | null ? Date | string | null : Row[K] };
