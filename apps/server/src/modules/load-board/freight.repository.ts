import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, ShipmentsRow } from '../../db/database';
import {
  availableFreight,
  destinationPoint,
  destinationTimeZone,
  FREIGHT_COLUMNS,
  originPoint,
  originTimeZone,
  pickupWindowEnd,
  shipmentDestination,
  shipmentOrigin,
  tripMiles,
} from '../../db/freight-sql';
import { isoTimestamps } from '../../db/iso-timestamps';
import type { LanePlaceColumn } from '../../db/lane-columns';
import { closerThan, earthOf, milesBetween, withinMiles, type GeoPoint } from '../../db/geo';
import type { SearchSortProperty } from '@portal/domain/load-board/load-board-schemas';
import { cellsWithin, type CircleCell } from '@portal/domain/load-board/board-cells';
import { BOARD_COUNT_CAP } from '@portal/domain/common/constants';
import { shipmentIdOfKey } from '@portal/domain/shipments/shipment-key';
import { cellRows, insideCellOr, inWalkedCell } from '../../db/board-cells';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleShipments } from '../../db/visibility/shipment-visibility';
import type { Caller } from '../../lib/caller';
import { replicaRead } from '../../db/read-replica';

/** A board row's columns: the freight columns, and what the board adds (id, status, posted rate). */
const BOARD_COLUMNS = ['shipments.id', 'shipments.status', ...FREIGHT_COLUMNS, 'shipments.posted_rate_cents'] as const;

type BoardQuery<O> = SelectQueryBuilder<Database, 'shipments', O>;

/** The columns of a board row, plus its trip miles and (when a point is given) the distances to it. */
export function selectFreight<O>(query: BoardQuery<O>, from: { origin?: GeoPoint | null; destination?: GeoPoint | null } = {}) {
  return query
    .select(BOARD_COLUMNS)
    .select(tripMiles().as('miles'))
    .select([originTimeZone().as('origin_timezone'), destinationTimeZone().as('destination_timezone')])
    .select(milesFrom(from.origin, originPoint()).as('origin_miles'))
    .select(milesFrom(from.destination, destinationPoint()).as('destination_miles'));
}

/** Miles from a given point to a load's point; null without a point. */
function milesFrom(from: GeoPoint | null | undefined, point: RawBuilder<unknown>): RawBuilder<number | null> {
  return from ? milesBetween(earthOf(from), point) : sql<number | null>`null::float8`;
}

/** The shipment columns of a board row, typed as the table has them. */
type FreightShipmentColumns = Pick<
  ShipmentsRow,
  | 'id'
  | 'shipment_number'
  | 'status'
  | LanePlaceColumn
  | 'origin_latitude'
  | 'origin_longitude'
  | 'destination_latitude'
  | 'destination_longitude'
  | 'equipment_mode'
  | 'shipping_mode'
  | 'weight_lbs'
  | 'posted_rate_cents'
  | 'is_partial'
  | 'requirements'
>;

export type FreightDbRow = FreightShipmentColumns & {
  /** Dates, or ISO strings when read for a board page (db/iso-timestamps.ts). */
  pickup_early: Date | string;
  pickup_late: Date | string | null;
  delivery_early: Date | string | null;
  delivery_late: Date | string | null;
  miles: number | null;
  origin_miles: number | null;
  destination_miles: number | null;
  origin_timezone: string | null;
  destination_timezone: string | null;
};

// ---- one page and its total --------------------------------------------------------------------

/** One term of a board order: a value and its direction; loads without the value come last either way. */
interface OrderTerm {
  value: RawBuilder<unknown>;
  descending: boolean;
}

const ordered = (value: RawBuilder<unknown>, descending: boolean) => sql`${value} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`;

/** The ORDER BY terms of a board order, over the values as the terms give them. */
const orderTerms = (order: readonly OrderTerm[]) => order.map((t) => ordered(t.value, t.descending));

function orderBy<Q extends { orderBy(term: RawBuilder<unknown>): Q }>(query: Q, terms: readonly RawBuilder<unknown>[]): Q {
  return terms.reduce((q, term) => q.orderBy(term), query);
}

