import { ShipmentStatus } from './shipment-status';

/**
 * Progress step of a shipment. The values are the spec's: 3 is skipped on purpose,
 * so do not renumber them into an index.
 */
export type ProgressGroup = 0 | 1 | 2 | 4;

export function progressGroup(status: number | null | undefined): ProgressGroup {
  switch (status) {
    case ShipmentStatus.ReadyToBook:
    case ShipmentStatus.Tendering:
      return 1;
    case ShipmentStatus.Booked:
    case ShipmentStatus.Dispatched:
    case ShipmentStatus.InTransit:
    case ShipmentStatus.AtStop:
      return 2;
    case ShipmentStatus.Delivered:
      return 4;
    default:
      return 0;
  }
}

/** The shipment list opens on these statuses, in the spec's order. */
export const DEFAULT_SHIPMENT_LIST_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
  ShipmentStatus.Booked,
  ShipmentStatus.Delivered,
];

/** The shipment list's starting filter: the default statuses with needsUpdates on. */
export const DEFAULT_SHIPMENT_LIST_FILTER: { readonly statuses: readonly ShipmentStatus[]; readonly needsUpdates: boolean } = {
  statuses: DEFAULT_SHIPMENT_LIST_STATUSES,
  needsUpdates: true,
};
