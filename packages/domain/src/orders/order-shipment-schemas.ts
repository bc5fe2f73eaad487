import { z } from 'zod';
import { CONSOLIDATION_DEFAULTS } from '../common/constants';
import { idParam } from '../common/query-schemas';
import { optionalInstant } from './order-fields';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * The Portal API shipment calls an order drives: create (Ready to Book) and create draft from an
 * order, update the stops' times while the load is not booked, and the consolidatable orders.
 */

export const ShipmentFromOrderBodySchema = z.object({ orderNumber: z.string().trim().min(1).max(40) });
export type ShipmentFromOrderBody = z.input<typeof ShipmentFromOrderBodySchema>;

export const ShipmentCreatedAnswerSchema = z.object({
  data: z.object({ id: z.number(), shipmentNumber: z.string(), status: z.object({ value: z.number().int(), displayName: z.string() }), orderNumber: z.string() }),
  ...ANSWER_MESSAGE_FIELDS,
});
export type ShipmentCreatedAnswer = z.output<typeof ShipmentCreatedAnswerSchema>;

export const ShipmentStopTimesSchema = z.object({
  shipmentStopId: idParam,
  earlyDateTime: optionalInstant.refine((v) => v !== undefined, 'An early date and time is required'),
  lateDateTime: optionalInstant,
  appointmentDateTime: optionalInstant,
});

export const ShipmentStopsUpdateBodySchema = z.object({ stops: z.array(ShipmentStopTimesSchema).min(1).max(50) });
export type ShipmentStopsUpdateBody = z.input<typeof ShipmentStopsUpdateBodySchema>;

/** The shipment's stops after their times were updated. */
export const ShipmentStopsAnswerSchema = z.object({
  data: z.array(
    z.object({ shipmentStopId: z.number(), stopNumber: z.number(), stopType: z.string(), early: z.string(), late: z.string().nullable(), appointment: z.string().nullable(), ianaTimezone: z.string() }),
  ),
});
export type ShipmentStopsAnswer = z.output<typeof ShipmentStopsAnswerSchema>;

export const ConsolidationQuerySchema = z.object({
  maxWeight: z.coerce.number().int().min(1).max(200_000).default(CONSOLIDATION_DEFAULTS.maxWeightLbs),
  maxUnits: z.coerce.number().int().min(1).max(1000).default(CONSOLIDATION_DEFAULTS.maxUnits),
  distance: z.coerce.number().min(0).max(500).default(CONSOLIDATION_DEFAULTS.distanceMiles),
  dateWindowDays: z.coerce.number().int().min(0).max(30).default(CONSOLIDATION_DEFAULTS.dateWindowDays),
});
export type ConsolidationQuery = z.input<typeof ConsolidationQuerySchema>;

export const ConsolidatableOrderSchema = z.object({
  orderNumber: z.string(),
  shipmentNumber: z.string(),
  status: z.object({ value: z.number().int(), displayName: z.string() }),
  origin: z.object({ city: z.string(), state: z.string(), postalCode: z.string() }),
  destination: z.object({ city: z.string(), state: z.string(), postalCode: z.string() }),
  pickupDate: z.string(),
  weight: z.number(),
  units: z.number(),
  originMiles: z.number(),
  destinationMiles: z.number(),
});
/** The candidates, and the freight the shipment already carries (what the combined totals start from). */
export const ConsolidatableOrdersSchema = z.object({ data: z.array(ConsolidatableOrderSchema), totalCount: z.number().int(), shipment: z.object({ weight: z.number(), units: z.number() }) });
export type ConsolidatableOrders = z.output<typeof ConsolidatableOrdersSchema>;

/**
 * Consolidate orders onto a shipment: up to ten other orders of the same customer, each once. The
 * limits are the ones the broker looked at (the spec's defaults unless changed).
 */
export const ConsolidationBodySchema = z.object({
  orderNumbers: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'Choose at least one order')
    .max(10, 'At most 10 orders at a time')
    .refine((numbers) => new Set(numbers.map((n) => n.toUpperCase())).size === numbers.length, 'Each order only once'),
  maxWeight: z.number().int().min(1).max(200_000).default(CONSOLIDATION_DEFAULTS.maxWeightLbs),
  maxUnits: z.number().int().min(1).max(1000).default(CONSOLIDATION_DEFAULTS.maxUnits),
  distance: z.number().min(0).max(500).default(CONSOLIDATION_DEFAULTS.distanceMiles),
  dateWindowDays: z.number().int().min(0).max(30).default(CONSOLIDATION_DEFAULTS.dateWindowDays),
});
export type ConsolidationBody = z.input<typeof ConsolidationBodySchema>;

/** The consolidated shipment: the orders on it (its own first), its totals, and the shipments voided. */
export const ConsolidationAnswerSchema = z.object({
  data: z.object({
    id: z.number(),
    shipmentNumber: z.string(),
    status: z.object({ value: z.number().int(), displayName: z.string() }),
    orderNumbers: z.array(z.string()),
    voidedShipmentNumbers: z.array(z.string()),
    stopCount: z.number().int(),
    weight: z.number(),
    units: z.number(),
    totalMiles: z.number(),
  }),
  ...ANSWER_MESSAGE_FIELDS,
});
export type ConsolidationAnswer = z.output<typeof ConsolidationAnswerSchema>;
