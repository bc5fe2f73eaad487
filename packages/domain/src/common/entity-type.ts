import type { Coded } from './enum';

export const EntityType = {
  NONE: 0, ORDER: 1, QUOTE: 2, CARRIER: 3, CUSTOMER: 4, SHIPMENT: 5, CASE: 6, SPOT_FREIGHT: 7, BID: 8,
  AP_INVOICE: 9, AR_INVOICE: 10, CONTACT: 11, CONSOLIDATED_INVOICE: 12, DOCK_SCHEDULE_INSTRUCTIONS: 13,
  ORDER_STOP: 14, SHIPMENT_STOP: 15, INTERNAL_USER: 16, THIRD_PARTY: 17, DRIVER: 18, CALL_RECORDING: 19,
  LTL_BID: 20, CLAIM: 21,
} as const;
export type EntityType = (typeof EntityType)[keyof typeof EntityType];

export const ENTITY_TYPES: readonly Coded<EntityType>[] = Object.entries(EntityType).map(([name, code]) => ({ code, name }));
