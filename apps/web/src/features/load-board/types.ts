import type { BoardPlace, FreightRow, MapView, StopView } from '../../components/freight/freight-types';

export type { BoardPlace, FreightRow };

export type SearchCenter = (BoardPlace & { radiusMiles: number }) | null;

export interface SearchAnswer {
  data: FreightRow[];
  totalCount: number;
  origin: SearchCenter;
  destination: SearchCenter;
}

export interface ReloadsAnswer {
  data: FreightRow[];
  totalCount: number;
  shipment: { id: number; shipmentNumber: string; destination: BoardPlace; deliveredBy: string };
}

export interface PickReason {
  kind: 'deadhead' | 'laneMatch' | 'reload' | 'history';
  text: string;
  miles: number | null;
  savedLaneId: number | null;
  liveEquipmentId: number | null;
  laneId: number | null;
  shipmentNumber: string | null;
}

export interface TopPick extends FreightRow {
  score: number;
  reasons: PickReason[];
}

export interface FreightDetail extends FreightRow {
  status: { value: number; displayName: string };
  stops: StopView[];
  map: MapView;
  canBookNow: boolean;
  bookNowBlockedReason: string | null;
}

export interface BookingAnswer {
  bookingSucceeded: boolean;
  errorMessages: string[];
  shipment: { id: number; shipmentNumber: string; status: { value: number; displayName: string }; rate: number | null } | null;
}
