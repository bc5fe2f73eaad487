/**
 * Instants as the API gives them: `Date.toISOString()` form ("YYYY-MM-DDTHH:MM:SS.mmmZ"). The one
 * date-to-ISO helper of the server and the domain; a value may be a Date or a timestamp read as
 * text (the server reads timestamps as text in that form, apps/server/src/db/iso-timestamps.ts).
 */

/** Already in Date.toISOString() form: passed through without parsing it again. */
function isIsoString(value: string): boolean {
  return value.length === 24 && value.charCodeAt(23) === 90 /* Z */ && value.charCodeAt(10) === 84 /* T */;
}

/** ISO instant, or null. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return isoRequired(value);
}

export function isoRequired(value: Date | string): string {
  if (typeof value === 'string' && isIsoString(value)) return value;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
