import { formatUsd, toCents } from '@portal/domain/common/money';
import { formatDateTimeWithZone } from '../../../lib/date-time';

/** 'MM/DD/YYYY h:mm a z' for the early time, with ' – h:mm a z' (or the full late date) after it. */
export function formatWindow(early: string | null | undefined, late: string | null | undefined, zone: string | undefined): string {
  const from = formatDateTimeWithZone(early, zone);
  if (!from) return '';
  const to = formatDateTimeWithZone(late, zone);
  if (!to || to === from) return from;
  // Same day: only the time of the late end.
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${from} – ${sameDay ? to.slice(11) : to}`;
}

/** '$1,234.56' from decimal dollars, through the domain's exact money rules. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatUsd(toCents(value));
}

export function lane(origin: { city: string; state: string }, destination: { city: string; state: string }): string {
  return `${origin.city}, ${origin.state} → ${destination.city}, ${destination.state}`;
}
