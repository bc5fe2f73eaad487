import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { AT_STOP_UPDATE_AFTER_MS } from '@portal/domain/shipments/lifecycle';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Database, ShipmentStopsRow, ShipmentsRow, ShipmentsUpdate } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { SortProperty } from './shipment-schemas';
import { applyShipmentVisibility, type ShipmentScope } from './shipment-visibility';

export type Db = Kysely<Database>;

/**
 * Every shipment query starts here: the caller's visibility is applied once, in one place.
 * Detail reads use scope `visible` (includes the load board); lists and counts use `own`.
 */
export function visibleShipments(db: Db, caller: Caller, scope: ShipmentScope = 'visible'): SelectQueryBuilder<Database, 'shipments', {}> {
  return applyShipmentVisibility(db.selectFrom('shipments'), caller, scope);
}

export function findVisibleShipmentById(db: Db, caller: Caller, id: number): Promise<ShipmentsRow | undefined> {
  return visibleShipments(db, caller).selectAll('shipments').where('shipments.id', '=', id).executeTakeFirst();
}

export function findVisibleShipmentByNumber(db: Db, caller: Caller, shipmentNumber: string): Promise<ShipmentsRow | undefined> {
  return visibleShipments(db, caller).selectAll('shipments').where('shipments.shipment_number', '=', shipmentNumber).executeTakeFirst();
}

/** Locks the row for the rest of the transaction; callers check visibility first. */
export function lockShipment(trx: Db, id: number): Promise<ShipmentsRow> {
  return trx.selectFrom('shipments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export function findStops(db: Db, shipmentId: number): Promise<ShipmentStopsRow[]> {
  return db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
}

export function updateShipment(trx: Db, id: number, values: ShipmentsUpdate) {
  return trx.updateTable('shipments').set(values).where('id', '=', id).execute();
}

/** Order line items picked up or dropped at these order stops, with their order number. */
export function findLineItemsForOrderStops(db: Db, orderStopIds: number[]) {
  if (orderStopIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line_items as li')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .selectAll('li')
    .select('o.order_number')
    .where((eb) => eb.or([eb('li.pickup_stop_id', 'in', orderStopIds), eb('li.dropoff_stop_id', 'in', orderStopIds)]))
    .orderBy('li.order_id')
    .orderBy('li.id')
    .execute();
}

export type LineItemWithOrder = Awaited<ReturnType<typeof findLineItemsForOrderStops>>[number];

/** The orders behind a shipment: its own order plus any order whose stops it serves (consolidations). */
export async function findShipmentOrderIds(db: Db, shipment: Pick<ShipmentsRow, 'id' | 'order_id'>): Promise<number[]> {
  const rows = await db
    .selectFrom('shipment_stops as ss')
    .innerJoin('order_stops as os', 'os.id', 'ss.order_stop_id')
    .select('os.order_id')
    .distinct()
    .where('ss.shipment_id', '=', shipment.id)
    .execute();
  const ids = new Set(rows.map((r) => r.order_id));
  if (shipment.order_id !== null) ids.add(shipment.order_id);
  return [...ids].sort((a, b) => a - b);
}

export function findCompanies(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'company_number', 'kind', 'mc_number', 'dot_number', 'scac', 'phone', 'email', 'address_line1', 'city', 'state', 'postal_code', 'factoring_company_id'])
    .where('id', 'in', ids)
    .execute();
}
export type CompanyRow = Awaited<ReturnType<typeof findCompanies>>[number];

export function findBrokerageCompany(db: Db) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'company_number', 'kind', 'mc_number', 'dot_number', 'scac', 'phone', 'email', 'address_line1', 'city', 'state', 'postal_code', 'factoring_company_id'])
    .where('kind', '=', 'Brokerage')
    .orderBy('id')
    .executeTakeFirst();
}

// ---- lists -------------------------------------------------------------------------------------

export interface ShipmentListFilter {
  query?: string;
  statuses: readonly number[];
  needsUpdates: boolean;
  /** Only shipments with an unresolved problem. */
  openProblemsOnly?: boolean;
  sortProperty?: SortProperty;
  sortDirection?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const MOVING = sql.lit(ShipmentStatus.Booked);
const IN_TRANSIT = sql.lit(ShipmentStatus.InTransit);
const DISPATCHED = sql.lit(ShipmentStatus.Dispatched);
const AT_STOP = sql.lit(ShipmentStatus.AtStop);

/**
 * The SQL form of the domain's needsUpdate rule over the maintained columns: moving and the next
 * stop's window end (next_stop_due_at) is past, or at a stop for longer than the domain allows.
 */
export function needsUpdateSql(now: Date) {
  const atStopSince = new Date(now.getTime() - AT_STOP_UPDATE_AFTER_MS);
  return sql<boolean>`(
    (shipments.status in (${MOVING}, ${DISPATCHED}, ${IN_TRANSIT}) and shipments.next_stop_due_at < ${now})
    or (shipments.status = ${AT_STOP} and coalesce(
      (select ss.arrived_at from shipment_stops ss
        where ss.shipment_id = shipments.id and ss.arrived_at is not null and ss.departed_at is null
        order by ss.stop_number limit 1),
      shipments.last_activity_at) < ${atStopSince})
  )`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filteredShipments(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date) {
  let query = visibleShipments(db, caller, 'own');
  if (filter.statuses.length > 0) query = query.where('shipments.status', 'in', [...filter.statuses]);
  if (filter.needsUpdates) query = query.where(needsUpdateSql(now));
  if (filter.openProblemsOnly) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('shipment_problems as p').select('p.id').whereRef('p.shipment_id', '=', 'shipments.id').where('p.resolved_at', 'is', null)),
    );
  }
  const text = filter.query?.trim();
  if (text) {
    query = query.where((eb) =>
      eb.or([
        eb('shipments.shipment_number', 'like', `${escapeLike(text)}%`),
        sql<boolean>`shipments.reference_numbers @> array[${text}]::text[]`,
        eb('shipments.shipping_pro_number', '=', text),
      ]),
    );
  }
  return query;
}

