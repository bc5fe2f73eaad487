import { z } from 'zod';
import { lineItemSchema, listOf, shipmentSummarySchema, statusValueSchema, userRefSchema } from './shipment-schemas';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * Answer schemas of the shipment's sub-resources (activity, money, parties, drivers, equipment,
 * problems, orders, tenders, offers, cases, trips, matches). Those the spec leaves unshown are our
 * choices (docs/decisions/0026-shapes-the-spec-does-not-show.md).
 */

const text = z.string().nullable();
const num = z.number().nullable();
const date = z.string().nullable();
const party = z.object({ id: z.number(), name: z.string() });

// ---- activity ----------------------------------------------------------------------------------

export const activitySchema = z.object({
  id: z.number(),
  kind: z.string(),
  description: z.string(),
  timeStamp: z.string(),
  statusBefore: statusValueSchema.nullable(),
  statusAfter: statusValueSchema.nullable(),
  stopId: num,
  city: text,
  state: text,
  latitude: num,
  longitude: num,
  user: userRefSchema,
});
export type Activity = z.output<typeof activitySchema>;
export const activityListSchema = listOf(activitySchema);

export const latestActivitySchema = z.object({
  timeStamp: date,
  description: text,
  kind: text,
  city: text,
  state: text,
  user: userRefSchema,
});
export type LatestActivity = z.output<typeof latestActivitySchema>;

// ---- money -------------------------------------------------------------------------------------

export const chargeSchema = z.object({
  id: z.number(),
  description: z.string(),
  chargeTypeName: z.string(),
  rate: z.number(),
  units: z.number(),
  total: z.number(),
});
export type Charge = z.output<typeof chargeSchema>;
export const chargeDetailsSchema = z.object({ charges: z.array(chargeSchema), total: z.number() });
export type ChargeDetails = z.output<typeof chargeDetailsSchema>;

export const billingConfigurationSchema = z.object({
  shipmentId: z.number(),
  carrier: z
    .object({ id: z.number(), name: z.string(), companyNumber: z.string(), mcNumber: text, dotNumber: text, scac: text, phone: text, email: text })
    .nullable(),
  factoringCompany: party.nullable(),
  remitTo: party.nullable(),
  thirdPartyBilling: z.object({ id: z.number(), name: z.string(), payerCompanyId: z.number(), payerCompanyName: z.string() }).nullable(),
  isThirdPartyBillingEligible: z.boolean(),
  canSubmitInvoice: z.boolean(),
});
export type BillingConfiguration = z.output<typeof billingConfigurationSchema>;

// ---- drivers, equipment, empty location, problems ----------------------------------------------

export const driverSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: text,
  mobilePhone: text,
  fileId: text,
  assignedAt: date,
});
export type ShipmentDriver = z.output<typeof driverSchema>;
export const driverListSchema = listOf(driverSchema);
export type ShipmentDriverList = z.output<typeof driverListSchema>;

export const equipmentSchema = z.object({
  truckNumber: text,
  trailerNumber: text,
  equipmentMode: z.string(),
  truck: z.object({ id: z.number(), unitNumber: z.string(), make: text, model: text, licensePlate: text }).nullable(),
  trailer: z.object({ id: z.number(), unitNumber: z.string(), lengthFeet: num, equipmentMode: text }).nullable(),
});
export type ShipmentEquipment = z.output<typeof equipmentSchema>;

export const emptyLocationSchema = z.object({ city: text, state: text, postalCode: text, emptyAt: date });
export type EmptyLocation = z.output<typeof emptyLocationSchema>;

export const problemSchema = z.object({
  id: z.number(),
  problemType: z.string(),
  description: text,
  createdAt: z.string(),
  resolvedAt: date,
  reportedBy: userRefSchema,
});
export type ShipmentProblem = z.output<typeof problemSchema>;
export const problemListSchema = listOf(problemSchema);

// ---- answers of the changes --------------------------------------------------------------------

export const messageSchema = z.object({ ...ANSWER_MESSAGE_FIELDS });
export const proNumberAnswerSchema = z.object({ value: z.string() });
export const quickClosureAnswerSchema = z.object({ id: z.number(), shipmentNumber: z.string(), status: z.number() });
export const billOfLadingAnswerSchema = z.object({ data: z.object({ documentId: z.string().optional(), ...ANSWER_MESSAGE_FIELDS }) });
export type BillOfLadingAnswer = z.output<typeof billOfLadingAnswerSchema>['data'];

// ---- orders ------------------------------------------------------------------------------------

export const requirementListSchema = listOf(z.string());

export const orderLineItemListSchema = listOf(lineItemSchema.extend({ orderNumber: z.string() }));

