import { CASE_TYPES } from '../cases/case-status';
import { ENTITY_TYPES } from '../common/entity-type';
import { FILE_TYPES } from '../documents/file-type';
import { regionsOf } from '../locations/regions';
import { TIME_ZONES } from '../locations/time-zones';
import { ACCESSORIALS } from '../orders/order-catalog';
import { EQUIPMENT_MODES, SHIPPING_MODES, STOP_TYPES } from '../orders/modes';
import { SHIPMENT_STATUSES } from '../shipments/shipment-status';

/** One item of a fixed list: what is stored and sent (value) and what people read (displayName, English). */
export interface StaticItem {
  readonly value: string | number;
  readonly displayName: string;
}

const named = (values: readonly string[]): StaticItem[] => values.map((value) => ({ value, displayName: value }));
const coded = (list: readonly { code: number; name: string }[]): StaticItem[] => list.map((c) => ({ value: c.code, displayName: c.name }));
/** 'AP_INVOICE' reads 'Ap Invoice'; the two-letter ones stay capitals ('AP Invoice'). */
const entityName = (name: string): string =>
  name
    .split('_')
    .map((word) => (word.length <= 2 || word === 'LTL' ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');

/**
 * The product's fixed lists, built from the domain's own constants (the one source the server's
 * rules and the web's forms already use), by the name the Portal API serves each under.
 */
export const STATIC_LISTS = {
  shipmentStatuses: coded(SHIPMENT_STATUSES),
  equipmentModes: named(EQUIPMENT_MODES),
  shippingModes: named(SHIPPING_MODES),
  stopTypes: named(STOP_TYPES),
  documentTypes: coded(FILE_TYPES),
  accessorialTypes: named(ACCESSORIALS),
  caseTypes: coded(CASE_TYPES),
  entityTypes: ENTITY_TYPES.map((e) => ({ value: e.code, displayName: entityName(e.name) })),
  usStates: regionsOf('US').map((r) => ({ value: r.abbreviation, displayName: r.name })),
  canadianProvinces: regionsOf('CA').map((r) => ({ value: r.abbreviation, displayName: r.name })),
  timeZones: TIME_ZONES.map((z) => ({ value: z.abbreviation, displayName: z.name })),
} satisfies Record<string, StaticItem[]>;

export type StaticListName = keyof typeof STATIC_LISTS;
export const STATIC_LIST_NAMES = Object.keys(STATIC_LISTS) as StaticListName[];
