import { z } from 'zod';
import { idParam, pagingQuery, queryArray, queryBoolean } from '@portal/domain/common/query-schemas';

const isoDateTime = z.iso.datetime({ offset: true });

export const shipmentIdParams = z.object({ id: idParam });
export const shipmentIdAltParams = z.object({ shipmentId: idParam });
export const shipmentNumberParams = z.object({ shipmentNumber: z.string().trim().min(1).max(30) });
export const shipmentStopParams = z.object({ id: idParam, stopId: idParam });
export const shipmentStopAltParams = z.object({ shipmentId: idParam, stopId: idParam });
export const shipmentDriverParams = z.object({ id: idParam, driverId: idParam });

const statusCode = z.coerce.number().int().min(-1).max(8);

export const SORT_PROPERTIES = ['shipmentNumber', 'pickupDate', 'deliveryDate', 'status', 'nextStopDue', 'lastActivity'] as const;
export type SortProperty = (typeof SORT_PROPERTIES)[number];

export const shipmentListQuery = z.object({
  query: z.string().trim().max(100).optional(),
  statuses: queryArray(statusCode),
  'statuses[]': queryArray(statusCode),
  needsUpdates: queryBoolean.optional(),
  sortProperty: z.enum(SORT_PROPERTIES).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  ...pagingQuery(100),
});

export const bookingListQuery = z.object({
  query: z.string().trim().max(100).optional(),
  statuses: queryArray(statusCode),
  'statuses[]': queryArray(statusCode),
  needsUpdates: queryBoolean.optional(),
  view: z.enum(['booking', 'tracking']).default('booking'),
  sortProperty: z.enum(SORT_PROPERTIES).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  ...pagingQuery(100),
});

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
    z.string().regex(PRO_NUMBER_PATTERN, 'The PRO number is 1 to 30 letters, digits or dashes'),
  ),
});

export const appointmentBody = z.object({ appointment: isoDateTime });
export const arrivalBody = z.object({ arrivedAt: isoDateTime.optional() }).nullish();
export const departureBody = z
  .object({
    departedAt: isoDateTime.optional(),
    confirmedPackageCounts: z
      .array(z.object({ lineItemId: z.uuid().optional(), count: z.number().int().min(0).max(100_000) }))
      .max(200)
      .optional(),
    confirmedPackageCount: z.number().int().min(0).max(1_000_000).optional(),
  })
  .nullish();

export const PROBLEM_TYPES = ['Late', 'Breakdown', 'Weather', 'Accident', 'Traffic', 'Refused', 'Damage', 'Shortage', 'Overage', 'Detention', 'Other'] as const;
export const problemBody = z.object({
  problemType: z.enum(PROBLEM_TYPES),
  description: z.string().trim().max(2000).optional(),
});

const unitNumber = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().max(30).regex(/^[A-Za-z0-9][A-Za-z0-9 \-]*$/, 'Letters, digits, spaces and dashes only').nullable().optional(),
);
export const equipmentBody = z.object({ truckNumber: unitNumber, trailerNumber: unitNumber });

export const driversBody = z.object({ driverIds: z.array(idParam).max(10) });

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
export const emptyLocationBody = z.object({
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/, 'Two-letter state or province'),
  postalCode: z.string().trim().refine((v) => US_ZIP.test(v) || CA_POSTAL.test(v), 'A US ZIP code or a Canadian postal code'),
  emptyAt: isoDateTime,
});


// ---- answers -----------------------------------------------------------------------------------

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const nullableDate = z.string().nullable();

export const statusValueSchema = z.object({ value: z.number().int(), displayName: z.string() });
export const placeSchema = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });
export const userRefSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), companyName: nullableText }).nullable();
export const companyRefSchema = z
  .object({ id: z.number(), name: z.string(), companyNumber: z.string(), mcNumber: nullableText, dotNumber: nullableText, scac: nullableText, phone: nullableText, email: nullableText })
  .nullable();

export const lineItemSchema = z.object({
  id: z.string(),
  orderId: z.number(),
  description: nullableText,
  freightClass: nullableText,
  perPackageWeight: nullableNumber,
  totalWeight: nullableNumber,
  packagingUnitType: nullableText,
  packageCount: nullableNumber,
  palletCount: nullableNumber,
  length: nullableNumber,
  width: nullableNumber,
  height: nullableNumber,
  hazmatPackingGroup: nullableText,
  hazmatClass: nullableText,
  hazmatUnNumber: nullableText,
  pickupStopId: nullableNumber,
  dropoffStopId: nullableNumber,
});

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
  ianaTimezone: z.string(),
  locationAddress: z.object({ address1: nullableText, city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  expectedPackageCount: nullableNumber,
  confirmedPackageCount: nullableNumber,
  orderLineItems: z.array(z.object({ orderId: z.number(), orderNumber: z.string(), lineItems: z.array(lineItemSchema) })),
});

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
  carrier: companyRefSchema,
  customer: companyRefSchema,
  truckNumber: nullableText,
  trailerNumber: nullableText,
  shippingProNumber: nullableText,
  tripId: nullableNumber,
  referenceNumbers: z.array(z.string()),
  requirements: z.array(z.string()),
  bookedAt: nullableDate,
});

export const shipmentSummarySchema = z.object({
  id: z.number(),
  shipmentNumber: z.string(),
  status: statusValueSchema,
  progress: z.number(),
  origin: placeSchema,
  destination: placeSchema,
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

export const shipmentListSchema = z.object({ data: z.array(shipmentSummarySchema), totalCount: z.number() });

export const activitySchema = z.object({
  id: z.number(),
  kind: z.string(),
  description: z.string(),
  timeStamp: z.string(),
  statusBefore: statusValueSchema.nullable(),
  statusAfter: statusValueSchema.nullable(),
  stopId: nullableNumber,
  city: nullableText,
  state: nullableText,
  latitude: nullableNumber,
  longitude: nullableNumber,
  user: userRefSchema,
});

export const latestActivitySchema = z.object({
  timeStamp: nullableDate,
  description: nullableText,
  kind: nullableText,
  city: nullableText,
  state: nullableText,
  user: userRefSchema,
});

export const chargeSchema = z.object({
  id: z.number(),
  description: z.string(),
  chargeTypeName: z.string(),
  rate: z.number(),
  units: z.number(),
  total: z.number(),
});
export const chargeDetailsSchema = z.object({ charges: z.array(chargeSchema), total: z.number() });

export const driverSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: nullableText,
  mobilePhone: nullableText,
  fileId: nullableText,
  assignedAt: nullableDate,
});

export const equipmentSchema = z.object({
  truckNumber: nullableText,
  trailerNumber: nullableText,
  equipmentMode: z.string(),
  truck: z.object({ id: z.number(), unitNumber: z.string(), make: nullableText, model: nullableText, licensePlate: nullableText }).nullable(),
  trailer: z.object({ id: z.number(), unitNumber: z.string(), lengthFeet: nullableNumber, equipmentMode: nullableText }).nullable(),
});

export const emptyLocationSchema = z.object({ city: nullableText, state: nullableText, postalCode: nullableText, emptyAt: nullableDate });

export const problemSchema = z.object({
  id: z.number(),
  problemType: z.string(),
  description: nullableText,
  createdAt: z.string(),
  resolvedAt: nullableDate,
  reportedBy: userRefSchema,
});

export const messageSchema = z.object({ message: z.string() });
