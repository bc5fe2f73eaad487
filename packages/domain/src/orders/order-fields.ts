import { z } from 'zod';
import { guidOrUndefined } from '../common/guid';
import { ISO_INSTANT_MAX_LENGTH } from '../common/input-limits';
import { isTimeZone } from '../common/iana-time-zone';
import { optionalText } from '../common/optional-text';
import { countryForPostalCode } from '../locations/postal-code';
import { FREIGHT_CLASSES } from './freight-class';
import { optionalPhone } from './order-facility';
import { HAZMAT_CLASSES, HAZMAT_PACKING_GROUPS, HAZMAT_UN_NUMBER, PACKAGING_UNIT_TYPES } from './order-catalog';
import { STOP_TYPES } from './modes';
import { dropEmptyReferenceNumbers } from './reference-numbers';

/**
 * Field schemas of an order request, shared by the order form and the routes. Forms send '' for an
 * empty box and numbers as text; these read both the form and JSON, so one schema validates both.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value);

/** An optional number: '' and null are absent, numeric text is read as a number. */
export function optionalNumber(min: number, max: number, options: { int?: boolean } = {}) {
  const base = options.int ? z.number().int('Use a whole number') : z.number();
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
    },
    base.min(min, `Use at least ${min}`).max(max, `Use at most ${max}`).optional(),
  );
}

/** An optional choice of a list: '' is absent. */
export function optionalChoice<T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: `Use one of ${values.join(', ')} for the ${what}` }).optional());
}

/** An ISO instant with its offset (the form converts the stop's wall time in its zone). */
export const isoInstant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time with offset' }).max(ISO_INSTANT_MAX_LENGTH, 'Use an ISO date and time with offset');
export const optionalInstant = z.preprocess(blankToUndefined, isoInstant.optional());

/** Money in dollars, at most two decimals. */
export function optionalDollars(max: number) {
  return optionalNumber(0, max).refine((v) => v === undefined || Math.round(v * 100) === v * 100, 'Use at most two decimals');
}

/**
 * Where a stop is: a saved location (`locationId`), else a new facility (a street is given: saved as
 * a location of the order's customer) or a bare place of the postal code reference data. The country
 * follows the postal code (Canadian pattern: CA).
 */
export const OrderStopLocationSchema = z
  .object({
    locationId: z.number().int().positive().optional(),
    quotableLocationId: optionalText(20),
    name: z.string().trim().min(1, 'Give the location a name').max(120),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    contactName: optionalText(120),
    contactPhone: optionalPhone,
    city: z.string().trim().min(1, 'A city is required').max(80),
    state: z.string().trim().min(2, 'A state or province is required').max(3),
    postalCode: z.string().trim().min(3, 'A postal code is required').max(10),
    country: z.enum(['US', 'CA']).optional(),
    ianaTimezone: z.string().max(64).refine(isTimeZone, 'Use an IANA time zone'),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .transform((location) => ({ ...location, country: countryForPostalCode(location.postalCode) }));
export type OrderStopLocationInput = z.input<typeof OrderStopLocationSchema>;

/** A location is required, but the form starts without one. */
export const requiredLocation = z.union([OrderStopLocationSchema, z.null()]).transform((location, ctx) => {
  if (!location) {
    ctx.addIssue({ code: 'custom', message: 'Choose a location' });
    return z.NEVER;
  }
  return location;
});

/** A line item of the spec's Rate line item, entered on a pickup and delivered at a dropoff. */
export const OrderLineItemFieldsSchema = z.object({
  /** Kept only when it is a GUID: new lines carry client placeholders. */
  id: z.string().max(64).optional().nullable().transform(guidOrUndefined),
  description: optionalText(200),
  freightClass: optionalChoice(FREIGHT_CLASSES, 'freight class'),
  perPackageWeight: optionalNumber(0, 100_000),
  totalWeight: optionalNumber(0, 200_000),
  packagingUnitType: optionalChoice(PACKAGING_UNIT_TYPES, 'packaging'),
  packageCount: optionalNumber(1, 100_000, { int: true }),
  palletCount: optionalNumber(0, 60, { int: true }),
  length: optionalNumber(1, 636),
  width: optionalNumber(1, 102),
  height: optionalNumber(1, 120),
  isHazmat: z.boolean().default(false),
  hazmatPackingGroup: optionalChoice(HAZMAT_PACKING_GROUPS, 'packing group'),
  hazmatClass: optionalChoice(HAZMAT_CLASSES, 'hazard class'),
  hazmatUnNumber: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : blankToUndefined(v)),
    z.string().max(6, 'Use UN or NA and four digits (UN1133)').regex(HAZMAT_UN_NUMBER, 'Use UN or NA and four digits (UN1133)').optional(),
  ),
  /** Zero-based position, among the order's stops, of the dropoff that receives the line; the last stop when absent. */
  dropoffStopNumber: optionalNumber(0, 49, { int: true }),
});
export type OrderLineItemInput = z.input<typeof OrderLineItemFieldsSchema>;

export const OrderStopFieldsSchema = z.object({
  stopType: z.enum(STOP_TYPES),
  location: requiredLocation,
  earlyDateTime: z.preprocess(blankToUndefined, isoInstant.optional()).refine((v) => v !== undefined, 'An early date and time is required'),
  lateDateTime: optionalInstant,
  appointmentDateTime: optionalInstant,
  lineItems: z.array(OrderLineItemFieldsSchema).max(50).default([]),
});
export type OrderStopInput = z.input<typeof OrderStopFieldsSchema>;

export const ReferenceNumberFieldsSchema = z.object({
  label: z.string().max(60).optional().nullable(),
  value: z.string().max(100).optional().nullable(),
  typeId: optionalNumber(1, 99, { int: true }),
});

/** Empty reference numbers are dropped when an order is saved; kept ones are trimmed. */
export const referenceNumbersField = z
  .array(ReferenceNumberFieldsSchema)
  .max(30)
  .default([])
  .transform((refs) => dropEmptyReferenceNumbers(refs).map((r) => ({ label: r.label!.trim(), value: r.value!.trim(), typeId: r.typeId })));
