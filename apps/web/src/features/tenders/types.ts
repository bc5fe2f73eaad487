import type { MapView, StopView } from '../../components/freight/freight-types';

export interface StatusValue {
  value: number;
  displayName: string;
}

interface Place {
  city: string;
  state: string;
  postalCode: string;
}

/** A tender offer as GET api/v2/tenders answers it. */
export interface Tender {
  id: number;
  status: StatusValue;
  isExpired: boolean;
  sentAt: string;
  expiresAt: string;
  respondedAt: string | null;
  rejectReason: string | null;
  rate: number;
  shipmentId: number;
  shipmentNumber: string;
  shipmentStatus: StatusValue;
  customer: { id: number; name: string } | null;
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
  referenceNumbers: string[];
  driverId: number | null;
  truckNumber: string | null;
  trailerNumber: string | null;
  notes: string | null;
}

export interface TenderDetail extends Tender {
  lane: { origin: Place; destination: Place; miles: number | null };
  stops: StopView[];
  equipment: { equipmentMode: string; shippingMode: string; isPartial: boolean; weight: number | null };
  map: MapView;
}

/** The tender offer payload (spec section 3): status plus the extra fields. */
export type TenderOffer =
  | { status: 'Accepted'; driverId?: number; truckNumber?: string; trailerNumber?: string; notes?: string }
  | { status: 'Rejected'; reason: string; notes?: string };
