import { sql, type SelectQueryBuilder } from 'kysely';
import type { SortProperty } from '@portal/domain/shipments/shipment-request-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Database } from '../../../db/database';
import { isoTimestamps, type WithAnyTimestamps } from '../../../db/iso-timestamps';
import type { Db } from '../../../db/db';
import { genericPlan } from '../../../db/generic-plan';
import { perCallerQuery } from '../../../db/query-shapes';
import type { Caller } from '../../../lib/caller';
import { escapeLike } from '../../../lib/like-pattern';
import { looksLikePlace, parsePlaceFilter, type PlaceFilter } from '@portal/domain/shipments/place-filter';
import { ownStatusCountsKey } from '../access/shipment-visibility';
import { shipmentsOf } from '../access/shipments.repository';
import { lanePlaceColumns } from '../../../db/lane-columns';
import { replicaRead } from '../../../db/read-replica';

export interface ShipmentListFilter {
  query?: string;
  /** Pickup city (or its start), optionally ", ST". */
  origin?: string;
  /** Delivery city (or its start), optionally ", ST". */
  destination?: string;
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

/** What changes the list's SQL: which filters are on, and the order (the values are bound apart). */
interface ListShape {
  statuses: readonly number[];
  needsUpdates: boolean;
  openProblemsOnly: boolean;
  /** A text filter: number prefix, reference or PRO number. */
  byText: boolean;
  /** The text holds no digit, so it may also name the pickup or delivery city. */
  textIsPlace: boolean;
  origin: PlaceShape;
  destination: PlaceShape;
}

/** Which parts of a place filter are set: none, the city, or the city and its state. */
type PlaceShape = 'none' | 'city' | 'cityState';

/** The values a list statement takes: `prefix` is the text escaped for LIKE with its %. */
type ListValues = {
  now: Date;
  text: string;
  prefix: string;
  /** The text, lower case, escaped for LIKE with its %: a city's start. */
  cityPrefix: string;
  /** The place filters the same way, each value on its own (a statement's values are scalars: db/query-shapes.ts). */
  originCity: string;
  originState: string;
  destinationCity: string;
  destinationState: string;
};

const placeShape = (place: PlaceFilter | null): PlaceShape => (place === null ? 'none' : place.state ? 'cityState' : 'city');
const cityPrefixOf = (place: PlaceFilter | null) => `${escapeLike((place?.city ?? '').toLowerCase())}%`;

function listShape(filter: ShipmentListFilter): ListShape {
  const text = filter.query?.trim() ?? '';
  return {
    statuses: filter.statuses,
    needsUpdates: filter.needsUpdates,
    openProblemsOnly: filter.openProblemsOnly ?? false,
    byText: text !== '',
    textIsPlace: looksLikePlace(text),
    origin: placeShape(parsePlaceFilter(filter.origin)),
    destination: placeShape(parsePlaceFilter(filter.destination)),
  };
}

function listValues(filter: ShipmentListFilter, now: Date): ListValues {
  const text = filter.query?.trim() ?? '';
  const origin = parsePlaceFilter(filter.origin);
  const destination = parsePlaceFilter(filter.destination);
  return {
    now,
    text,
    prefix: `${escapeLike(text)}%`,
    cityPrefix: `${escapeLike(text.toLowerCase())}%`,
    originCity: cityPrefixOf(origin),
    originState: origin?.state ?? '',
    destinationCity: cityPrefixOf(destination),
    destinationState: destination?.state ?? '',
  };
}

/** The pickup's or the delivery's city starts with the text, in any case; and is in the state when one is given. */
function placeCondition(end: 'origin' | 'destination', shape: PlaceShape, cityPrefix: string, state: string) {
  const city = sql<boolean>`lower(${sql.ref(`shipments.${end}_city`)}) like ${cityPrefix}`;
  return shape === 'cityState' ? sql<boolean>`(${city} and ${sql.ref(`shipments.${end}_state`)} = ${state})` : city;
}

/**
 * The statuses are part of the shape, written into the SQL: a plan made without the values can
 * then still see that they fall inside a partial index's statuses (shipments_carrier_list_idx).
 * They are integers (the request schemas say so; integer() refuses anything else).
 */
const inStatuses = (statuses: readonly number[]) => sql<boolean>`shipments.status in (${sql.join(statuses.map((status) => sql.lit(integer(status))))})`;

function integer(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`A status must be an integer, not ${value}`);
  return value;
}

