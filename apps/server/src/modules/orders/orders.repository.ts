import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { OrderLineItemsTable, OrdersTable, OrderStopsTable } from '../../db/database';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleOrders } from '../../db/visibility/order-visibility';
import type { Caller } from '../../lib/caller';
import { likePrefix } from '../../lib/like-pattern';
import { lanePlaceColumns } from '../../db/lane-columns';

/**
 * SQL of orders: the list, counts, one order with its stops, lines and references, and the writes.
 * Every read of tenant data goes through the orders visibility rule.
 */

/** The order's shipment: the one it was consolidated into, else its live one (not voided), else its latest. */
const isOrderShipment = sql<SqlBool>`s.id = coalesce(
  (select co.shipment_id from consolidated_orders co where co.order_id = orders.id),
  (select os.id from shipments os where os.order_id = orders.id order by os.status = -1, os.id desc limit 1))`;

/** The status users read for an order: its shipment's, else the order's own (0 draft, 1 submitted, -1 voided). */
const orderStatus = sql<number>`coalesce(s.status, orders.status)`;

export interface OrderListFilter {
  statuses?: readonly number[];
  query?: string;
  shippingModes?: readonly string[];
  equipmentModes?: readonly string[];
  pickupFrom?: string;
  pickupTo?: string;
}

function visibleOrdersWithShipment(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('orders'), visibleOrders, caller).leftJoin('shipments as s', (join) => join.on(isOrderShipment));
}

function filteredOrders(db: Db, caller: Caller, filter: OrderListFilter) {
  let q = visibleOrdersWithShipment(db, caller);
  if (filter.statuses?.length) q = q.where(orderStatus, 'in', [...filter.statuses]);
  if (filter.shippingModes?.length) q = q.where('orders.shipping_mode', 'in', [...filter.shippingModes]);
  if (filter.equipmentModes?.length) q = q.where('orders.equipment_mode', 'in', [...filter.equipmentModes]);
  if (filter.pickupFrom) q = q.where('s.pickup_early', '>=', new Date(`${filter.pickupFrom}T00:00:00Z`));
  if (filter.pickupTo) q = q.where('s.pickup_early', '<', new Date(Date.parse(`${filter.pickupTo}T00:00:00Z`) + 86_400_000));
  if (filter.query) {
    const text = filter.query.trim();
    q = q.where((eb) =>
      eb.or([
        eb('orders.order_number', 'like', likePrefix(text.toUpperCase())),
        eb('s.shipment_number', 'like', likePrefix(text)),
        eb(sql`lower(s.origin_city)`, 'like', likePrefix(text.toLowerCase())),
        eb(sql`lower(s.destination_city)`, 'like', likePrefix(text.toLowerCase())),
        eb.exists(eb.selectFrom('order_reference_numbers as r').select(sql`1`.as('one')).whereRef('r.order_id', '=', 'orders.id').where('r.value', '=', text)),
      ]),
    );
  }
  return q;
}

const SORT_COLUMNS = { createdAt: 'orders.created_at', orderNumber: 'orders.order_number', pickupDate: 's.pickup_early' } as const;

