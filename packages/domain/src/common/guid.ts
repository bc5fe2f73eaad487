/** 8-4-4-4-12 hex digits, any case, no braces (the form the TMS sends and accepts). */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NIL_GUID = '00000000-0000-0000-0000-000000000000';

/** Whether the value is a well-formed GUID. The nil GUID is well-formed. */
export function isGuid(value: unknown): value is string {
  return typeof value === 'string' && GUID.test(value);
}

/**
 * The id to send for a record that may be new: a well-formed, non-nil GUID, otherwise undefined.
 * Line items keep client-side placeholder ids until saved; those must not reach the server.
 */
export function guidOrUndefined(value: unknown): string | undefined {
  return isGuid(value) && value !== NIL_GUID ? value : undefined;
}
