import { ShipmentStatus } from '../shipments/shipment-status';

/**
 * An order's status is the status of the shipment it made (saved as a draft it is
 * Draft 0, submitted it is Ready to Book 1, then it follows its load). The list's views group them.
 */
export const ORDER_VIEWS = [
  { key: 'draft', name: 'Draft', statuses: [ShipmentStatus.Draft] },
  { key: 'readyToBook', name: 'Ready to Book', statuses: [ShipmentStatus.ReadyToBook] },
  { key: 'tendering', name: 'Tendering', statuses: [ShipmentStatus.Tendering] },
  { key: 'inProgress', name: 'In Progress', statuses: [ShipmentStatus.Booked, ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop] },
  { key: 'delivered', name: 'Delivered', statuses: [ShipmentStatus.Delivered, ShipmentStatus.DeliveryConfirmed] },
  { key: 'voided', name: 'Voided', statuses: [ShipmentStatus.Voided] },
  { key: 'all', name: 'All', statuses: [] as number[] },
] as const satisfies readonly { key: string; name: string; statuses: readonly number[] }[];

export type OrderViewKey = (typeof ORDER_VIEWS)[number]['key'];
export const ORDER_VIEW_KEYS = ORDER_VIEWS.map((v) => v.key) as [OrderViewKey, ...OrderViewKey[]];
export const DEFAULT_ORDER_VIEW: OrderViewKey = 'all';

/** The statuses a view lists (none: every status). */
export function statusesOfView(key: OrderViewKey): readonly number[] {
  return ORDER_VIEWS.find((v) => v.key === key)?.statuses ?? [];
}

/** Counts per view from counts per status; All is the sum of every status. */
export function viewCounts(byStatus: ReadonlyMap<number, number>): Record<OrderViewKey, number> {
  const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
  const counts = {} as Record<OrderViewKey, number>;
  for (const view of ORDER_VIEWS) {
    counts[view.key] = view.statuses.length === 0 ? total : view.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0);
  }
  return counts;
}

/** While its shipment is Draft or Ready to Book an order may be edited; after that the carrier side owns the load. */
export function isOrderEditable(shipmentStatus: number): boolean {
  return shipmentStatus === ShipmentStatus.Draft || shipmentStatus === ShipmentStatus.ReadyToBook;
}