export function findOrderPage(db: Db, caller: Caller, filter: OrderListFilter, sort: { column: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' }, paging: Paging) {
  return pagedList(
    filteredOrders(db, caller, filter),
    (q) =>
      q
        .innerJoin('companies as customer', 'customer.id', 'orders.customer_id')
        .select([
          'orders.id',
          'orders.order_number',
          'orders.shipping_mode',
          'orders.equipment_mode',
          'orders.is_blind',
          'orders.created_at',
          'customer.name as customer_name',
          's.shipment_number',
          ...lanePlaceColumns('s'),
          's.pickup_early',
          's.delivery_early',
          orderStatus.as('status'),
          sql<number>`(select count(*) from order_stops st where st.order_id = orders.id)`.as('stop_count'),
          sql<string[]>`coalesce((select array_agg(r.value order by r.id) from order_reference_numbers r where r.order_id = orders.id), '{}')`.as('reference_numbers'),
        ])
        .orderBy(sql.ref(SORT_COLUMNS[sort.column]), sort.direction)
        .orderBy('orders.id', sort.direction),
    paging,
  );
}
export type OrderListRow = Awaited<ReturnType<typeof findOrderPage>>['rows'][number];

/** Visible orders per status (the shipment's status, else the order's). */
export function countOrdersByStatus(db: Db, caller: Caller) {
  return visibleOrdersWithShipment(db, caller)
    .select([orderStatus.as('status'), sql<string>`count(*)`.as('count')])
    .groupBy(orderStatus)
    .execute();
}

export function findVisibleOrderByNumber(db: Db, caller: Caller, orderNumber: string) {
  return applyVisibility(db.selectFrom('orders'), visibleOrders, caller)
    .innerJoin('companies as customer', 'customer.id', 'orders.customer_id')
    .leftJoin('users as creator', 'creator.id', 'orders.created_by_user_id')
    .selectAll('orders')
    .select(['customer.name as customer_name', 'creator.first_name as creator_first_name', 'creator.last_name as creator_last_name'])
    .where('orders.order_number', '=', orderNumber)
    .executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findVisibleOrderByNumber>>>;

/** Holds the order row until the transaction ends (edits and copies wait for each other). */
export function lockOrder(trx: Db, id: number) {
  return trx.selectFrom('orders').select(['id', 'version', 'order_number']).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** What an order's shipment is made from: the order's number, customer, modes and requirements. */
export function findOrderForShipment(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['id', 'order_number', 'customer_id', 'shipping_mode', 'equipment_mode', 'requirements']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function findOrderNumber(db: Db, orderId: number): Promise<string> {
  return (await db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow()).order_number;
}

/** The order's own status (0 draft, 1 submitted, -1 voided). */
export function findOrderStatus(db: Db, orderId: number) {
  return db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
}

export function findOrderStops(db: Db, orderId: number) {
  return db.selectFrom('order_stops').selectAll().where('order_id', '=', orderId).orderBy('stop_number').execute();
}
export type OrderStopRow = Awaited<ReturnType<typeof findOrderStops>>[number];

export function findOrderLines(db: Db, orderId: number) {
  return db.selectFrom('order_line_items').selectAll().where('order_id', '=', orderId).orderBy('line_number').orderBy('id').execute();
}
export type OrderLineRow = Awaited<ReturnType<typeof findOrderLines>>[number];

export function findOrderReferences(db: Db, orderId: number) {
  return db.selectFrom('order_reference_numbers').select(['label', 'value', 'type_id']).where('order_id', '=', orderId).orderBy('id').execute();
}

export function findOrderShipment(db: Db, orderId: number) {
  return db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy(sql`status = -1`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A location a stop may be placed at: one of the customer's or a shared one of the TMS (no company);
 * the brokerage may use any. A broker's customer is its own company.
 */
export function findCompanyLocation(db: Db, caller: Caller, customerId: number, locationId: number) {
  let q = db.selectFrom('locations').selectAll().where('id', '=', locationId);
  if (!caller.isBrokerage) q = q.where((eb) => eb.or([eb('company_id', '=', customerId), eb('company_id', 'is', null)]));
  return q.executeTakeFirst();
}

/** The customer's location with this name, street and postal code (letter case aside), if saved already. */
export function findSameFacility(db: Db, customerId: number, facility: { name: string; addressLine1: string; postalCode: string }) {
  return db
    .selectFrom('locations')
    .select('id')
    .where('company_id', '=', customerId)
    .where(sql`lower(name)`, '=', facility.name.toLowerCase())
    .where(sql`lower(address_line1)`, '=', facility.addressLine1.toLowerCase())
    .where('postal_code', '=', facility.postalCode)
    .orderBy('id')
    .executeTakeFirst();
}

export function findCompany(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'name', 'kind', 'is_broker']).where('id', '=', companyId).executeTakeFirst();
}

// ---- writes ------------------------------------------------------------------------------------

/** Inserts the order and gives it its number (ORD- and 2,100,000 + id, as the demo data numbers them). */
export async function insertOrder(trx: Db, values: Omit<Insertable<OrdersTable>, 'order_number'>): Promise<{ id: number; order_number: string }> {
  const { id } = await trx.insertInto('orders').values({ ...values, order_number: `pending-${crypto.randomUUID()}` }).returning('id').executeTakeFirstOrThrow();
  return trx.updateTable('orders').set({ order_number: sql<string>`'ORD-' || (2100000 + id)` }).where('id', '=', id).returning(['id', 'order_number']).executeTakeFirstOrThrow();
}

export function updateOrder(trx: Db, id: number, values: Updateable<OrdersTable>) {
  return trx.updateTable('orders').set(values).where('id', '=', id).execute();
}

export async function replaceReferences(trx: Db, orderId: number, refs: readonly { label: string; value: string; typeId?: number }[]) {
  await trx.deleteFrom('order_reference_numbers').where('order_id', '=', orderId).execute();
  if (refs.length > 0) await trx.insertInto('order_reference_numbers').values(refs.map((r) => ({ order_id: orderId, label: r.label, value: r.value, type_id: r.typeId ?? null }))).execute();
}

export function insertStop(trx: Db, values: Insertable<OrderStopsTable>) {
  return trx.insertInto('order_stops').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateStop(trx: Db, id: number, values: Updateable<OrderStopsTable>) {
  return trx.updateTable('order_stops').set(values).where('id', '=', id).execute();
}

/** Removes order stops (and the shipment stops copied from them, which nothing else holds before booking). */
export async function deleteStops(trx: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await trx.deleteFrom('shipment_stops').where('order_stop_id', 'in', [...ids]).execute();
  await trx.deleteFrom('order_stops').where('id', 'in', [...ids]).execute();
}

export async function deleteLinesExcept(trx: Db, orderId: number, keepIds: readonly string[]) {
  let q = trx.deleteFrom('order_line_items').where('order_id', '=', orderId);
  if (keepIds.length > 0) q = q.where('id', 'not in', [...keepIds]);
  await q.execute();
}

export function insertLine(trx: Db, values: Insertable<OrderLineItemsTable>) {
  return trx.insertInto('order_line_items').values(values).execute();
}

export function updateLine(trx: Db, id: string, orderId: number, values: Updateable<OrderLineItemsTable>) {
  return trx.updateTable('order_line_items').set(values).where('id', '=', id).where('order_id', '=', orderId).execute();
}

/** The ids of these line items that already belong to the order (a GUID from elsewhere makes a new line). */
export async function existingLineIds(trx: Db, orderId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx.selectFrom('order_line_items').select('id').where('order_id', '=', orderId).where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

/** Whether a line item id is taken by another order (ids are global GUIDs). */
export async function lineIdsTakenElsewhere(trx: Db, orderId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx.selectFrom('order_line_items').select('id').where('order_id', '<>', orderId).where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

/** A shipment made from an order the caller sees, locked when asked (inside a transaction). */
export function findVisibleOrderShipmentById(db: Db, caller: Caller, shipmentId: number, lock = false) {
  let q = applyVisibility(db.selectFrom('orders'), visibleOrders, caller)
    .innerJoin('shipments', 'shipments.order_id', 'orders.id')
    .selectAll('shipments')
    .select('orders.order_number')
    .where('shipments.id', '=', shipmentId);
  if (lock) q = q.forUpdate('shipments');
  return q.executeTakeFirst();
}