/**
 * The ids of one page of the loads `matching` selects, in `order`, each with the count (`counted`).
 * With cells (the cells of the search's origin circle), each cell's index range is walked in that order for at most as many loads
 * as the page reaches, and the page is taken from what the walks found: the cost follows the page,
 * not the loads in the circle. Without cells the planner walks the board's own indexes.
 */
function pageOfIds(db: Db, matching: BoardQuery<object>, order: readonly OrderTerm[], paging: Paging, cells: readonly CircleCell[] | null, counted: RawBuilder<number>) {
  const offset = (paging.page - 1) * paging.pageSize;
  if (!cells) {
    const page = matching.select('shipments.id').select(counted.as('matches'));
    return orderBy(page, orderTerms(order))
      .limit(paging.pageSize)
      .offset(offset);
  }
  const inCell = matching
    .select('shipments.id')
    .select(order.map((t, i) => t.value.as(`k${i}`)))
    .where(inWalkedCell());
  const walk = orderBy(inCell, orderTerms(order)).limit(offset + paging.pageSize);
  const found = db
    .selectFrom(cellRows(cells))
    .innerJoinLateral(walk.as('walk'), (join) => join.onTrue())
    .select('walk.id')
    .select(counted.as('matches'));
  return orderBy(found, order.map((t, i) => ordered(sql.ref(`walk.k${i}`), t.descending)))
    .limit(paging.pageSize)
    .offset(offset);
}

/**
 * How many loads `matching` selects, counted up to a cap: BOARD_COUNT_CAP, or as far as the page
 * after this one when that is further, so a list can always page on. Past it the answer says so
 * (totalCountCapped) instead of counting every load around a busy city. The count is a subquery of
 * its own (one more than the cap at most), which the page's statement carries.
 */
function cappedCount(db: Db, matching: BoardQuery<object>, paging: Paging, cells: readonly CircleCell[] | null) {
  const cap = Math.max(BOARD_COUNT_CAP, (paging.page + 1) * paging.pageSize);
  const one = matching.select(sql.lit(1).as('one'));
  const limited = cells
    ? db
        .selectFrom(cellRows(cells))
        .innerJoinLateral(one.where(inWalkedCell()).limit(cap + 1).as('in_cell'), (join) => join.onTrue())
        .select('in_cell.one')
        .limit(cap + 1)
    : one.limit(cap + 1);
  return {
    counted: sql<number>`(select count(*) from (${limited}) counted)`,
    capped: (total: number) => ({ totalCount: Math.min(total, cap), totalCountCapped: total > cap }),
  };
}

interface Paging {
  page: number;
  pageSize: number;
}

/**
 * One page of the loads `matching` selects, in `order`, and how many match (capped), in one
 * statement: the count is an init plan, run once whatever the page's rows. Only the page's rows are
 * read from the table; the outer query applies the order again, as a join does not keep the page's
 * order. Past the last page there is no row to carry the count, so it is asked on its own.
 */
async function boardPage<O>(
  db: Db,
  matching: BoardQuery<object>,
  order: readonly OrderTerm[],
  paging: Paging,
  columns: (query: BoardQuery<object>) => BoardQuery<O>,
  cells: readonly CircleCell[] | null,
) {
  const { counted, capped } = cappedCount(db, matching, paging, cells);
  const page = sql<{ id: number; matches: number }>`(${pageOfIds(db, matching, order, paging, cells, counted)})`.as('page');
  const joined = columns(db.selectFrom('shipments')).innerJoin(page, 'page.id', 'shipments.id').select('page.matches');
  // The rows only become answers: timestamps are read as ISO strings (db/iso-timestamps.ts).
  const rows = await orderBy(joined, orderTerms(order))
    .modifyEnd(isoTimestamps)
    .modifyEnd(replicaRead)
    .execute();
  if (rows.length > 0) return { rows: rows.map(({ matches, ...row }) => row), ...capped(Number(rows[0]!.matches)) };
  if (paging.page === 1) return { rows: [], ...capped(0) };
  const alone = await sql<{ matches: number }>`select ${counted} as matches ${replicaRead}`.execute(db);
  return { rows: [], ...capped(Number(alone.rows[0]!.matches)) };
}

// ---- search ------------------------------------------------------------------------------------

