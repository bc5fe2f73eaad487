import type { Insertable } from 'kysely';
import { answerMessage, type AnswerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { ORDER_MESSAGES } from '@portal/domain/orders/order-messages';
import { toCents } from '@portal/domain/common/money';
import type { Order, OrderCreateValues, OrderUpdateValues } from '@portal/domain/orders/order-schemas';
import { isOrderEditable } from '@portal/domain/orders/order-views';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { OrdersTable } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/problem';
import { changeRows, OrderAction } from './order-history';
import { insertOrderHistory } from './order-history.repository';
import { resolveStopPlaces, type StopPlace } from './order-places';
import { getVisibleOrderRow, orderParts } from './order-read.service';
import { createShipmentForOrder, refuseIfConsolidated, syncShipmentWithOrder } from './order-shipment.service';
import { orderView } from './order-view';
import {
  deleteLinesExcept,
  deleteStops,
  existingLineIds,
  findCompany,
  findOrderStops,
  findVisibleOrderByNumber,
  insertLine,
  insertOrder,
  insertStop,
  lineIdsTakenElsewhere,
  lockOrder,
  replaceReferences,
  updateLine,
  updateOrder,
  updateStop,
} from './orders.repository';

type OrderValues = OrderCreateValues | OrderUpdateValues;

/** A broker enters orders for its own company; brokerage staff name the customer. */
async function customerOf(db: Db, caller: Caller, customerId: number | undefined): Promise<number> {
  if (!caller.isBrokerage) {
    if (customerId !== undefined && customerId !== caller.companyId) throw badRequest(ORDER_MESSAGES.brokerOwnCompany, { customerId: [ORDER_MESSAGES.useOwnCompany] });
    return caller.companyId;
  }
  if (customerId === undefined) throw badRequest(ORDER_MESSAGES.nameCustomer, { customerId: [ORDER_MESSAGES.customerRequired] });
  const company = await findCompany(db, customerId);
  if (!company || (company.kind !== 'Customer' && !company.is_broker)) throw badRequest(ORDER_MESSAGES.unknownCustomer, { customerId: [ORDER_MESSAGES.chooseCustomer] });
  return company.id;
}

function orderColumns(values: OrderValues) {
  return {
    order_type: values.orderType,
    freight_term_type: values.freightTermType,
    markup_cents: values.markup === undefined ? null : toCents(values.markup),
    freight_value_cents: values.freightValue === undefined ? null : toCents(values.freightValue),
    shipping_mode: values.shippingMode,
    equipment_mode: values.equipmentMode,
    equipment_types: values.equipmentTypes,
    is_just_in_time: values.isJustInTime,
    is_team_required: values.isTeamRequired,
    is_blind: values.isBlind,
    special_instructions: values.specialInstructions ?? null,
    reefer_temperature: values.reeferTemperature ?? null,
    reefer_mode: values.reeferMode ?? null,
    hazmat_emergency_contact_info: values.hazmatEmergencyContactInfo ?? null,
    chemtrac_account_number: values.chemtracAccountNumber ?? null,
    accessorials: values.accessorials,
    requirements: values.requirements,
  } satisfies Partial<Insertable<OrdersTable>>;
}

function stopColumns(stop: OrderValues['stops'][number], place: StopPlace, stopNumber: number) {
  return {
    stop_number: stopNumber,
    stop_type: stop.stopType,
    location_id: place.locationId,
    name: place.name,
    address_line1: place.addressLine1,
    address_line2: place.addressLine2,
    contact_name: place.contactName,
    contact_phone: place.contactPhone,
    dock_hours: place.dockHours,
    city: place.city,
    state: place.state,
    postal_code: place.postalCode,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    iana_timezone: place.ianaTimezone,
    early_date_time: new Date(stop.earlyDateTime!),
    late_date_time: stop.lateDateTime ? new Date(stop.lateDateTime) : null,
    appointment_date_time: stop.appointmentDateTime ? new Date(stop.appointmentDateTime) : null,
  };
}

/**
 * Writes the order's stops in order (reusing the rows of an edited order by position, so documents
 * and shipment stops keep pointing at them), then its line items (kept by GUID when the id is one
 * of this order's lines, new otherwise), then its references.
 */
async function writeStopsAndLines(trx: Db, orderId: number, values: OrderValues, places: StopPlace[]) {
  const existing = await findOrderStops(trx, orderId);
  // Park the kept rows on high numbers so renumbering cannot collide with (order_id, stop_number).
  for (const [i, row] of existing.entries()) await updateStop(trx, row.id, { stop_number: 1000 + i });
  const stopIds: number[] = [];
  for (const [i, stop] of values.stops.entries()) {
    const columns = stopColumns(stop, places[i], i);
    if (existing[i]) {
      await updateStop(trx, existing[i].id, columns);
      stopIds.push(existing[i].id);
    } else {
      stopIds.push((await insertStop(trx, { order_id: orderId, ...columns })).id);
    }
  }
  const lines = values.stops.flatMap((stop, s) => stop.lineItems.map((line) => ({ line, pickupStopId: stopIds[s] })));
  const givenIds = lines.flatMap(({ line }) => (line.id ? [line.id] : []));
  const taken = await lineIdsTakenElsewhere(trx, orderId, givenIds);
  const own = await existingLineIds(trx, orderId, givenIds);
  const keep = givenIds.filter((id) => own.has(id));
  await deleteLinesExcept(trx, orderId, keep);
  for (const [n, { line, pickupStopId }] of lines.entries()) {
    const columns = {
      pickup_stop_id: pickupStopId,
      dropoff_stop_id: stopIds[line.dropoffStopNumber ?? values.stops.length - 1],
      line_number: n,
      description: line.description ?? null,
      freight_class: line.freightClass ?? null,
      per_package_weight: line.perPackageWeight ?? null,
      total_weight: line.totalWeight ?? null,
      packaging_unit_type: line.packagingUnitType ?? null,
      package_count: line.packageCount ?? null,
      pallet_count: line.palletCount ?? null,
      length: line.length ?? null,
      width: line.width ?? null,
      height: line.height ?? null,
      is_hazmat: line.isHazmat || !!line.hazmatUnNumber || !!line.hazmatClass || !!line.hazmatPackingGroup,
      hazmat_packing_group: line.hazmatPackingGroup ?? null,
      hazmat_class: line.hazmatClass ?? null,
      hazmat_un_number: line.hazmatUnNumber ?? null,
    };
    if (line.id && own.has(line.id)) await updateLine(trx, line.id, orderId, columns);
    else await insertLine(trx, { ...(line.id && !taken.has(line.id) ? { id: line.id } : {}), order_id: orderId, ...columns });
  }
  await deleteStops(trx, existing.slice(values.stops.length).map((s) => s.id));
  await replaceReferences(trx, orderId, values.referenceNumbers);
}

/** Saves a new order and its shipment: a draft (shipment Draft) or submitted (Ready to Book). */
export async function createOrder(db: Db, caller: Caller, values: OrderCreateValues): Promise<{ data: Order } & AnswerMessage> {
  const customerId = await customerOf(db, caller, values.customerId);
  const orderNumber = await db.transaction().execute(async (trx) => {
    const places = await resolveStopPlaces(trx, caller, customerId, values.stops);
    const order = await insertOrder(trx, {
      ...orderColumns(values),
      customer_id: customerId,
      created_by_user_id: caller.userId,
      updated_by_user_id: caller.userId,
      status: values.submit ? 1 : 0,
      origination: 'Portal',
    });
    await writeStopsAndLines(trx, order.id, values, places);
    await createShipmentForOrder(trx, caller, order.id, values.submit ? ShipmentStatus.ReadyToBook : ShipmentStatus.Draft);
    await insertOrderHistory(trx, [{ order_id: order.id, user_id: caller.userId, action: OrderAction.Created, field: null, old_value: null, new_value: values.submit ? 'Submitted' : 'Draft' }]);
    return order.order_number;
  });
  const saved = await findVisibleOrderByNumber(db, caller, orderNumber);
  return { data: orderView(await orderParts(db, saved!)), ...answerMessage(MESSAGES.orderCreated({ orderNumber })) };
}

export const staleOrderMessage = (orderNumber: string) => ORDER_MESSAGES.stale({ orderNumber });

/**
 * Saves an edit made on `version` (optimistic concurrency: a stale version is a 409 and nothing is
 * written). Only while the order's shipment is Draft or Ready to Book. Writes one history row per
 * changed field; `submit` moves a draft's shipment to Ready to Book.
 */
export async function updateOrderFromBody(db: Db, caller: Caller, orderNumber: string, values: OrderUpdateValues): Promise<{ data: Order } & AnswerMessage> {
  const visible = await getVisibleOrderRow(db, caller, orderNumber);
  if (values.customerId !== undefined && values.customerId !== visible.customer_id) {
    throw badRequest(ORDER_MESSAGES.customerFixed, { customerId: [ORDER_MESSAGES.customerFixed] });
  }
  await db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, visible.id);
    if (locked.version !== values.version) throw conflict(staleOrderMessage(locked.order_number));
    await refuseIfConsolidated(trx, visible.id, locked.order_number);
    const places = await resolveStopPlaces(trx, caller, visible.customer_id, values.stops);
    const before = await orderParts(trx, (await findVisibleOrderByNumber(trx, caller, orderNumber))!);
    if (before.shipment && before.shipment.status !== ShipmentStatus.Voided && !isOrderEditable(before.shipment.status)) {
      throw conflict(ORDER_MESSAGES.pastReadyToBook({ orderNumber, shipmentNumber: before.shipment.shipment_number }));
    }
    const submitting = values.submit && before.order.status === 0;
    await updateOrder(trx, visible.id, {
      ...orderColumns(values),
      version: locked.version + 1,
      updated_at: new Date(),
      updated_by_user_id: caller.userId,
      ...(submitting ? { status: 1 } : {}),
    });
    await writeStopsAndLines(trx, visible.id, values, places);
    await syncShipmentWithOrder(trx, caller, visible.id, submitting);
    const after = await orderParts(trx, (await findVisibleOrderByNumber(trx, caller, orderNumber))!);
    const rows = changeRows(visible.id, caller.userId, orderView(before), orderView(after));
    if (submitting) rows.push({ order_id: visible.id, user_id: caller.userId, action: OrderAction.Submitted, field: 'Status', old_value: 'Draft', new_value: 'Ready to Book' });
    await insertOrderHistory(trx, rows);
  });
  const saved = await findVisibleOrderByNumber(db, caller, orderNumber);
  return { data: orderView(await orderParts(db, saved!)), ...answerMessage(ORDER_MESSAGES.updated({ orderNumber })) };
}
