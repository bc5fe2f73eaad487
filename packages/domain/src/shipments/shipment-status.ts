import type { Coded } from '../common/enum';

export const ShipmentStatus = {
  Voided: -1,
  Draft: 0,
  ReadyToBook: 1,
  Tendering: 2,
  Booked: 3,
  Dispatched: 4,
  InTransit: 5,
  AtStop: 6,
  Delivered: 7,
  DeliveryConfirmed: 8,
} as const;
export type ShipmentStatus = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

export const SHIPMENT_STATUSES: readonly Coded<ShipmentStatus>[] = [
  { code: -1, name: 'Voided' },
  { code: 0, name: 'Draft' },
  { code: 1, name: 'Ready to Book' },
  { code: 2, name: 'Tendering' },
  { code: 3, name: 'Booked' },
  { code: 4, name: 'Dispatched' },
  { code: 5, name: 'In Transit' },
  { code: 6, name: 'At Stop' },
  { code: 7, name: 'Delivered' },
  { code: 8, name: 'Delivery Confirmed' },
];

/** A load is active from Booked through At Stop: its truck and trailer are in use and cannot be retired. */
export const ACTIVE_LOAD_STATUSES = [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop] as const;

export function isActiveLoad(status: number): boolean {
  return (ACTIVE_LOAD_STATUSES as readonly number[]).includes(status);
}

/** Statuses a shipment can be booked from. */
export const BOOKABLE_STATUSES: readonly number[] = [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering];

/** A shipment is open for booking while it is not yet booked (Draft, Ready to Book, Tendering) and has no carrier. */
export function isOpenForBooking(status: number, carrierId: number | null): boolean {
  return BOOKABLE_STATUSES.includes(status) && carrierId === null;
}
