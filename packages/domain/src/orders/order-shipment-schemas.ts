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
export const ConsolidatableOrdersSchema = z.object({ data: z.array(ConsolidatableOrderSchema), totalCount: z.number().int() });
export type ConsolidatableOrders = z.output<typeof ConsolidatableOrdersSchema>;