export const orderDropoffsSchema = z.object({
  data: z.array(
    z.object({
      orderId: z.number(),
      orderNumber: z.string(),
      dropoffs: z.array(z.object({ stopNumber: z.number(), stopId: z.number(), shipmentStopId: z.number(), name: z.string(), city: z.string(), state: z.string() })),
    }),
  ),
  totalCount: z.number(),
});
export type OrderDropoffs = z.output<typeof orderDropoffsSchema>['data'][number];

export const orderRequirementSchema = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  requirements: z.array(z.string()),
  accessorials: z.array(z.string()),
  specialInstructions: text,
  isTeamRequired: z.boolean(),
  isJustInTime: z.boolean(),
  equipmentTypes: z.array(z.string()),
  reeferTemperature: num,
  reeferMode: text,
  hazmatEmergencyContactInfo: text,
});
export type OrderRequirement = z.output<typeof orderRequirementSchema>;
export const orderRequirementListSchema = listOf(orderRequirementSchema);

// ---- parties -----------------------------------------------------------------------------------

const person = z
  .object({ firstName: z.string(), lastName: z.string(), title: text, email: text, phone: text, companyName: z.string() })
  .nullable();
export type ContactPerson = NonNullable<z.output<typeof person>>;
export const contactDetailsSchema = z.object({ brokerRep: person, carrierDispatcher: person });
export type ContactDetails = z.output<typeof contactDetailsSchema>;

export const bookedCarrierSchema = z.object({
  shipmentId: z.number(),
  carrier: z.object({ id: z.number(), name: z.string(), companyNumber: z.string(), mcNumber: text, dotNumber: text, scac: text, phone: text, email: text }),
  bookedAt: date,
  bookedBy: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
  dispatcher: person,
  truckNumber: text,
  trailerNumber: text,
  drivers: z.array(z.object({ id: z.number(), name: z.string(), mobilePhone: text })),
});
export type BookedCarrier = z.output<typeof bookedCarrierSchema>;

// ---- tenders and offers ------------------------------------------------------------------------

export const tenderSchema = z.object({
  id: z.number(),
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  status: statusValueSchema,
  rate: num,
  sentAt: z.string(),
  expiresAt: z.string(),
  respondedAt: date,
  rejectReason: text,
  carrier: party,
});
export type ShipmentTender = z.output<typeof tenderSchema>;
export const tenderListSchema = listOf(tenderSchema);

export const offerSchema = z.object({
  id: z.number(),
  shipmentId: z.number(),
  rateType: z.string(),
  status: statusValueSchema,
  targetRate: num,
  offeredRate: num,
  notes: text,
  requestedAt: z.string(),
  expiresAt: date,
  respondedAt: date,
  carrier: party,
});
export type ShipmentOffer = z.output<typeof offerSchema>;
export const offerListSchema = listOf(offerSchema);

// ---- cases and trips ---------------------------------------------------------------------------

export const shipmentCaseSchema = z.object({
  id: z.number(),
  caseNumber: z.string(),
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  caseType: statusValueSchema,
  caseSource: statusValueSchema,
  status: z.number(),
  statusDescription: z.string(),
  statusGroup: z.string(),
  carrierCaseResolutionType: z.number(),
  isVoided: z.boolean(),
  priority: z.number(),
  amount: num,
  approvedAmount: num,
  description: text,
  incidentAt: date,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShipmentCase = z.output<typeof shipmentCaseSchema>;
export const shipmentCaseListSchema = listOf(shipmentCaseSchema);

export const tripSchema = z.object({
  id: z.number(),
  tripNumber: z.string(),
  carrierId: z.number(),
  createdAt: z.string(),
  shipments: z.array(shipmentSummarySchema),
});
export type Trip = z.output<typeof tripSchema>;
export const tripListSchema = listOf(tripSchema);

// ---- matches -----------------------------------------------------------------------------------

export const reloadSchema = shipmentSummarySchema.extend({ deadheadMiles: z.number(), maxBuy: num });
export const reloadListSchema = listOf(reloadSchema);

export const laneMatchesSchema = z.object({
  shipmentId: z.number(),
  savedLanes: z.array(
    z.object({
      id: z.number(),
      name: text,
      origin: z.object({ city: z.string(), state: z.string(), radiusMiles: z.number() }),
      destination: z.object({ city: z.string(), state: text, radiusMiles: z.number() }).nullable(),
      equipmentMode: text,
      originDistanceMiles: z.number(),
      destinationDistanceMiles: num,
    }),
  ),
  liveEquipment: z.array(
    z.object({
      id: z.number(),
      equipmentMode: z.string(),
      truckNumber: text,
      city: z.string(),
      state: z.string(),
      postalCode: text,
      availableFrom: z.string(),
      availableTo: date,
      driverId: num,
      distanceMiles: z.number(),
    }),
  ),
});
export type LaneMatches = z.output<typeof laneMatchesSchema>;
