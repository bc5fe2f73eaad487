import { z } from 'zod';
import { ISO_INSTANT_MAX_LENGTH, UUID_LENGTH } from '../common/input-limits';
import { idParam, pagingQuery, queryArray, queryBoolean } from '../common/query-schemas';
import { SHIPMENT_LIST_VIEWS } from './shipment-list-views';

/** Request schemas of the shipment calls (Trucks and Portal APIs): path parameters, queries and bodies. */

const isoDateTime = z.iso.datetime({ offset: true }).max(ISO_INSTANT_MAX_LENGTH);

// ---- path parameters ---------------------------------------------------------------------------

export const shipmentIdParams = z.object({ id: idParam });
export const shipmentIdAltParams = z.object({ shipmentId: idParam });
export const shipmentNumberParams = z.object({ shipmentNumber: z.string().trim().min(1).max(30) });
/** A shipment number or, all digits, a shipment id (shipment-key.ts). */
export const shipmentNumberOrIdParams = z.object({ shipmentNumberOrId: z.string().trim().min(1).max(30) });
export const shipmentStopParams = z.object({ id: idParam, stopId: idParam });
export const shipmentStopAltParams = z.object({ shipmentId: idParam, stopId: idParam });
export const shipmentDriverParams = z.object({ id: idParam, driverId: idParam });

// ---- queries -----------------------------------------------------------------------------------

const statusCode = z.coerce.number().int().min(-1).max(8);

export const SORT_PROPERTIES = ['shipmentNumber', 'pickupDate', 'deliveryDate', 'status', 'nextStopDue', 'lastActivity'] as const;
export type SortProperty = (typeof SORT_PROPERTIES)[number];

/** Origin and destination filters: a city or its start, optionally ", ST" (place-filter.ts). */
const placeText = z.string().trim().max(60).optional();

/** The filters both shipment lists take: search text, lane, statuses and whether updates are due. */
const shipmentFilters = {
  query: z.string().trim().max(100).optional(),
  origin: placeText,
  destination: placeText,
  statuses: queryArray(statusCode),
  'statuses[]': queryArray(statusCode),
  needsUpdates: queryBoolean.optional(),
};
/** The order and page of a shipment list. */
const shipmentOrderAndPage = {
  sortProperty: z.enum(SORT_PROPERTIES).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  ...pagingQuery(100),
};

export const shipmentListQuery = z.object({ ...shipmentFilters, ...shipmentOrderAndPage });

export const bookingListQuery = z.object({ ...shipmentFilters, view: z.enum(SHIPMENT_LIST_VIEWS).default('booking'), ...shipmentOrderAndPage });

export const problemShipmentsQuery = z.object({ query: z.string().trim().max(100).optional(), ...pagingQuery(100) });
export const casesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const activityQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

// ---- bodies ------------------------------------------------------------------------------------

export const PRO_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,30}$/;
export const proNumberBody = z.object({
  value: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string().max(30, 'The PRO number is 1 to 30 letters, digits or dashes').regex(PRO_NUMBER_PATTERN, 'The PRO number is 1 to 30 letters, digits or dashes'),
  ),
});
export type ProNumberBody = z.input<typeof proNumberBody>;

export const appointmentBody = z.object({ appointment: isoDateTime });
export type AppointmentBody = z.input<typeof appointmentBody>;

export const arrivalBody = z
  .object({
    arrivedAt: isoDateTime.optional(),
    /** The person saw that the arrival is implausible after the previous departure and records it anyway (flagged). */
    confirmed: z.boolean().optional(),
  })
  .nullish();
export type ArrivalBody = NonNullable<z.input<typeof arrivalBody>>;

/** The packages confirmed for one line item at a departure. */
export const confirmedLineItemCount = z.number().int().min(0).max(100_000);

export const departureBody = z
  .object({
    departedAt: isoDateTime.optional(),
    confirmedPackageCounts: z
      .array(z.object({ lineItemId: z.uuid().max(UUID_LENGTH).optional(), count: confirmedLineItemCount }))
      .max(200)
      .optional(),
    confirmedPackageCount: z.number().int().min(0).max(1_000_000).optional(),
  })
  .nullish();
export type DepartureBody = NonNullable<z.input<typeof departureBody>>;

export const PROBLEM_TYPES = ['Late', 'Breakdown', 'Weather', 'Accident', 'Traffic', 'Refused', 'Damage', 'Shortage', 'Overage', 'Detention', 'Other'] as const;
export const problemBody = z.object({
  problemType: z.enum(PROBLEM_TYPES),
  description: z.string().trim().max(2000).optional(),
});
export type ProblemBody = z.input<typeof problemBody>;

const unitNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().max(30).regex(/^[A-Za-z0-9][A-Za-z0-9 \-]*$/, 'Letters, digits, spaces and dashes only').nullable().optional(),
);
/**
 * Truck and trailer of a load: picked from the carrier's own units by id (the number is then the
 * unit's), or typed as numbers for units not entered in the portal. Blank clears.
 */
export const equipmentBody = z.object({ truckNumber: unitNumber, trailerNumber: unitNumber, truckId: idParam.nullish(), trailerId: idParam.nullish() });
export type EquipmentBody = z.input<typeof equipmentBody>;
export type EquipmentBodyValues = z.output<typeof equipmentBody>;

export const driversBody = z.object({ driverIds: z.array(idParam).max(10) });
export type DriversBody = z.input<typeof driversBody>;

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
export const emptyLocationBody = z.object({
  city: z.string().trim().min(1).max(80),
  state: z.string().max(10, 'Two-letter state or province').trim().regex(/^[A-Za-z]{2}$/, 'Two-letter state or province'),
  postalCode: z.string().max(20, 'A US ZIP code or a Canadian postal code').trim().refine((v) => US_ZIP.test(v) || CA_POSTAL.test(v), 'A US ZIP code or a Canadian postal code'),
  emptyAt: isoDateTime,
});
export type EmptyLocationBody = z.input<typeof emptyLocationBody>;

/** The booked carrier gives up its booking (the load returns to Ready to Book); the reason is required. */
export const cancelBookingBody = z.object({
  reason: z.string().trim().min(1, 'Give the reason for cancelling').max(500),
});
export type CancelBookingBody = z.input<typeof cancelBookingBody>;

export const bookingCancelledMessage = (shipmentNumber: string) => `Booking of shipment ${shipmentNumber} cancelled`;
