import { sql, type SelectQueryBuilder } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Database, ShipmentStopsRow, ShipmentsRow, ShipmentsUpdate } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { SortProperty } from './shipment-schemas';
import { ownStatusCountsKey, type ShipmentScope } from './shipment-visibility';
import { escapeLike } from '../../lib/like-pattern';
import type { Db } from '../../db/db';
import { ownShipments, visibleShipments } from '../../db/visibility/shipment-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

/**
 * Every shipment query starts here: the caller's visibility is applied once, in one place.
 * Detail reads use scope `visible` (includes the load board); lists and counts use `own`.
 */
export function shipmentsOf(db: Db, caller: Caller, scope: ShipmentScope = 'visible'): SelectQueryBuilder<Database, 'shipments', {}> {
  return applyVisibility(db.selectFrom('shipments'), scope === 'own' ? ownShipments : visibleShipments, caller);
}

export function findVisibleShipmentById(db: Db, caller: Caller, id: number): Promise<ShipmentsRow | undefined> {
  return shipmentsOf(db, caller).selectAll('shipments').where('shipments.id', '=', id).executeTakeFirst();
}

export function findVisibleShipmentByNumber(db: Db, caller: Caller, shipmentNumber: string): Promise<ShipmentsRow | undefined> {
  return shipmentsOf(db, caller).selectAll('shipments').where('shipments.shipment_number', '=', shipmentNumber).executeTakeFirst();
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
const AT_STOP = sql.lit(ShipmentStatus.AtStop);

/**
 * The SQL form of the domain's needsUpdate rule: update_due_at is kept by a trigger from the
 * status, the next stop's window end and the open stop (migration 0006-shipment-update-due).
 */
export function needsUpdateSql(now: Date) {
  // Null (never due) is not less than anything: such rows are filtered out and read as false.
  return sql<boolean>`shipments.update_due_at < ${now}`;
}

function filteredShipments(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date) {
  let query = shipmentsOf(db, caller, 'own');
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

/** The list total: a status-only filter is a sum of kept counts; anything more is counted. */
async function countFiltered(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date): Promise<number> {
  const statusOnly = !filter.needsUpdates && !filter.openProblemsOnly && !filter.query?.trim();
  if (statusOnly) return countOwnInStatuses(db, caller, filter.statuses);
  const row = await filteredShipments(db, caller, filter, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
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

/**
 * One page of the caller's shipments and the total. The page's ids are found first (on an index
 * alone where one covers the filter and the order, e.g. the needs-update list), and only those 50
 * rows are read whole: the needs-update list would otherwise read every overdue shipment.
 */
export async function listShipmentSummaries(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date) {
  const column = SORT_COLUMNS[filter.sortProperty ?? 'pickupDate'];
  const direction = filter.sortDirection ?? (filter.sortProperty ? 'asc' : 'desc');
  // Only nullable columns get NULLS LAST; on the others a plain order can follow the indexes.
  const order = <Q extends SelectQueryBuilder<Database, 'shipments', any>>(query: Q): Q =>
    query
      .orderBy(column, (ob) => {
        const ordered = direction === 'asc' ? ob.asc() : ob.desc();
        return NULLABLE_SORT_COLUMNS.has(column) ? ordered.nullsLast() : ordered;
      })
      .orderBy('shipments.id', direction) as Q;
  const pageIds = order(filteredShipments(db, caller, filter, now).select('shipments.id'))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [rows, count] = await Promise.all([
    order(
      db
        .selectFrom('shipments')
        .where('shipments.id', 'in', pageIds)
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
        .select((eb) => eb.selectFrom('companies as c').select('c.name').whereRef('c.id', '=', 'shipments.carrier_id').as('carrier_name')),
    ).execute(),
    countFiltered(db, caller, filter, now),
  ]);
  return { rows, totalCount: count };
}

export type ShipmentSummaryRow = Awaited<ReturnType<typeof listShipmentSummaries>>['rows'][number];

/**
 * The caller's own shipments per status from the kept counts (statuses empty: every status), or
 * undefined when the counts can't say for this caller (see ownStatusCountsKey).
 */
export async function keptStatusCounts(db: Db, caller: Caller, statuses: readonly number[]): Promise<Map<number, number> | undefined> {
  const key = ownStatusCountsKey(caller);
  if (key === undefined) return undefined;
  if (key === 'none') return new Map();
  let query = db
    .selectFrom('shipment_status_counts')
    .select(['status', 'shipments'])
    .where('party', '=', key.party)
    .where('company_id', '=', key.companyId);
  if (statuses.length > 0) query = query.where('status', 'in', [...statuses]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.status, r.shipments]));
}

const sumOf = (counts: Map<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** The caller's own shipments in these statuses (empty: all), from the kept counts when they can say. */
export async function countOwnInStatuses(db: Db, caller: Caller, statuses: readonly number[]): Promise<number> {
  const kept = await keptStatusCounts(db, caller, statuses);
  if (kept) return sumOf(kept);
  let query = shipmentsOf(db, caller, 'own');
  if (statuses.length > 0) query = query.where('shipments.status', 'in', [...statuses]);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countShipmentsByStatus(db: Db, caller: Caller, statuses: readonly number[]) {
  const kept = await keptStatusCounts(db, caller, statuses);
  if (kept) return kept;
  const rows = await shipmentsOf(db, caller, 'own')
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
  const row = await shipmentsOf(db, caller, 'own')
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
  return shipmentsOf(db, caller)
    .selectAll('shipments')
    .select(needsUpdateSql(now).as('needs_update'))
    .select((eb) => eb.selectFrom('companies as c').select('c.name').whereRef('c.id', '=', 'shipments.carrier_id').as('carrier_name'))
    .where('shipments.trip_id', '=', tripId)
    .orderBy('shipments.pickup_early')
    .orderBy('shipments.id')
    .execute();
}
