import type { BoardPlace } from '../../components/freight/freight-types';

/** A lane the carrier runs (history) or declared. */
export interface Lane {
  id: number;
  origin: BoardPlace;
  destination: BoardPlace;
  equipmentMode: string;
  source: string;
  loadsPerWeek: number | null;
  ratePerMile: number | null;
  recentLoads: number;
  availableLoads: number;
}

export interface SavedLane {
  id: number;
  name: string | null;
  origin: BoardPlace;
  originRadius: number;
  destination: BoardPlace | null;
  destinationRadius: number;
  equipmentMode: string | null;
  notify: boolean;
  matchingLoads: number;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST / PUT saved-lanes. */
export interface SavedLaneInput {
  name?: string;
  originCity?: string;
  originState?: string;
  originPostalCode?: string;
  originRadius: number;
  destinationCity?: string;
  destinationState?: string;
  destinationPostalCode?: string;
  destinationRadius: number;
  equipmentMode?: string | null;
  notify: boolean;
}

export interface LiveEquipment {
  id: number;
  location: BoardPlace;
  availableFrom: string;
  availableTo: string | null;
  isExpired: boolean;
  equipmentMode: string;
  truckNumber: string | null;
  driverId: number | null;
  desiredDestinations: (BoardPlace & { radiusMiles: number })[];
  notes: string | null;
  createdAt: string;
}

export interface LiveEquipmentInput {
  city?: string;
  state?: string;
  postalCode?: string;
  availableFrom: string;
  availableTo?: string | null;
  equipmentMode: string;
  truckNumber?: string;
  desiredDestinations: { city?: string; state?: string; postalCode?: string; radiusMiles: number }[];
  notes?: string;
}
