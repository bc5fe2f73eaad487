/** Answer shapes of the shipment calls (apps/server/src/modules/shipments/shipment-schemas.ts). */

export interface StatusValue {
  value: number;
  displayName: string;
}

export interface Place {
  city: string;
  state: string;
  postalCode: string;
}

export interface LineItem {
  id: string;
  orderId: number;
  description: string | null;
  packagingUnitType: string | null;
  packageCount: number | null;
  palletCount: number | null;
  totalWeight: number | null;
  pickupStopId: number | null;
  dropoffStopId: number | null;
}

export interface Stop {
  shipmentStopId: number;
  orderStopId: number | null;
  stopNumber: number;
  stopType: string;
  name: string;
  early: string;
  late: string | null;
  appointment: string | null;
  arrivedAt: string | null;
  departedAt: string | null;
  preloadRecordedAt: string | null;
  ianaTimezone: string;
  locationAddress: { address1: string | null; city: string; state: string; zip: string; country: string };
  latitude: number;
  longitude: number;
  expectedPackageCount: number | null;
  confirmedPackageCount: number | null;
  orderLineItems: { orderId: number; orderNumber: string; lineItems: LineItem[] }[];
}

export interface CompanyRef {
  id: number;
  name: string;
  companyNumber: string;
  mcNumber: string | null;
  dotNumber: string | null;
  scac: string | null;
  phone: string | null;
  email: string | null;
}

export interface Shipment {
  id: number;
  shipmentNumber: string;
  orderId: number | null;
  orderNumber: string | null;
  shipmentStatus: StatusValue;
  shippingMode: string;
  equipmentMode: string;
  isPartial: boolean;
  weight: number | null;
  totalMiles: number | null;
  maxBuy: number | null;
  rate: number | null;
  stops: Stop[];
  origin: Place;
  destination: Place;
  pickupEarly: string;
  pickupLate: string | null;
  deliveryEarly: string | null;
  deliveryLate: string | null;
  progress: number;
  needsUpdate: boolean;
  isOnTime: boolean | null;
  nextStopDueAt: string | null;
  lastActivityAt: string | null;
  deliveredAt: string | null;
  lastKnownLocation: { latitude: number; longitude: number; at: string | null } | null;
  carrier: CompanyRef | null;
  customer: CompanyRef | null;
  truckNumber: string | null;
  trailerNumber: string | null;
  shippingProNumber: string | null;
  tripId: number | null;
  referenceNumbers: string[];
  requirements: string[];
  bookedAt: string | null;
}

export interface ShipmentSummary {
  id: number;
  shipmentNumber: string;
  status: StatusValue;
  progress: number;
  origin: Place;
  destination: Place;
  pickupEarly: string;
  pickupLate: string | null;
  deliveryEarly: string | null;
  deliveryLate: string | null;
  shippingMode: string;
  equipmentMode: string;
  rate: number | null;
  referenceNumbers: string[];
  needsUpdate: boolean;
  isOnTime: boolean | null;
  nextStopDueAt: string | null;
  lastActivityAt: string | null;
  truckNumber: string | null;
  trailerNumber: string | null;
  shippingProNumber: string | null;
  tripId: number | null;
  carrierName: string | null;
}

export interface ListAnswer<T> {
  data: T[];
  totalCount: number;
}

export interface UserRef {
  id: number;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

export interface Activity {
  id: number;
  kind: string;
  description: string;
  timeStamp: string;
  statusBefore: StatusValue | null;
  statusAfter: StatusValue | null;
  stopId: number | null;
  city: string | null;
  state: string | null;
  user: UserRef | null;
}

export interface Charge {
  id: number;
  description: string;
  chargeTypeName: string;
  rate: number;
  units: number;
  total: number;
}

export interface ChargeDetails {
  charges: Charge[];
  total: number;
}

export interface ShipmentCase {
  id: number;
  caseNumber: string;
  caseType: StatusValue;
  statusDescription: string;
  statusGroup: string;
  amount: number | null;
  approvedAmount: number | null;
  description: string | null;
  createdAt: string;
}

export interface Tender {
  id: number;
  status: StatusValue;
  rate: number | null;
  sentAt: string;
  expiresAt: string;
  respondedAt: string | null;
  rejectReason: string | null;
  carrier: { id: number; name: string };
}

export interface OrderRequirement {
  orderId: number;
  orderNumber: string;
  requirements: string[];
  accessorials: string[];
  specialInstructions: string | null;
  isTeamRequired: boolean;
  isJustInTime: boolean;
  equipmentTypes: string[];
  reeferTemperature: number | null;
  reeferMode: string | null;
}

export interface Trip {
  id: number;
  tripNumber: string;
  carrierId: number;
  createdAt: string;
  shipments: ShipmentSummary[];
}

export interface FilterSet {
  statuses: number[];
  statusNames: string[];
  needsUpdates: boolean;
}

export interface StatusCount {
  status: number;
  displayName: string;
  count: number;
}

export interface OnTimeCounts {
  onTime: number;
  late: number;
  unknown: number;
}

export type ShipmentView = 'booking' | 'tracking';
