export const SHIPPING_MODES = ['TL', 'LTL', 'Bulk', 'Intermodal'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

export const EQUIPMENT_MODES = ['Dry', 'Reefer', 'Flatbed', 'Bulk'] as const;
export type EquipmentMode = (typeof EQUIPMENT_MODES)[number];

export const DOCK_STOP_TYPES = ['Shipping', 'Receiving'] as const;
export type DockStopType = (typeof DOCK_STOP_TYPES)[number];

export const ORDER_ORIGINATIONS = ['Portal', 'TmsContract', 'TmsSpot'] as const;
export type OrderOrigination = (typeof ORDER_ORIGINATIONS)[number];

/** Stop kinds on an order or shipment. */
export const STOP_TYPES = ['Pickup', 'Dropoff'] as const;
export type StopType = (typeof STOP_TYPES)[number];
