/**
 * Shapes the server uses for a load's stops and map (tenders, rate requests and the load board
 * answer the same stop and map views), so the pieces that draw them can be shared.
 */
export interface StopView {
  shipmentStopId: number;
  stopNumber: number;
  stopType: string;
  name: string;
  address: { address1: string | null; city: string; state: string; postalCode: string; country: string };
  latitude: number;
  longitude: number;
  early: string;
  late: string | null;
  appointment: string | null;
  ianaTimezone: string;
  windowText: string;
}

export interface MapPoint {
  stopNumber: number;
  stopType: string;
  label: string;
  latitude: number;
  longitude: number;
}

export interface MapView {
  points: MapPoint[];
  bounds: { north: number; south: number; east: number; west: number } | null;
}

export interface PlaceText {
  city: string;
  state: string;
  postalCode?: string | null;
}

export interface BoardPlace {
  city: string;
  state: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
}

/** One load of the board (Ready to Book, with its posted rate), as every load board list answers it. */
export interface FreightRow {
  id: number;
  shipmentNumber: string;
  origin: BoardPlace;
  destination: BoardPlace;
  pickupEarly: string;
  pickupLate: string | null;
  deliveryEarly: string | null;
  deliveryLate: string | null;
  equipmentMode: string;
  shippingMode: string;
  weight: number | null;
  miles: number | null;
  rate: number | null;
  ratePerMile: number | null;
  originDistanceMiles: number | null;
  destinationDistanceMiles: number | null;
  isPartial: boolean;
  requirements: string[];
}
