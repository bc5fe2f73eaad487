import { z } from 'zod';
import { ISO_DATE_LENGTH } from '../common/input-limits';
import { optionalText } from '../common/optional-text';
import { pagingQuery, queryArray, queryCode } from '../common/query-schemas';
import { EQUIPMENT_MODES, SHIPPING_MODES } from './modes';
import { rateLineItemFields } from './rate-line-item';
import { EQUIPMENT_TYPES, FREIGHT_TERM_TYPES, ORDER_TYPES, REEFER_MODES, REEFER_TEMPERATURE_RANGE } from './order-catalog';
import { MAX_SHIFT_DAYS, ORDER_COPIES } from './order-copies';
import { optionalChoice, optionalDollars, optionalNumber, OrderStopFieldsSchema, referenceNumbersField } from './order-fields';
import {
  accessorialsForLines,
  hazmatContactIssues,
  hazmatLineIssues,
  lineFreightClass,
  ltlClassIssues,
  reeferIssues,
  stopSequenceIssues,
  stopWindowIssues,
  type RuleIssue,
} from './order-rules';
import { ORDER_VIEW_KEYS } from './order-views';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * The order request (the spec's Order) with every rule of order entry, and the order answers.
 * The same schema validates the order form (react-hook-form + zodResolver) and the route body.
 */

const textList = (max: number, itemMax = 60) => z.array(z.string().trim().min(1).max(itemMax)).max(max).default([]);

export const OrderFieldsSchema = z.object({
  /** The customer: a broker's own company (the default); brokerage staff name one. */
  customerId: z.number().int().positive().optional(),
  orderType: z.enum(ORDER_TYPES).default('Standard'),
  freightTermType: z.enum(FREIGHT_TERM_TYPES).default('Prepaid'),
  shippingMode: z.enum(SHIPPING_MODES, { error: `Use one of ${SHIPPING_MODES.join(', ')}` }),
  equipmentMode: z.enum(EQUIPMENT_MODES, { error: `Use one of ${EQUIPMENT_MODES.join(', ')}` }),
  equipmentTypes: z.array(z.enum(EQUIPMENT_TYPES)).max(EQUIPMENT_TYPES.length).default([]),
  isJustInTime: z.boolean().default(false),
  isTeamRequired: z.boolean().default(false),
  isBlind: z.boolean().default(false),
  specialInstructions: optionalText(2000),
  reeferTemperature: optionalNumber(REEFER_TEMPERATURE_RANGE.min, REEFER_TEMPERATURE_RANGE.max),
  reeferMode: optionalChoice(REEFER_MODES, 'reefer mode'),
  hazmatEmergencyContactInfo: optionalText(200),
  chemtracAccountNumber: optionalText(40),
  freightValue: optionalDollars(100_000_000),
  markup: optionalDollars(1_000_000),
  accessorials: textList(20),
  requirements: textList(20),
  referenceNumbers: referenceNumbersField,
  stops: z.array(OrderStopFieldsSchema).max(50),
});

type OrderFields = z.output<typeof OrderFieldsSchema>;

/** Every rule of order entry that spans fields, as issues with their paths. */
export function orderIssues(order: OrderFields): RuleIssue[] {
  const issues: RuleIssue[] = [...stopSequenceIssues(order.stops), ...reeferIssues(order)];
  const lines = order.stops.flatMap((s) => s.lineItems);
  order.stops.forEach((stop, s) => {
    const at = (issue: RuleIssue): RuleIssue => ({ path: ['stops', s, ...issue.path], message: issue.message });
    issues.push(...stopWindowIssues(stop).map(at));
    if (stop.stopType === 'Dropoff' && stop.lineItems.length > 0) issues.push(at({ path: ['lineItems'], message: 'Line items are entered on the pickup that loads them' }));
    stop.lineItems.forEach((line, l) => {
      const onLine = (issue: RuleIssue) => at({ path: ['lineItems', l, ...issue.path], message: issue.message });
      issues.push(...hazmatLineIssues(line).map(onLine), ...ltlClassIssues(order.shippingMode, line).map(onLine));
      const target = line.dropoffStopNumber;
      if (target !== undefined && (order.stops[target]?.stopType !== 'Dropoff' || target <= s)) {
        issues.push(onLine({ path: ['dropoffStopNumber'], message: 'Deliver the line at a dropoff after its pickup' }));
      }
    });
  });
  issues.push(...hazmatContactIssues(order, lines));
  return issues;
}

/** The order after its rules: LTL lines get their suggested class, hazmat lines bring the Hazmat accessorial. */
export function completeOrder<T extends OrderFields>(order: T): T {
  const lines = order.stops.flatMap((s) => s.lineItems);
  return {
    ...order,
    accessorials: accessorialsForLines(order.accessorials, lines),
    reeferTemperature: order.equipmentMode === 'Reefer' ? order.reeferTemperature : undefined,
    reeferMode: order.equipmentMode === 'Reefer' ? order.reeferMode : undefined,
    stops: order.stops.map((stop) => ({ ...stop, lineItems: stop.lineItems.map((line) => ({ ...line, freightClass: lineFreightClass(order.shippingMode, line) })) })),
  };
}

function withOrderRules<S extends z.ZodType<OrderFields>>(schema: S) {
  return schema
    .superRefine((order, ctx) => {
      for (const issue of orderIssues(order)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform((order) => completeOrder(order as z.output<S>));
}

/** Create: `submit` false saves a draft (shipment Draft), true submits it (shipment Ready to Book). */
export const OrderCreateBodySchema = withOrderRules(OrderFieldsSchema.extend({ submit: z.boolean().default(false) }));
export type OrderCreateBody = z.input<typeof OrderCreateBodySchema>;
export type OrderCreateValues = z.output<typeof OrderCreateBodySchema>;

/** Update: the whole order plus the version it was read at (optimistic concurrency). */
export const OrderUpdateBodySchema = withOrderRules(OrderFieldsSchema.extend({ submit: z.boolean().default(false), version: z.number().int().min(1) }));
export type OrderUpdateBody = z.input<typeof OrderUpdateBodySchema>;
export type OrderUpdateValues = z.output<typeof OrderUpdateBodySchema>;

export const OrderNumberParamsSchema = z.object({ orderNumber: z.string().trim().min(1).max(40) });

/** Duplicate: how many copies and how many days every date moves. */
export const OrderDuplicateBodySchema = z.object({
  copies: z.number().int().min(ORDER_COPIES.min).max(ORDER_COPIES.max),
  shiftDays: z.number().int().min(-MAX_SHIFT_DAYS).max(MAX_SHIFT_DAYS).default(0),
});
export type OrderDuplicateBody = z.input<typeof OrderDuplicateBodySchema>;

export const IdempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(8, 'Use at least 8 characters').max(128).regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters').optional(),
});

export const ORDER_SORTS = ['createdAt desc', 'createdAt asc', 'orderNumber desc', 'orderNumber asc', 'pickupDate asc', 'pickupDate desc'] as const;

export const OrderListQuerySchema = z.object({
  ...pagingQuery(100),
  view: z.enum(ORDER_VIEW_KEYS).optional(),
  statuses: queryArray(queryCode),
  query: optionalText(60),
  shippingModes: queryArray(z.enum(SHIPPING_MODES)),
  equipmentModes: queryArray(z.enum(EQUIPMENT_MODES)),
  pickupFrom: z.iso.date().max(ISO_DATE_LENGTH).optional(),
  pickupTo: z.iso.date().max(ISO_DATE_LENGTH).optional(),
  sort: z.enum(ORDER_SORTS).default('createdAt desc'),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

export const OrderHistoryQuerySchema = z.object({ ...pagingQuery(100) });

// ---- answers -----------------------------------------------------------------------------------

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const status = z.object({ value: z.number().int(), displayName: z.string() });

export const OrderLocationSchema = z.object({
  locationId: nullableNumber,
  name: z.string(),
  addressLine1: nullableText,
  addressLine2: nullableText,
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  contactName: nullableText,
  contactPhone: nullableText,
  /** The dock hours of the stop's kind (shipping at a pickup, receiving at a dropoff) when it was saved. */
  dockHours: nullableText,
  ianaTimezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const OrderLineItemSchema = z.object({
  id: z.string(),
  ...rateLineItemFields,
  isHazmat: z.boolean(),
  dropoffStopNumber: nullableNumber,
});
export type OrderLineItem = z.output<typeof OrderLineItemSchema>;

export const OrderStopSchema = z.object({
  id: z.number(),
  stopNumber: z.number(),
  stopType: z.enum(['Pickup', 'Dropoff']),
  earlyDateTime: z.string(),
  lateDateTime: nullableText,
  appointmentDateTime: nullableText,
  location: OrderLocationSchema,
  lineItems: z.array(OrderLineItemSchema),
});
export type OrderStop = z.output<typeof OrderStopSchema>;

export const OrderShipmentRefSchema = z.object({ id: z.number(), shipmentNumber: z.string(), status }).nullable();

export const OrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  version: z.number().int(),
  status,
  orderType: z.string(),
  freightTermType: z.string(),
  origination: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  markup: nullableNumber,
  freightValue: nullableNumber,
  shippingMode: z.string(),
  equipmentMode: z.string(),
  equipmentTypes: z.array(z.string()),
  isJustInTime: z.boolean(),
  isTeamRequired: z.boolean(),
  isBlind: z.boolean(),
  specialInstructions: nullableText,
  reeferTemperature: nullableNumber,
  reeferMode: nullableText,
  hazmatEmergencyContactInfo: nullableText,
  chemtracAccountNumber: nullableText,
  accessorials: z.array(z.string()),
  requirements: z.array(z.string()),
  referenceNumbers: z.array(z.object({ label: z.string(), value: z.string(), typeId: nullableNumber })),
  stops: z.array(OrderStopSchema),
  /** The shipment the order travels on: its own, or the one it was consolidated into. */
  shipment: OrderShipmentRefSchema,
  /** Every order on that shipment when it carries more than this one (its own order first), else empty. */
  consolidatedOrderNumbers: z.array(z.string()),
  totalWeight: z.number(),
  totalPieces: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type Order = z.output<typeof OrderSchema>;
export const OrderAnswerSchema = z.object({ data: OrderSchema });

/** A create or update answer: the order and the spec's message. */
export const OrderSavedAnswerSchema = z.object({ data: OrderSchema, ...ANSWER_MESSAGE_FIELDS });
export type OrderSavedAnswer = z.output<typeof OrderSavedAnswerSchema>;

const place = z.object({ city: z.string(), state: z.string(), postalCode: z.string() }).nullable();

export const OrderSummarySchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  status,
  customerName: z.string(),
  shippingMode: z.string(),
  equipmentMode: z.string(),
  origin: place,
  destination: place,
  pickupDate: nullableText,
  deliveryDate: nullableText,
  stopCount: z.number(),
  shipmentNumber: nullableText,
  referenceNumbers: z.array(z.string()),
  isBlind: z.boolean(),
  createdAt: z.string(),
});
export type OrderSummary = z.output<typeof OrderSummarySchema>;
export const OrderListSchema = z.object({ data: z.array(OrderSummarySchema), totalCount: z.number().int() });
export type OrderList = z.output<typeof OrderListSchema>;

export const OrderStatusCountsSchema = z.object({ data: z.record(z.enum(ORDER_VIEW_KEYS), z.number().int()) });
export type OrderStatusCounts = z.output<typeof OrderStatusCountsSchema>;

export const OrderFilterSetsSchema = z.object({
  data: z.array(z.object({ key: z.enum(ORDER_VIEW_KEYS), name: z.string(), filter: z.object({ statuses: z.array(z.number().int()) }) })),
});
export type OrderFilterSets = z.output<typeof OrderFilterSetsSchema>;

export const OrderCopiesAnswerSchema = z.object({ data: z.object({ orderNumbers: z.array(z.string()) }), ...ANSWER_MESSAGE_FIELDS });
export type OrderCopiesAnswer = z.output<typeof OrderCopiesAnswerSchema>;

export const OrderHistoryEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  field: nullableText,
  oldValue: nullableText,
  newValue: nullableText,
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  timeStamp: z.string(),
});
export type OrderHistoryEntry = z.output<typeof OrderHistoryEntrySchema>;
export const OrderHistorySchema = z.object({ data: z.array(OrderHistoryEntrySchema), totalCount: z.number().int() });

export const BolReadinessSchema = z.object({ data: z.object({ ready: z.boolean(), missing: z.array(z.string()) }) });
export type BolReadiness = z.output<typeof BolReadinessSchema>['data'];

export const BolGeneratedSchema = z.object({ data: z.object({ documentId: z.string(), shipmentNumber: z.string(), fileName: z.string() }), ...ANSWER_MESSAGE_FIELDS });
export type BolGenerated = z.output<typeof BolGeneratedSchema>;