const SORT_COLUMNS = {
  shipmentNumber: 'shipments.shipment_number',
  pickupDate: 'shipments.pickup_early',
  deliveryDate: 'shipments.delivery_early',
  status: 'shipments.status',
  nextStopDue: 'shipments.next_stop_due_at',
  lastActivity: 'shipments.last_activity_at',
} as const;
const NULLABLE_SORT_COLUMNS = new Set<string>([SORT_COLUMNS.deliveryDate, SORT_COLUMNS.nextStopDue, SORT_COLUMNS.lastActivity]);

export async function listShipmentSummaries(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date) {
  const column = SORT_COLUMNS[filter.sortProperty ?? 'pickupDate'];
  const direction = filter.sortDirection ?? (filter.sortProperty ? 'asc' : 'desc');
  const [rows, count] = await Promise.all([
    filteredShipments(db, caller, filter, now)
      .select([
        'shipments.id',
        'shipments.shipment_number',
        'shipments.status',
        'shipments.origin_city',
        'shipments.origin_state',
        'shipments.origin_postal_code',
        'shipments.destination_city',
        'shipments.destination_state',
        'shipments.destination_postal_code',
        'shipments.pickup_early',
        'shipments.pickup_late',
        'shipments.delivery_early',
        'shipments.delivery_late',
        'shipments.shipping_mode',
        'shipments.equipment_mode',
        'shipments.rate_cents',
        'shipments.reference_numbers',
        'shipments.is_on_time',
        'shipments.next_stop_due_at',
        'shipments.last_activity_at',
        'shipments.truck_number',
        'shipments.trailer_number',
        'shipments.shipping_pro_number',
        'shipments.trip_id',
        'shipments.carrier_id',
      ])
      .select(needsUpdateSql(now).as('needs_update'))
      .select((eb) => eb.selectFrom('companies as c').select('c.name').whereRef('c.id', '=', 'shipments.carrier_id').as('carrier_name'))
      // Only nullable columns get NULLS LAST; on the others a plain order can follow the indexes.
      .orderBy(column, (ob) => {
        const ordered = direction === 'asc' ? ob.asc() : ob.desc();
        return NULLABLE_SORT_COLUMNS.has(column) ? ordered.nullsLast() : ordered;
      })
      .orderBy('shipments.id', direction)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    filteredShipments(db, caller, filter, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}

export type ShipmentSummaryRow = Awaited<ReturnType<typeof listShipmentSummaries>>['rows'][number];

export async function countShipmentsByStatus(db: Db, caller: Caller, statuses: readonly number[]) {
  const rows = await visibleShipments(db, caller, 'own')
    .select(['shipments.status'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shipments.status', 'in', [...statuses])
    .groupBy('shipments.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}

/** On time, late (a late arrival already happened, or the next stop is overdue) and unknown, over open and delivered freight. */
export async function countOnTime(db: Db, caller: Caller, statuses: readonly number[], now: Date) {
  const overdue = sql<boolean>`coalesce(shipments.status between ${MOVING} and ${AT_STOP} and shipments.next_stop_due_at < ${now}, false)`;
  const row = await visibleShipments(db, caller, 'own')
    .select([
      sql<number>`count(*) filter (where shipments.is_on_time = false or ${overdue})`.as('late'),
      sql<number>`count(*) filter (where shipments.is_on_time = true and not ${overdue})`.as('on_time'),
      sql<number>`count(*) filter (where shipments.is_on_time is null and not ${overdue})`.as('unknown'),
    ])
    .where('shipments.status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return { onTime: Number(row.on_time), late: Number(row.late), unknown: Number(row.unknown) };
}

/** Shipments of one trip that the caller may see, in pickup order. */
export function findVisibleTripShipments(db: Db, caller: Caller, tripId: number, now: Date) {
  return visibleShipments(db, caller)
    .selectAll('shipments')
    .select(needsUpdateSql(now).as('needs_update'))
    .select((eb) => eb.selectFrom('companies as c').select('c.name').whereRef('c.id', '=', 'shipments.carrier_id').as('carrier_name'))
    .where('shipments.trip_id', '=', tripId)
    .orderBy('shipments.pickup_early')
    .orderBy('shipments.id')
    .execute();
}
