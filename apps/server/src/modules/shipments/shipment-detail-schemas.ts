import { z } from 'zod';
import { shipmentSummarySchema, statusValueSchema } from './shipment-schemas';

/** Answer shapes of the shipment sub-resources the spec leaves unshown (our choices, see docs/decisions.md). */

const text = z.string().nullable();
const num = z.number().nullable();
const date = z.string().nullable();
const party = z.object({ id: z.number(), name: z.string() });

export const reloadSchema = shipmentSummarySchema.extend({ deadheadMiles: z.number(), maxBuy: num });

export const tripSchema = z.object({
  id: z.number(),
  tripNumber: z.string(),
  carrierId: z.number(),
  createdAt: z.string(),
  shipments: z.array(shipmentSummarySchema),
});

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

const person = z
  .object({ firstName: z.string(), lastName: z.string(), title: text, email: text, phone: text, companyName: z.string() })
  .nullable();
export const contactDetailsSchema = z.object({ brokerRep: person, carrierDispatcher: person });

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
