/**
 * The two views of the shipment list (spec sections 2 and 4). A module of its own, without Zod: the
 * list page reads it in its first load (the request schemas that validate it are elsewhere).
 */
export const SHIPMENT_LIST_VIEWS = ['booking', 'tracking'] as const;
export type ShipmentListView = (typeof SHIPMENT_LIST_VIEWS)[number];
