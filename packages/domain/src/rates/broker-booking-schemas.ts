import { z } from 'zod';
import { idParam } from '../common/query-schemas';
import { DollarsAmountSchema, optionalTextOf, StatusValueSchema } from '../load-board/freight-schemas';
import { ORDER_ORIGINATIONS } from '../orders/modes';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** Booking an LTL rate: the carrier and its tariff price (or a quote of it). */
export const LtlBookingBodySchema = z.object({
  rate: DollarsAmountSchema,
  carrierId: idParam,
  quoteId: z.string().trim().max(100).optional(),
});
export type LtlBookingBody = z.input<typeof LtlBookingBodySchema>;

/** The reason's fields, which a form validates; the body itself may also be absent (no reason). */
export const ReasonFieldsSchema = z.object({ reason: optionalTextOf(500, 'The reason') });
export const ReasonBodySchema = z.preprocess((value) => value ?? {}, ReasonFieldsSchema);
export type ReasonBody = z.input<typeof ReasonBodySchema>;

export const MaxBuyBodySchema = z.object({ maxBuy: DollarsAmountSchema });
export type MaxBuyBody = z.input<typeof MaxBuyBodySchema>;

export const OriginationBodySchema = z.object({ origination: z.enum(ORDER_ORIGINATIONS, { error: 'Use Portal, TmsContract or TmsSpot' }) });
export type OriginationBody = z.input<typeof OriginationBodySchema>;

/** The broker's view of a shipment's booking: what the actions panel shows and edits. */
export const BrokerShipmentSchema = z.object({
  id: z.number(),
  shipmentNumber: z.string(),
  status: StatusValueSchema,
  shippingMode: z.string(),
  equipmentMode: z.string(),
  maxBuy: z.number().nullable(),
  rate: z.number().nullable(),
  origination: z.enum(ORDER_ORIGINATIONS).nullable(),
  carrier: z.object({ id: z.number(), name: z.string() }).nullable(),
  bookedRateType: z.string().nullable(),
  bookedAt: z.string().nullable(),
  origin: z.object({ city: z.string(), state: z.string() }),
  destination: z.object({ city: z.string(), state: z.string() }),
});
export type BrokerShipment = z.output<typeof BrokerShipmentSchema>;
export const BrokerShipmentAnswerSchema = z.object({ data: BrokerShipmentSchema });
export const BrokerShipmentChangeAnswerSchema = z.object({ data: BrokerShipmentSchema, ...ANSWER_MESSAGE_FIELDS });
export type BrokerShipmentChangeAnswer = z.output<typeof BrokerShipmentChangeAnswerSchema>;

export const TenderRateSchema = z.object({
  tenderId: z.number(),
  carrierId: z.number(),
  carrierName: z.string(),
  rate: z.number(),
  status: StatusValueSchema,
  isExpired: z.boolean(),
  sentAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export const TenderRateStatusAnswerSchema = z.object({ data: z.array(TenderRateSchema) });
export type TenderRate = z.output<typeof TenderRateSchema>;