function filteredShipments(db: Db, caller: Caller, shape: ListShape, values: ListValues) {
  const { now, text, prefix, cityPrefix } = values;
  let query = shipmentsOf(db, caller, 'own');
  if (shape.statuses.length > 0) query = query.where(inStatuses(shape.statuses));
  if (shape.needsUpdates) query = query.where(needsUpdateSql(now));
  if (shape.openProblemsOnly) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('shipment_problems as p').select('p.id').whereRef('p.shipment_id', '=', 'shipments.id').where('p.resolved_at', 'is', null)),
    );
  }
  if (shape.byText) {
    query = query.where((eb) =>
      eb.or([
        eb('shipments.shipment_number', 'like', prefix),
        sql<boolean>`shipments.reference_numbers @> array[${text}]::text[]`,
        eb('shipments.shipping_pro_number', '=', text),
        ...(shape.textIsPlace ? [sql<boolean>`lower(shipments.origin_city) like ${cityPrefix}`, sql<boolean>`lower(shipments.destination_city) like ${cityPrefix}`] : []),
      ]),
    );
  }
  if (shape.origin !== 'none') query = query.where(placeCondition('origin', shape.origin, values.originCity, values.originState));
  if (shape.destination !== 'none') query = query.where(placeCondition('destination', shape.destination, values.destinationCity, values.destinationState));
  return query;
}

const byPlace = (shape: ListShape) => shape.origin !== 'none' || shape.destination !== 'none';
const isStatusOnly = (shape: ListShape) => !shape.needsUpdates && !shape.openProblemsOnly && !shape.byText && !byPlace(shape);
/** Statuses and "needs updates", nothing more: the booking view's default list. */
const isDueOnly = (shape: ListShape) => shape.needsUpdates && !shape.openProblemsOnly && !shape.byText && !byPlace(shape);

