import { formatUsd, toCents } from '@portal/domain/common/money';
import { formatDateTimeWithZone } from '../../lib/date-time';

/** Enough of a place to name it: city and state, and the postal code when known. */
export interface PlaceText {
  city: string;
  state: string;
  postalCode?: string | null;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** '$1,875.00' from decimal dollars as the APIs answer them; '—' when unknown. */
export function formatDollars(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatUsd(toCents(value));
}

export function formatMiles(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${numberFormat.format(Math.round(value))} mi`;
}

export function formatWeight(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${numberFormat.format(value)} lbs`;
}

/** 'Chicago, IL' */
export function cityState(place: PlaceText | null | undefined): string {
  if (!place) return '';
  return [place.city, place.state].filter(Boolean).join(', ');
}

/** An early-late window in one zone ('MM/DD/YYYY h:mm a z'); the late end drops the repeated date. */
export function formatWindow(early: string | null | undefined, late: string | null | undefined, zone?: string): string {
  const from = formatDateTimeWithZone(early, zone);
  if (!late) return from;
  const to = formatDateTimeWithZone(late, zone);
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${from} – ${sameDay ? to.slice(11) : to}`;
}
