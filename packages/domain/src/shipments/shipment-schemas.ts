import { z } from 'zod';
import { rateLineItemFields } from '../orders/rate-line-item';
import { trackingConsentAnswerSchema } from './tracking-consent';

/**
 * Answer schemas of the shipment itself, its stops and the shipment lists (the wire: dates are ISO
 * strings, money is dollars). The server declares them on its routes; the web derives its types.
 */

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const nullableDate = z.string().nullable();

/** `{ data, totalCount }` of a list answer whose total is an integer. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), totalCount: z.number().int() });

export const statusValueSchema = z.object({ value: z.number().int(), displayName: z.string() });
export type StatusValue = z.output<typeof statusValueSchema>;

export const placeSchema = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });
export type Place = z.output<typeof placeSchema>;

export const userRefSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), companyName: nullableText }).nullable();
export type UserRef = z.output<typeof userRefSchema>;

export const companyRefSchema = z
  .object({ id: z.number(), name: z.string(), companyNumber: z.string(), mcNumber: nullableText, dotNumber: nullableText, scac: nullableText, phone: nullableText, email: nullableText })
  .nullable();
export type CompanyRef = z.output<typeof companyRefSchema>;

export const lineItemSchema = z.object({
  id: z.string(),
  orderId: z.number(),
  ...rateLineItemFields,
  pickupStopId: nullableNumber,
  dropoffStopId: nullableNumber,
});
export type LineItem = z.output<typeof lineItemSchema>;

export const stopSchema = z.object({
  shipmentStopId: z.number(),
  orderStopId: nullableNumber,
  stopNumber: z.number(),
  stopType: z.string(),
  name: z.string(),
  early: z.string(),
  late: nullableDate,
  appointment: nullableDate,
  arrivedAt: nullableDate,
  departedAt: nullableDate,
  preloadRecordedAt: nullableDate,
  /** Set when the arrival was recorded against the plausibility rule and confirmed (plausible-stop-time.ts). */
  arrivalFlag: nullableText,
  ianaTimezone: z.string(),
  locationAddress: z.object({ address1: nullableText, city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  expectedPackageCount: nullableNumber,
  confirmedPackageCount: nullableNumber,
  orderLineItems: z.array(z.object({ orderId: z.number(), orderNumber: z.string(), lineItems: z.array(lineItemSchema) })),
});
export type Stop = z.output<typeof stopSchema>;

/** The stops after a stop change (arrival, departure, appointment). */
export const stopsAnswerSchema = z.object({ data: z.array(stopSchema) });
export type StopsAnswer = z.output<typeof stopsAnswerSchema>;

/** After an appointment change: the stops, and warnings that did not refuse it (outside the location's dock hours). */
export const appointmentAnswerSchema = stopsAnswerSchema.extend({ warnings: z.array(z.string()) });
export type AppointmentAnswer = z.output<typeof appointmentAnswerSchema>;

export const stopListSchema = listOf(stopSchema);

export const shipmentSchema = z.object({
  id: z.number(),
  shipmentNumber: z.string(),
  orderId: nullableNumber,
  orderNumber: nullableText,
  shipmentStatus: statusValueSchema,
  shippingMode: z.string(),
  equipmentMode: z.string(),
  isPartial: z.boolean(),
  weight: nullableNumber,
  totalMiles: nullableNumber,
  maxBuy: nullableNumber,
  rate: nullableNumber,
  stops: z.array(stopSchema),
  origin: placeSchema,
  destination: placeSchema,
  pickupEarly: z.string(),
  pickupLate: nullableDate,
  deliveryEarly: nullableDate,
  deliveryLate: nullableDate,
  progress: z.number(),
  needsUpdate: z.boolean(),
  isOnTime: z.boolean().nullable(),
  nextStopDueAt: nullableDate,
  lastActivityAt: nullableDate,
  deliveredAt: nullableDate,
  lastKnownLocation: z.object({ latitude: z.number(), longitude: z.number(), at: nullableDate }).nullable(),
  /** The next stop ETA estimated from the last known position (null when not shared or not known). */
  nextStopEta: nullableDate,
  /** What the carrier shares of this load's tracking with the caller (tracking consent). */
  trackingConsent: trackingConsentAnswerSchema,
  carrier: companyRefSchema,
  customer: companyRefSchema,
  truckNumber: nullableText,
  trailerNumber: nullableText,
  shippingProNumber: nullableText,
  tripId: nullableNumber,
  referenceNumbers: z.array(z.string()),
  requirements: z.array(z.string()),
  bookedAt: nullableDate,
  /**
   * The caller takes part in the load (the booked carrier and its assigned drivers, the customer's
   * brokers, the brokerage): it reads the load's notes and documents and writes notes, documents, stop
   * events and problems. False for a carrier that only sees the load (load board, tender, rate request).
   */
  canWrite: z.boolean(),
});
export type Shipment = z.output<typeof shipmentSchema>;

export const shipmentSummarySchema = z.object({
  id: z.number(),
  shipmentNumber: z.string(),
  status: statusValueSchema,
  progress: z.number(),
  origin: placeSchema,
  destination: placeSchema,
  /** The IANA zones of the first and last stop: the windows below are read in them. */
  originTimeZone: z.string(),
  destinationTimeZone: z.string(),
  pickupEarly: z.string(),
  pickupLate: nullableDate,
  deliveryEarly: nullableDate,
  deliveryLate: nullableDate,
  shippingMode: z.string(),
  equipmentMode: z.string(),
  rate: nullableNumber,
  referenceNumbers: z.array(z.string()),
  needsUpdate: z.boolean(),
  isOnTime: z.boolean().nullable(),
  nextStopDueAt: nullableDate,
  lastActivityAt: nullableDate,
  truckNumber: nullableText,
  trailerNumber: nullableText,
  shippingProNumber: nullableText,
  tripId: nullableNumber,
  carrierName: nullableText,
});
export type ShipmentSummary = z.output<typeof shipmentSummarySchema>;

export const shipmentListSchema = z.object({ data: z.array(shipmentSummarySchema), totalCount: z.number() });
export type ShipmentList = z.output<typeof shipmentListSchema>;

// ---- counts and filter sets of the lists -------------------------------------------------------

export const statusCountsSchema = z.object({ data: z.array(z.object({ status: z.number(), displayName: z.string(), count: z.number() })) });
export type StatusCount = z.output<typeof statusCountsSchema>['data'][number];

export const onTimeCountsSchema = z.object({ data: z.object({ onTime: z.number(), late: z.number(), unknown: z.number() }) });
export type OnTimeCounts = z.output<typeof onTimeCountsSchema>['data'];

const filterSetSchema = z.object({ statuses: z.array(z.number()), statusNames: z.array(z.string()), needsUpdates: z.boolean() });
export type FilterSet = z.output<typeof filterSetSchema>;

export const filterSetsSchema = z.object({ data: z.object({ booking: filterSetSchema, tracking: filterSetSchema }) });
export type FilterSets = z.output<typeof filterSetsSchema>['data'];
