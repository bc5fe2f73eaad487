import { z } from 'zod';
import { optionalText } from '../common/optional-text';
import { placeFields } from '../common/place-fields';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, type DockDay } from '../locations/dock-hours';

/**
 * The facility of an order stop: where the carrier goes. A stop either picks a saved location or
 * enters a new one, which is saved as a location of the order's customer so it can be picked again.
 * Every stop keeps a copy of what it printed (name, street, contact, dock hours), so a document drawn
 * later reads what was booked.
 */

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function dayText(day: DockDay): string {
  if (day.isClosed) return 'closed';
  if (day.isTwentyFourHour) return '24 hours';
  return `${day.startTime}-${day.endTime}`;
}

/**
 * A week of dock hours as one line ("Mon-Fri 07:00-18:00; Sat-Sun closed"), days with the same hours
 * run together from Monday. Null when nothing is known: no days, or the default week (open
 * 00:00-23:59 every day, what a location gets when nobody entered its hours).
 */
export function dockHoursSummary(days: readonly DockDay[]): string | null {
  if (days.length === 0) return null;
  const byDay = new Map(days.map((d) => [d.dayOfWeek, d]));
  const isDefault = days.length === 7 && days.every((d) => !d.isClosed && !d.isTwentyFourHour && d.startTime === DEFAULT_START_TIME && d.endTime === DEFAULT_END_TIME);
  if (isDefault) return null;
  const week = [1, 2, 3, 4, 5, 6, 0].flatMap((n) => {
    const day = byDay.get(n);
    return day ? [{ n, text: dayText(day) }] : [];
  });
  if (week.length === 7 && week.every((d) => d.text === week[0].text)) return week[0].text === '24 hours' ? 'Open 24 hours' : `Daily ${week[0].text}`;
  const runs: { from: number; to: number; text: string }[] = [];
  for (const day of week) {
    const last = runs[runs.length - 1];
    const next = (last?.to ?? -1) === 6 ? 0 : (last?.to ?? -1) + 1;
    if (last && last.text === day.text && next === day.n) last.to = day.n;
    else runs.push({ from: day.n, to: day.n, text: day.text });
  }
  return runs.map((r) => `${r.from === r.to ? SHORT_DAYS[r.from] : `${SHORT_DAYS[r.from]}-${SHORT_DAYS[r.to]}`} ${r.text}`).join('; ');
}

/** What a document or a screen prints of a stop's facility. */
export interface FacilityText {
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  contactName: string | null;
  contactPhone: string | null;
  dockHours: string | null;
}

/**
 * The facility as lines: name, street, second line, "City, ST ZIP", then the dock hours and the
 * contact when known. A name that only repeats the city line (a stop placed by postal code) is
 * printed once.
 */
export function facilityLines(f: FacilityText): string[] {
  const cityLine = `${f.city}, ${f.state} ${f.postalCode}`.trim();
  const contact = [f.contactName, f.contactPhone].filter(Boolean).join(' ');
  return [
    f.name && f.name !== cityLine ? f.name : '',
    f.addressLine1 ?? '',
    f.addressLine2 ?? '',
    cityLine,
    f.dockHours ? `Dock hours: ${f.dockHours}` : '',
    contact ? `Contact: ${contact}` : '',
  ].filter((line) => line !== '');
}

/** Phone numbers as typed: digits, spaces and the usual punctuation, 7 to 25 characters; blank or null is absent. */
const PHONE = /^[+()\d][\d ().+-]{5,23}[\d)]$/;
export const optionalPhone = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.string().max(40, 'Use a phone number such as (404) 555-0100').trim().regex(PHONE, 'Use a phone number such as (404) 555-0100').optional(),
);

/** The facilities an order stop may pick: the customer's own locations and the shared ones the TMS knows. */
export const OrderFacilitiesQuerySchema = z.object({
  q: optionalText(60),
  /** Brokerage staff name the customer whose locations they want; a broker's are its own. */
  customerId: z.coerce.number().int().positive().optional(),
});
export type OrderFacilitiesQuery = z.input<typeof OrderFacilitiesQuerySchema>;

export const OrderFacilitySchema = z.object({
  id: z.number(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  ...placeFields,
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Null for a location every company may use (the TMS's shared facilities). */
  companyName: z.string().nullable(),
  shippingHours: z.string().nullable(),
  receivingHours: z.string().nullable(),
});
export type OrderFacility = z.output<typeof OrderFacilitySchema>;
export const OrderFacilityListSchema = z.object({ data: z.array(OrderFacilitySchema) });

interface StopWithLocation {
  location?: { locationId?: number; addressLine1?: string } | null;
}

/**
 * The order form asks for a street on every stop that does not pick a saved location: a carrier
 * cannot find a facility by its city. (The API still takes a bare postal-code place from other
 * clients; the form is where people type facilities.)
 */
export function newFacilityIssues(stops: readonly StopWithLocation[]): { path: (string | number)[]; message: string }[] {
  return stops.flatMap((stop, s) =>
    stop.location && stop.location.locationId === undefined && !stop.location.addressLine1?.trim()
      ? [{ path: ['stops', s, 'location', 'addressLine1'], message: 'Enter the street address of the facility' }]
      : [],
  );
}
