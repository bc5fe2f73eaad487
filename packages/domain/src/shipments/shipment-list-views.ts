import { DEFAULT_SHIPMENT_LIST_FILTER } from './progress';
import { ShipmentStatus } from './shipment-status';

/**
 * The two views of the shipment list. A module of its own, without Zod: the
 * list page reads it in its first load (the request schemas that validate it are elsewhere).
 */
export const SHIPMENT_LIST_VIEWS = ['booking', 'tracking'] as const;
export type ShipmentListView = (typeof SHIPMENT_LIST_VIEWS)[number];

/** Each view's statuses and whether it lists only loads needing updates: the web applies them on a view's click. */
export const SHIPMENT_VIEW_FILTERS: Record<ShipmentListView, { statuses: readonly number[]; needsUpdates: boolean }> = {
  booking: { statuses: [...DEFAULT_SHIPMENT_LIST_FILTER.statuses], needsUpdates: DEFAULT_SHIPMENT_LIST_FILTER.needsUpdates },
  tracking: { statuses: [ShipmentStatus.Dispatched, ShipmentStatus.InTransit, ShipmentStatus.AtStop], needsUpdates: false },
};
