import type { MapView, StopView } from '../../components/freight/freight-types';

interface Place {
  city: string;
  state: string;
  postalCode: string;
}

export interface StatusValue {
  value: number;
  displayName: string;
}

/** A rate request from the broker, as the Portal API answers it. */
export interface RateRequest {
  id: number;
  rateType: string;
  status: StatusValue;
  isExpired: boolean;
  requestedAt: string;
  expiresAt: string | null;
  respondedAt: string | null;
  targetRate: number | null;
  responseRate: number | null;
  responseNotes: string | null;
  declineReason: string | null;
  shipmentId: number;
  shipmentNumber: string;
  shipmentStatus: StatusValue;
  origin: Place;
  destination: Place;
  pickupEarly: string;
  pickupLate: string | null;
  deliveryEarly: string | null;
  deliveryLate: string | null;
  equipmentMode: string;
  shippingMode: string;
  isPartial: boolean;
  weight: number | null;
  miles: number | null;
  requirements: string[];
}

export interface RateRequestDetail extends RateRequest {
  stops: StopView[];
  map: MapView;
}

export interface RateRequestStatusCounts {
  sent: number;
  offered: number;
  declined: number;
}
