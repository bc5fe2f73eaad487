import { z } from 'zod';
import { ISO_DATE_LENGTH, ISO_INSTANT_MAX_LENGTH } from '../common/input-limits';

/**
 * The load board's `dateRange`: the pickup dates as `start,end`, written the way this API writes its
 * other lists (comma separated). Each side is what pickupFrom and pickupTo take, a calendar day or an
 * instant with its offset; one side may be empty for an open end, not both
 * (docs/decisions/0285-the-load-boards-daterange-is-start-comma-end.md).
 */
export const DATE_RANGE_SEPARATOR = ',';
export const DATE_RANGE_MAX_LENGTH = 2 * ISO_INSTANT_MAX_LENGTH + 1;
export const DATE_RANGE_EXAMPLE = '2026-12-01,2026-12-05';

const side = z.union([z.iso.date().max(ISO_DATE_LENGTH), z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX_LENGTH)]);

export interface PickupDateRange {
  from: string | undefined;
  to: string | undefined;
}

/** The two sides of a `dateRange`, or null when it is not `start,end` with at least one side a day or an instant. */
export function parsePickupDateRange(value: string): PickupDateRange | null {
  const parts = value.split(DATE_RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  const [from, to] = parts.map((part) => part.trim() || undefined);
  if (from === undefined && to === undefined) return null;
  if ([from, to].some((given) => given !== undefined && !side.safeParse(given).success)) return null;
  return { from, to };
}