/** The list total: a status-only filter is a sum of kept counts; anything more is counted. */
async function countFiltered(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date): Promise<number> {
  const shape = listShape(filter);
  if (isStatusOnly(shape)) return countOwnInStatuses(db, caller, filter.statuses);
  const row = await filteredShipments(db, caller, shape, listValues(filter, now))
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
type SortColumn = (typeof SORT_COLUMNS)[SortProperty];
const NULLABLE_SORT_COLUMNS = new Set<string>([SORT_COLUMNS.deliveryDate, SORT_COLUMNS.nextStopDue, SORT_COLUMNS.lastActivity]);

/** Only nullable columns get NULLS LAST; on the others a plain order can follow the indexes. */
function inListOrder<O>(query: SelectQueryBuilder<Database, 'shipments', O>, column: SortColumn, direction: 'asc' | 'desc') {
  return query
    .orderBy(column, (ob) => {
      const ordered = direction === 'asc' ? ob.asc() : ob.desc();
      return NULLABLE_SORT_COLUMNS.has(column) ? ordered.nullsLast() : ordered;
    })
    .orderBy('shipments.id', direction);
}

/**
 * One page of the caller's shipments and the total. The page's ids are found first (on an index
 * alone where one covers the filter and the order, e.g. the needs-update list), and only those 50
 * rows are read whole: the needs-update list would otherwise read every overdue shipment.
 */
export async function listShipmentSummaries(db: Db, caller: Caller, filter: ShipmentListFilter, now: Date) {
  const column = SORT_COLUMNS[filter.sortProperty ?? 'pickupDate'];
  const direction = filter.sortDirection ?? (filter.sortProperty ? 'asc' : 'desc');
  const offset = (filter.page - 1) * filter.pageSize;
  const rows = await listPage(db, caller, { ...listShape(filter), column, direction, pageSize: filter.pageSize, firstPage: offset === 0 }, { ...listValues(filter, now), offset });
  const totalCount = rows[0] ? Number(rows[0].list_total) : await countFiltered(db, caller, filter, now);
  return { rows: rows as WithAnyTimestamps<(typeof rows)[number]>[], totalCount };
}

/**
 * Where a page's ids and its total are read from. The needs-update list reads every overdue shipment
 * once, from the update-due index, into `shipments_due` (a materialized CTE): the page is sorted out
 * of those rows and the total counts them. A plan made without the values (db/generic-plan.ts) would
 * otherwise guess that a third of the caller's freight is overdue and walk the list's order checking
 * each row: 100 ms instead of 0.7 at a million shipments. Other lists read the table for both.
 */
function pageSource(db: Db, caller: Caller, shape: ListShape & { column: SortColumn }, values: ListValues) {
  const filtered = filteredShipments(db, caller, shape, values);
  const ids = filtered.select('shipments.id');
  if (!isDueOnly(shape)) return { from: db, ids, total: filtered.select((eb) => eb.fn.countAll<number>().as('n')) };
  // The statement starts with the CTE; the page's ids read it under the table's name, so the order reads the same.
  const from = db.with((cte) => cte('shipments_due').materialized(), () => filtered.select(['shipments.id', shape.column])) as unknown as Db;
  const dueIds = db.selectFrom(sql`shipments_due`.as('shipments')).select(sql<number>`shipments.id`.as('id')) as unknown as typeof ids;
  return { from, ids: dueIds, total: sql<number>`(select count(*) from shipments_due)` };
}

/**
 * The page's statement, built once per caller and shape (db/query-shapes.ts). The page size is part
 * of the shape and the first page has no offset, so that the first page of a status-only list (the
 * default list, the tracking view) and of the booking view's needs-update list is planned once per
 * connection (db/generic-plan.ts): the plan made without the values still knows it reads 50 rows
 * from the start of an index, or every overdue row (pageSource). Other lists keep a plan per call.
 */
const listPage = perCallerQuery(
  (
    db,
    caller,
    shape: ListShape & { column: SortColumn; direction: 'asc' | 'desc'; pageSize: number; firstPage: boolean },
    values: ListValues & { offset: number },
  ) => {
    const source = pageSource(db, caller, shape, values);
    const firstIds = inListOrder(source.ids, shape.column, shape.direction).limit(sql.lit(integer(shape.pageSize)));
    const pageIds = shape.firstPage ? firstIds : firstIds.offset(values.offset);
    // The total rides on the page's rows (one statement instead of two): from the kept counts for a
    // status-only list of a caller they cover (the default list), else counted. An empty page counts apart.
    const keptTotal = isStatusOnly(shape) ? keptTotalSql(caller, shape.statuses) : undefined;
    const total = keptTotal ?? source.total;
    return (
      inListOrder(
        source.from
          .selectFrom('shipments')
          .where('shipments.id', 'in', pageIds)
          .select([
            'shipments.id',
            'shipments.shipment_number',
            'shipments.status',
            ...lanePlaceColumns('shipments'),
            'shipments.origin_time_zone',
            'shipments.destination_time_zone',
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
          .select(needsUpdateSql(values.now).as('needs_update'))
          .select((eb) => eb.selectFrom('companies as c').select('c.name').whereRef('c.id', '=', 'shipments.carrier_id').as('carrier_name'))
          .select(total.as('list_total')),
        shape.column,
        shape.direction,
      )
        // The rows only become answers: timestamps are read as ISO strings (db/iso-timestamps.ts).
        .modifyEnd(isoTimestamps)
        .modifyEnd(replicaRead)
        .$if(shape.firstPage && (isStatusOnly(shape) || isDueOnly(shape)), (query) => query.modifyEnd(genericPlan))
    );
  },
  (shape) =>
    `${shape.statuses.join()}|${shape.needsUpdates}|${shape.openProblemsOnly}|${shape.byText}|${shape.textIsPlace}|${shape.origin}|${shape.destination}|${shape.column}|${shape.direction}|${shape.pageSize}|${shape.firstPage}`,
);

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

/** The sum keptStatusCounts would give, as a scalar subquery; undefined when the kept counts can't say. */
function keptTotalSql(caller: Caller, statuses: readonly number[]) {
  const key = ownStatusCountsKey(caller);
  if (key === undefined) return undefined;
  if (key === 'none') return sql<number>`0`;
  const inStatuses = statuses.length > 0 ? sql`and status in (${sql.join([...statuses])})` : sql``;
  return sql<number>`(select coalesce(sum(shipments), 0) from shipment_status_counts where party = ${key.party} and company_id = ${key.companyId} ${inStatuses})`;
}

const sumOf = (counts: Map<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** The caller's own shipments in these statuses (empty: all), from the kept counts when they can say. */
export async function countOwnInStatuses(db: Db, caller: Caller, statuses: readonly number[]): Promise<number> {
  const kept = await keptStatusCounts(db, caller, statuses);
  if (kept) return sumOf(kept);
  let query = shipmentsOf(db, caller, 'own');
  if (statuses.length > 0) query = query.where('shipments.status', 'in', [...statuses]);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).modifyEnd(replicaRead).executeTakeFirstOrThrow();
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
