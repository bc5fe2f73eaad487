import type { Insertable } from 'kysely';
import { formatUsd, toCents } from '@portal/domain/common/money';
import type { Order, OrderStop } from '@portal/domain/orders/order-schemas';
import type { OrderHistoryTable } from '../../db/database';
import { formatInZone } from '../shipments/detail/shipment-format';

/**
 * The order's history: one row per changed field, with values as users read them ('$1,250.00',
 * times in the stop's zone), written in the change's transaction. Actions: Created, Updated,
 * Submitted, Duplicated, CopiedFrom, BillOfLading, Consolidated.
 */
export const OrderAction = {
  Created: 'Created',
  Updated: 'Updated',
  Submitted: 'Submitted',
  Duplicated: 'Duplicated',
  CopiedFrom: 'CopiedFrom',
  BillOfLading: 'BillOfLading',
  Consolidated: 'Consolidated',
} as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const money = (value: number | null) => (value === null ? '' : formatUsd(toCents(value)));
const list = (values: readonly string[]) => values.join(', ');

function placeText(stop: OrderStop): string {
  const l = stop.location;
  return [l.name, l.addressLine1, `${l.city}, ${l.state} ${l.postalCode}`].filter(Boolean).join(', ');
}

function lineText(line: OrderStop['lineItems'][number]): string {
  const parts = [
    line.description ?? '',
    line.packageCount === null ? '' : `${line.packageCount} ${line.packagingUnitType ?? 'pieces'}`,
    line.totalWeight === null ? '' : `${line.totalWeight} lb`,
    line.freightClass ? `class ${line.freightClass}` : '',
    line.hazmatUnNumber ? `${line.hazmatUnNumber} class ${line.hazmatClass ?? ''} PG ${line.hazmatPackingGroup ?? ''}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** The order as named fields and the text users read for each. */
export function orderFields(order: Order): Map<string, string> {
  const fields = new Map<string, string>([
    ['Order type', order.orderType],
    ['Freight terms', order.freightTermType],
    ['Shipping mode', order.shippingMode],
    ['Equipment mode', order.equipmentMode],
    ['Equipment types', list(order.equipmentTypes)],
    ['Just in time', yesNo(order.isJustInTime)],
    ['Team required', yesNo(order.isTeamRequired)],
    ['Blind', yesNo(order.isBlind)],
    ['Special instructions', order.specialInstructions ?? ''],
    ['Reefer temperature', order.reeferTemperature === null ? '' : `${order.reeferTemperature} °F`],
    ['Reefer mode', order.reeferMode ?? ''],
    ['Hazmat emergency contact', order.hazmatEmergencyContactInfo ?? ''],
    ['Chemtrec account', order.chemtracAccountNumber ?? ''],
    ['Freight value', money(order.freightValue)],
    ['Markup', money(order.markup)],
    ['Accessorials', list(order.accessorials)],
    ['Requirements', list(order.requirements)],
    ['Reference numbers', list(order.referenceNumbers.map((r) => `${r.label}: ${r.value}`))],
    ['Stops', String(order.stops.length)],
  ]);
  order.stops.forEach((stop, i) => {
    const name = `Stop ${i + 1}`;
    const zone = stop.location.ianaTimezone;
    fields.set(`${name} type`, stop.stopType);
    fields.set(`${name} location`, placeText(stop));
    fields.set(`${name} early`, formatInZone(stop.earlyDateTime, zone));
    fields.set(`${name} late`, formatInZone(stop.lateDateTime, zone));
    fields.set(`${name} appointment`, formatInZone(stop.appointmentDateTime, zone));
    stop.lineItems.forEach((line, l) => fields.set(`${name} line ${l + 1}`, lineText(line)));
  });
  return fields;
}

/** One Updated row per field whose text changed (a field only on one side reads as empty on the other). */
export function changeRows(orderId: number, userId: number, before: Order, after: Order, at = new Date()): Insertable<OrderHistoryTable>[] {
  const old = orderFields(before);
  const now = orderFields(after);
  const names = [...new Set([...old.keys(), ...now.keys()])];
  return names
    .filter((field) => (old.get(field) ?? '') !== (now.get(field) ?? ''))
    .map((field) => ({ order_id: orderId, user_id: userId, action: OrderAction.Updated, field, old_value: old.get(field) || null, new_value: now.get(field) || null, created_at: at }));
}