export interface BoardSearch {
  origin: GeoPoint | null;
  originRadius: number;
  destination: GeoPoint | null;
  destinationRadius: number;
  pickupFrom: Date | null;
  pickupTo: Date | null;
  equipmentModes: readonly string[];
  includePartials: boolean;
  sortProperty: SearchSortProperty;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * Within a circle: through the GiST index of those points, or, on a walk by cells (`byCells`), by the
 * distance alone, so that the planner keeps to the cell indexes.
 */
function inCircle(center: GeoPoint, radiusMiles: number, end: 'origin' | 'destination', byCells: boolean) {
  const [point, computed] = end === 'origin' ? [shipmentOrigin(), originPoint()] : [shipmentDestination(), destinationPoint()];
  if (!byCells) return withinMiles(earthOf(center), radiusMiles, point, computed);
  const closer = closerThan(earthOf(center), radiusMiles, computed);
  // The cells are the origin circle's: a load in a cell wholly inside it needs no distance test.
  return end === 'origin' ? insideCellOr(closer) : closer;
}

function filtered(db: Db, search: BoardSearch, now: Date, byCells: boolean) {
  let query = availableFreight(db, now);
  if (search.origin) query = query.where(inCircle(search.origin, search.originRadius, 'origin', byCells));
  if (search.destination) query = query.where(inCircle(search.destination, search.destinationRadius, 'destination', byCells));
  // A load fits the date range when its pickup window overlaps it.
  if (search.pickupFrom) query = query.where(pickupWindowEnd, '>=', search.pickupFrom);
  if (search.pickupTo) query = query.where('shipments.pickup_early', '<=', search.pickupTo);
  if (search.equipmentModes.length > 0) query = query.where('shipments.equipment_mode', 'in', [...search.equipmentModes]);
  if (!search.includePartials) query = query.where('shipments.is_partial', '=', false);
  return query;
}

/** Sorts whose every direction has a board cell index (migration 0041): a search by origin walks its cells. */
const CELL_SORTS: ReadonlySet<SearchSortProperty> = new Set(['pickupDate', 'deliveryDate', 'rate', 'ratePerMile', 'miles', 'weight']);

/**
 * What a search sorts by. Distances sort by the straight line through the earth to the search's
 * point (`<->`, in the same order as the great-circle miles), which the origin and destination GiST
 * indexes yield nearest first.
 */
function sortExpression(search: BoardSearch): RawBuilder<unknown> {
  switch (search.sortProperty) {
    case 'pickupDate':
      return sql`shipments.pickup_early`;
    case 'deliveryDate':
      return sql`shipments.delivery_early`;
    case 'originDistance':
      return search.origin ? sql`(${shipmentOrigin()} <-> ${earthOf(search.origin)})` : sql`null::float8`;
    case 'destinationDistance':
      return search.destination ? sql`(${shipmentDestination()} <-> ${earthOf(search.destination)})` : sql`null::float8`;
    case 'rate':
      return sql`shipments.posted_rate_cents`;
    case 'ratePerMile':
      return sql`(shipments.posted_rate_cents / nullif(${tripMiles()}, 0))`;
    case 'miles':
      return tripMiles();
    case 'weight':
      return sql`shipments.weight_lbs`;
  }
}

/**
 * How a search finds its page: by the cells of its origin circle when it can, or always over the
 * whole board (the same answers, at the cost of ranking every match; tests compare the two).
 */
export type BoardWalk = 'cells' | 'whole-board';

export async function searchFreight(db: Db, search: BoardSearch, now: Date, walk: BoardWalk = 'cells') {
  const order: OrderTerm[] = [
    { value: sortExpression(search), descending: search.sortDirection === 'desc' },
    { value: sql`shipments.pickup_early`, descending: false },
    { value: sql`shipments.id`, descending: false },
  ];
  const cells = walk === 'cells' && search.origin && CELL_SORTS.has(search.sortProperty) ? cellsWithin(search.origin, search.originRadius) : null;
  const { rows, ...count } = await boardPage(db, filtered(db, search, now, cells !== null), order, search, (query) => selectFreight(query, search), cells);
  return { rows: rows as FreightDbRow[], ...count };
}

/** Loads still on the board among these ids (Top Picks ranks them). */
export async function findAvailableByIds(db: Db, ids: readonly number[], now: Date): Promise<FreightDbRow[]> {
  const rows = await selectFreight(availableFreight(db, now)).where('shipments.id', 'in', [...ids]).execute();
  return rows as FreightDbRow[];
}

export async function findAvailableByNumber(db: Db, shipmentNumber: string, now: Date): Promise<FreightDbRow | undefined> {
  const row = await selectFreight(availableFreight(db, now)).where('shipments.shipment_number', '=', shipmentNumber).executeTakeFirst();
  return row as FreightDbRow | undefined;
}

// ---- near a point, after a time (reloads, lane matches) ----------------------------------------

export interface NearSearch {
  /** Pickup within radiusMiles of this point. */
  pickupNear: GeoPoint;
  radiusMiles: number;
  /** The pickup window must still be open at this instant. */
  pickupAfter: Date;
  /** Optional: pickup must start by this instant. */
  pickupBy?: Date | null;
  /** Optional: delivery near one of these points (each with its own radius). */
  deliveryNear?: readonly (GeoPoint & { radiusMiles: number })[];
  equipmentMode?: string | null;
  excludeShipmentId?: number;
  includePartials?: boolean;
  page: number;
  pageSize: number;
}

function nearFiltered(db: Db, search: NearSearch, now: Date, byCells: boolean) {
  let query = availableFreight(db, now)
    .where(inCircle(search.pickupNear, search.radiusMiles, 'origin', byCells))
    .where(pickupWindowEnd, '>=', search.pickupAfter);
  if (search.pickupBy) query = query.where('shipments.pickup_early', '<=', search.pickupBy);
  if (search.equipmentMode) query = query.where('shipments.equipment_mode', '=', search.equipmentMode);
  if (search.excludeShipmentId !== undefined) query = query.where('shipments.id', '<>', search.excludeShipmentId);
  if (search.includePartials === false) query = query.where('shipments.is_partial', '=', false);
  const targets = search.deliveryNear ?? [];
  if (targets.length > 0) {
    query = query.where(sql<boolean>`(${sql.join(targets.map((t) => inCircle(t, t.radiusMiles, 'destination', byCells)), sql` or `)})`);
  }
  return query;
}

/** Loads picking up near a point, by pickup date, then deadhead (nearest first), walked by the cells around it. */
export async function searchNear(db: Db, search: NearSearch, now: Date, walk: BoardWalk = 'cells') {
  const nearestTarget =
    search.deliveryNear && search.deliveryNear.length > 0
      ? sql<number>`least(${sql.join(search.deliveryNear.map((t) => milesBetween(earthOf(t), destinationPoint())))})`
      : sql<number | null>`null::float8`;
  const order: OrderTerm[] = [
    { value: sql`shipments.pickup_early`, descending: false },
    { value: milesBetween(earthOf(search.pickupNear), originPoint()), descending: false },
    { value: sql`shipments.id`, descending: false },
  ];
  const cells = walk === 'cells' ? cellsWithin(search.pickupNear, search.radiusMiles) : null;
  const { rows, ...count } = await boardPage(
    db,
    nearFiltered(db, search, now, cells !== null),
    order,
    search,
    (query) => selectFreight(query, { origin: search.pickupNear }).select(nearestTarget.as('target_miles')),
    cells,
  );
  return { rows: rows.map((r) => ({ ...(r as FreightDbRow), destination_miles: r.target_miles })) as FreightDbRow[], ...count };
}

/** The shipment a reload search starts from: one the caller can see, by number or (all digits) id. */
export async function findReloadBase(db: Db, caller: Caller, key: string) {
  const id = shipmentIdOfKey(key);
  const rows = await applyVisibility(db.selectFrom('shipments'), visibleShipments, caller)
    .selectAll('shipments')
    .select(destinationTimeZone().as('destination_timezone'))
    .where((eb) => (id === null ? eb('shipments.shipment_number', '=', key) : eb.or([eb('shipments.shipment_number', '=', key), eb('shipments.id', '=', id)])))
    // A shipment number wins over an id that happens to be the same digits.
    .orderBy(sql`shipments.shipment_number = ${key}`, 'desc')
    .limit(1)
    .execute();
  return rows[0];
}
