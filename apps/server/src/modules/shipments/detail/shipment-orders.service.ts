import type { Db } from '../../../db/db';
import type { Caller } from '../../../lib/caller';
import { getVisibleShipment } from '../access/shipment-access';
import { findOrderDropoffs, findOrderLineItems, findOrderRequirements, findShipmentOrderIds } from './shipment-orders.repository';
import { lineItemView } from './shipment-view';

/** The requirements of the orders behind the shipment. */
export async function getOrderRequirements(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const orders = await findOrderRequirements(db, await findShipmentOrderIds(db, shipment));
  const data = orders.map((o) => ({
    orderId: o.id,
    orderNumber: o.order_number,
    requirements: o.requirements,
    accessorials: o.accessorials,
    specialInstructions: o.special_instructions,
    isTeamRequired: o.is_team_required,
    isJustInTime: o.is_just_in_time,
    equipmentTypes: o.equipment_types,
    reeferTemperature: o.reefer_temperature === null ? null : Number(o.reefer_temperature),
    reeferMode: o.reefer_mode,
    hazmatEmergencyContactInfo: o.hazmat_emergency_contact_info,
  }));
  return { data, totalCount: data.length };
}

export async function getLineItems(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const rows = await findOrderLineItems(db, await findShipmentOrderIds(db, shipment));
  const data = rows.map((row) => ({ ...lineItemView(row), orderNumber: row.order_number }));
  return { data, totalCount: data.length };
}

interface OrderDropoffs {
  orderId: number;
  orderNumber: string;
  dropoffs: { stopNumber: number; stopId: number; shipmentStopId: number; name: string; city: string; state: string }[];
}

/**
 * The dropoffs of each order the shipment serves, for proof-of-delivery uploads. stopNumber is the
 * zero-based position of the stop among its order's stops; stopId is the order stop id.
 */
export async function getOrderDropoffs(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  const rows = await findOrderDropoffs(db, shipment.id);
  const byOrder = new Map<number, OrderDropoffs>();
  for (const r of rows) {
    const entry = byOrder.get(r.order_id) ?? { orderId: r.order_id, orderNumber: r.order_number, dropoffs: [] };
    entry.dropoffs.push({ stopNumber: Number(r.zero_based), stopId: r.order_stop_id, shipmentStopId: r.shipment_stop_id, name: r.name, city: r.city, state: r.state });
    byOrder.set(r.order_id, entry);
  }
  const data = [...byOrder.values()];
  return { data, totalCount: data.length };
}
