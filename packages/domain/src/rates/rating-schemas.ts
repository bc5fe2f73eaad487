import { z } from 'zod';
import { ISO_DATE_LENGTH, UUID_LENGTH } from '../common/input-limits';
import { idParam } from '../common/query-schemas';
import { dollarsAmountSchema } from '../load-board/freight-schemas';
import { EQUIPMENT_MODES, SHIPPING_MODES } from '../orders/modes';
import { FREIGHT_CLASSES } from '../orders/freight-class';
import { UnifiedRateSchema } from './rate-schemas';

/** Minutes an API quote stays bookable. */
export const API_QUOTE_MINUTES = 60;
/** Hours a carrier's answer to a rate request stays bookable as a spot quote. */
export const SPOT_QUOTE_HOURS = 24;

const weight = (label: string) => z.number({ error: `${label} must be a number` }).positive(`${label} must be more than 0`).max(200_000, `${label} is at most 200,000`);
const inches = (label: string) => z.number({ error: `${label} must be a number` }).positive(`${label} must be more than 0`).max(1_000, `${label} is at most 1,000 inches`).nullish();

/** A rate line item as the raw-stops rating call takes it. */
export const RateLineItemSchema = z.object({
  freightClass: z.enum(FREIGHT_CLASSES, { error: 'Use an NMFC class (50 to 500)' }).nullish(),
  totalWeight: weight('Total weight'),
  perPackageWeight: weight('Per package weight').nullish(),
  packagingUnitType: z.string().trim().max(40).nullish(),
  packageCount: z.number().int().positive().max(10_000).nullish(),
  palletCount: z.number().int().positive().max(100).nullish(),
  length: inches('Length'),
  width: inches('Width'),
  height: inches('Height'),
  description: z.string().trim().max(200).nullish(),
  hazmatPackingGroup: z.string().trim().max(5).nullish(),
  hazmatClass: z.string().trim().max(10).nullish(),
  hazmatUnNumber: z.string().trim().max(10).nullish(),
});
export type RateLineItem = z.output<typeof RateLineItemSchema>;

export const RatedStopSchema = z.object({
  postalCode: z.string().trim().min(3, 'Enter a postal code').max(10, 'A postal code is at most 10 characters'),
  country: z.enum(['US', 'CA']).optional(),
});

/** Unified rates for freight that is not yet an order: the stops' postal codes and the products. */
export const RawRatingBodySchema = z.object({
  stops: z.array(RatedStopSchema).min(2, 'Give at least an origin and a destination').max(10, 'At most 10 stops'),
  products: z.array(RateLineItemSchema).max(50, 'At most 50 products').default([]),
  equipmentMode: z.enum(EQUIPMENT_MODES, { error: 'Use Dry, Reefer, Flatbed or Bulk' }),
  shippingMode: z.enum(SHIPPING_MODES, { error: 'Use TL, LTL, Bulk or Intermodal' }).default('TL'),
  pickupDate: z.iso.date({ error: 'Use YYYY-MM-DD' }).max(ISO_DATE_LENGTH, 'Use YYYY-MM-DD').optional(),
});
export type RawRatingBody = z.input<typeof RawRatingBodySchema>;

export const OrderIdParamsSchema = z.object({ orderId: idParam });
export const QuoteIdParamsSchema = z.object({ quoteId: z.uuid({ error: 'A quote id is a UUID' }).max(UUID_LENGTH, 'A quote id is a UUID') });

/** An API quote: of a shipment, an order or raw freight; the cheapest bookable rate (of one carrier or rate type when given) kept with an expiry. */
export const ApiQuoteBodySchema = z
  .object({
    shipmentId: idParam.optional(),
    orderId: idParam.optional(),
    freight: RawRatingBodySchema.optional(),
    /** Quote this carrier's rate only (carriers are the broker's directory, not another tenant's record). */
    preferredCarrierId: idParam.optional(),
    rateType: z.enum(['Contract', 'LTL', 'Spot']).optional(),
  })
  .refine((b) => [b.shipmentId, b.orderId, b.freight].filter((v) => v !== undefined).length === 1, {
    path: ['shipmentId'],
    message: 'Give exactly one of shipmentId, orderId or freight',
  });
export type ApiQuoteBody = z.input<typeof ApiQuoteBodySchema>;

export const ApiQuoteSchema = UnifiedRateSchema.extend({ quoteExpiresAt: z.string(), shipmentId: z.number().nullable(), orderId: z.number().nullable() });
export type ApiQuote = z.output<typeof ApiQuoteSchema>;
export const ApiQuoteAnswerSchema = z.object({ data: ApiQuoteSchema });

/** The broker asks one carrier for a spot (or contract) rate on a shipment; the carrier answers on its Rate Requests page. */
export const CarrierRateRequestBodySchema = z.object({
  shipmentId: idParam,
  carrierId: idParam,
  rateType: z.enum(['Spot', 'Contract']).default('Spot'),
  targetRate: dollarsAmountSchema({ required: 'Enter a target rate', positive: 'The target rate must be more than $0' }).optional(),
  expiresInHours: z.number().int().min(1, 'At least 1 hour').max(168, 'At most 168 hours (7 days)').default(24),
});
export type CarrierRateRequestBody = z.input<typeof CarrierRateRequestBodySchema>;
export const CarrierRateRequestAnswerSchema = z.object({
  data: z.object({ id: z.number(), shipmentId: z.number(), carrierId: z.number(), rateType: z.string(), expiresAt: z.string() }),
});
