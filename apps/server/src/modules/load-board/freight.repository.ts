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
import { cellsWithin, circleBounds, type CircleBounds, type CircleCell } from '@portal/domain/load-board/board-cells';
import { BOARD_COUNT_CAP } from '@portal/domain/common/constants';
import { shipmentIdOfKey } from '@portal/domain/shipments/shipment-key';
import { cellRows, inBox, insideCellOr, inWalkedCell } from '../../db/board-cells';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleShipments } from '../../db/visibility/shipment-visibility';
import type { Caller } from '../../lib/caller';
import { replicaRead } from '../../db/read-replica';
import { sharedQuery } from '../../db/query-shapes';
import { genericPlan } from '../../db/generic-plan';

/** Search statements kept per process: every filter, order and walk a carrier combines (a few KB each). */
const BOARD_SHAPES = 512;

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

interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The paging values of a page's statement, worked out before it is built: a search's statement is
 * built once per shape with stand-ins for its values (db/query-shapes.ts), so nothing is computed from
 * them while it is built.
 */
type PageValues = {
  offset: number;
  pageSize: number;
  /** How far each cell's walk reads: to the end of the page asked for. */
  walkLimit: number;
  /** One more than the count's cap: a count that reaches it stopped at the cap. */
  countLimit: number;
  /** The walked cells (cellRows) as two arrays; empty when the search walks the whole board. */
  cellIds: number[];
  cellsInside: boolean[];
};

/**
 * Matches are counted up to a cap: BOARD_COUNT_CAP, or as far as the page after this one when that is
 * further, so a list can always page on. Past it the answer says so (totalCountCapped) instead of
 * counting every load around a busy city.
 */
const countCap = (paging: Paging) => Math.max(BOARD_COUNT_CAP, (paging.page + 1) * paging.pageSize);

function pageValues(paging: Paging, cells: readonly CircleCell[] | null): PageValues {
  const offset = (paging.page - 1) * paging.pageSize;
  return {
    offset,
    pageSize: paging.pageSize,
    walkLimit: offset + paging.pageSize,
    countLimit: countCap(paging) + 1,
    cellIds: cells?.map((c) => c.cell) ?? [],
    cellsInside: cells?.map((c) => c.inside) ?? [],
  };
}

/**
 * How a page's loads are found:
 * - `cells`: each cell of the search's origin circle is walked in the asked order (its own index) for at
 *   most as many loads as the page reaches, and the page is taken from what the walks found: the cost
 *   follows the page, not the loads in the circle;
 * - `nearest`: nearest first from a point (origin or destination distance, ascending), through that
 *   point's GiST index, which yields loads in distance order;
 * - `board`: the planner ranks every match through the board's own indexes.
 */
type PageWalk = 'cells' | 'nearest' | 'board';

/** The point a `nearest` walk measures from, and the load's point as its GiST index spells it. */
interface Nearest {
  center: RawBuilder<unknown>;
  point: RawBuilder<unknown>;
}

/** The ids of one page of the loads `matching` selects, in `order`, each with the count (`counted`). */
function pageOfIds(db: Db, matching: BoardQuery<object>, order: readonly OrderTerm[], v: PageValues, walk: PageWalk, counted: RawBuilder<number>, nearest?: Nearest) {
  if (walk === 'cells') return cellPageOfIds(db, matching, order, v, counted);
  const reached = walk === 'nearest' && nearest ? matching.where(withinNearest(matching, v, nearest)) : matching;
  const page = reached.select('shipments.id').select(counted.as('matches'));
  return orderBy(page, orderTerms(order)).limit(v.pageSize).offset(v.offset);
}

function cellPageOfIds(db: Db, matching: BoardQuery<object>, order: readonly OrderTerm[], v: PageValues, counted: RawBuilder<number>) {
  const inCell = matching
    .select('shipments.id')
    .select(order.map((t, i) => t.value.as(`k${i}`)))
    .where(inWalkedCell());
  const walk = orderBy(inCell, orderTerms(order)).limit(v.walkLimit);
  const found = db
    .selectFrom(cellRows(v.cellIds, v.cellsInside))
    .innerJoinLateral(walk.as('walk'), (join) => join.onTrue())
    .select('walk.id')
    .select(counted.as('matches'));
  return orderBy(found, order.map((t, i) => ordered(sql.ref(`walk.k${i}`), t.descending)))
    .limit(v.pageSize)
    .offset(v.offset);
}

/**
 * The loads no farther from the point than the page's last load by distance, found nearest first
 * (the GiST index's distance order, up to the end of the page). Loads at the same place tie on
 * distance and sort on by pickup, so the page is taken among all of them: a box of that reach (one
 * meter of slack) on the same index, instead of every load in the circle.
 */
function withinNearest(matching: BoardQuery<object>, v: PageValues, nearest: Nearest) {
  const distance = sql<number>`(${nearest.point} <-> ${nearest.center})`;
  const first = matching.select(distance.as('d')).orderBy(distance).limit(v.walkLimit);
  const reach = sql<number>`(select max(first.d) + 1 from (${first}) first)`;
  return sql<boolean>`${nearest.point} <@ cube_enlarge(${nearest.center}, ${reach}, 3)`;
}

/** How many loads `matching` selects, up to the cap: a subquery of its own (one more than the cap at most). */
function countedMatches(db: Db, matching: BoardQuery<object>, v: PageValues, byCells: boolean) {
  const one = matching.select(sql.lit(1).as('one'));
  const limited = byCells
    ? db
        .selectFrom(cellRows(v.cellIds, v.cellsInside))
        .innerJoinLateral(one.where(inWalkedCell()).limit(v.countLimit).as('in_cell'), (join) => join.onTrue())
        .select('in_cell.one')
        .limit(v.countLimit)
    : one.limit(v.countLimit);
  return sql<number>`(select count(*) from (${limited}) counted)`;
}

/**
 * One page of the loads `matching` selects, in `order`, and how many match (capped), in one
 * statement: the count is an init plan, run once whatever the page's rows; it walks the origin's
 * cells whenever the search has them, whatever walk finds the page. Only the page's rows are read
 * from the table; the outer query applies the order again, as a join does not keep the page's order.
 * `matching` gives the filters for a walk by cells or not (a circle is tested differently).
 */
function pageStatement<O>(
  db: Db,
  matching: (byCells: boolean) => BoardQuery<object>,
  order: readonly OrderTerm[],
  v: PageValues,
  walks: { page: PageWalk; countByCells: boolean; nearest?: Nearest },
  columns: (query: BoardQuery<object>) => BoardQuery<O>,
) {
  const counted = countedMatches(db, matching(walks.countByCells), v, walks.countByCells);
  const ids = pageOfIds(db, matching(walks.page === 'cells'), order, v, walks.page, counted, walks.nearest);
  const page = sql<{ id: number; matches: number }>`(${ids})`.as('page');
  const joined = columns(db.selectFrom('shipments')).innerJoin(page, 'page.id', 'shipments.id').select('page.matches');
  // The rows only become answers: timestamps are read as ISO strings (db/iso-timestamps.ts).
  return orderBy(joined, orderTerms(order)).modifyEnd(isoTimestamps).modifyEnd(replicaRead).modifyEnd(genericPlan);
}

/**
 * A page's rows and total (capped). Past the last page there is no row to carry the count, so it is
 * asked on its own.
 */
async function pageAnswer<R extends { matches: number }>(db: Db, rows: R[], paging: Paging, counted: () => RawBuilder<number>) {
  const cap = countCap(paging);
  const total = (count: number) => ({ totalCount: Math.min(count, cap), totalCountCapped: count > cap });
  if (rows.length > 0) return { rows: rows.map(({ matches, ...row }) => row), ...total(Number(rows[0]!.matches)) };
  if (paging.page === 1) return { rows: [], ...total(0) };
  const alone = await sql<{ matches: number }>`select ${counted()} as matches ${replicaRead}`.execute(db);
  return { rows: [], ...total(Number(alone.rows[0]!.matches)) };
}

// ---- circles -----------------------------------------------------------------------------------

/** A circle as a statement takes it: its centre, radius and the box around it (circleBounds), each a value of its own. */
interface Circle extends GeoPoint, CircleBounds {
  radiusMiles: number;
}

const CIRCLE_FIELDS = ['latitude', 'longitude', 'radiusMiles', 'south', 'north', 'west', 'east'] as const;
type CircleField = (typeof CIRCLE_FIELDS)[number];
/** A circle's fields as a statement's values, each under the circle's name (`originLatitude`, ...); null when there is none. */
type CircleValues<P extends string> = { [F in CircleField as `${P}${Capitalize<F>}`]: number | null };

const valueName = (prefix: string, field: CircleField) => `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}`;

function circleValues<P extends string>(prefix: P, center: GeoPoint | null, radiusMiles: number): CircleValues<P> {
  const circle: Record<CircleField, number> | null = center ? { latitude: center.latitude, longitude: center.longitude, radiusMiles, ...circleBounds(center, radiusMiles) } : null;
  return Object.fromEntries(CIRCLE_FIELDS.map((field) => [valueName(prefix, field), circle ? circle[field] : null])) as CircleValues<P>;
}

/** The circle a statement's values hold under `prefix` (stand-ins while the statement is built). */
function circleIn<P extends string>(prefix: P, values: CircleValues<P>): Circle {
  const named = values as Record<string, unknown>;
  return Object.fromEntries(CIRCLE_FIELDS.map((field) => [field, named[valueName(prefix, field)]])) as unknown as Circle;
}

/**
 * Within a circle: through the GiST index of those points, or, on a walk by cells (`byCells`), by the
 * distance alone, so that the planner keeps to the cell indexes.
 */
function inCircle(circle: Circle, end: 'origin' | 'destination', byCells: boolean) {
  const [point, computed] = end === 'origin' ? [shipmentOrigin(), originPoint()] : [shipmentDestination(), destinationPoint()];
  const center = earthOf(circle);
  const radius = sql<number>`${circle.radiusMiles}::float8`;
  if (!byCells) return withinMiles(center, radius, point, computed);
  // The box first: most loads a walk reads outside the circle fail it without a distance computed.
  const closer = sql<boolean>`(${inBox(end, circle)} and ${closerThan(center, radius, computed)})`;
  // The cells are the origin circle's: a load in a cell wholly inside it needs no distance test.
  return end === 'origin' ? insideCellOr(closer) : closer;
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

/** What changes a search's SQL: which filters are on, the order and the walk (the values are bound apart). */
interface SearchShape {
  origin: boolean;
  destination: boolean;
  pickupFrom: boolean;
  pickupTo: boolean;
  equipment: boolean;
  includePartials: boolean;
  sortProperty: SearchSortProperty;
  sortDirection: 'asc' | 'desc';
  walk: PageWalk;
  countByCells: boolean;
}

type SearchValues = PageValues &
  CircleValues<'origin'> &
  CircleValues<'destination'> & {
    now: Date;
    pickupFrom: Date | null;
    pickupTo: Date | null;
    equipmentModes: string[];
  };

function filtered(db: Db, shape: SearchShape, values: SearchValues, byCells: boolean) {
  let query = availableFreight(db, values.now);
  if (shape.origin) query = query.where(inCircle(circleIn('origin', values), 'origin', byCells));
  if (shape.destination) query = query.where(inCircle(circleIn('destination', values), 'destination', byCells));
  // A load fits the date range when its pickup window overlaps it.
  if (shape.pickupFrom) query = query.where(pickupWindowEnd, '>=', values.pickupFrom!);
  if (shape.pickupTo) query = query.where('shipments.pickup_early', '<=', values.pickupTo!);
  if (shape.equipment) query = query.where(sql<boolean>`shipments.equipment_mode = any(${sql.val(values.equipmentModes)}::text[])`);
  if (!shape.includePartials) query = query.where('shipments.is_partial', '=', false);
  return query;
}

/** Sorts whose every direction has a board cell index (migration 0041): a search by origin walks its cells. */
const CELL_SORTS: ReadonlySet<SearchSortProperty> = new Set(['pickupDate', 'deliveryDate', 'rate', 'ratePerMile', 'miles', 'weight']);

/**
 * What a search sorts by. Distances sort by the straight line through the earth to the search's
 * point (`<->`, in the same order as the great-circle miles), which the origin and destination GiST
 * indexes yield nearest first.
 */
function sortExpression(shape: SearchShape, values: SearchValues): RawBuilder<unknown> {
  switch (shape.sortProperty) {
    case 'pickupDate':
      return sql`shipments.pickup_early`;
    case 'deliveryDate':
      return sql`shipments.delivery_early`;
    case 'originDistance':
      return shape.origin ? sql`(${shipmentOrigin()} <-> ${earthOf(circleIn('origin', values))})` : sql`null::float8`;
    case 'destinationDistance':
      return shape.destination ? sql`(${shipmentDestination()} <-> ${earthOf(circleIn('destination', values))})` : sql`null::float8`;
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

/** A search's statement, built once per shape (db/query-shapes.ts): a page's SQL took about a millisecond of JavaScript to build. */
const searchPage = sharedQuery(
  (db, shape: SearchShape, values: SearchValues) => {
    const order: OrderTerm[] = [
      { value: sortExpression(shape, values), descending: shape.sortDirection === 'desc' },
      { value: sql`shipments.pickup_early`, descending: false },
      { value: sql`shipments.id`, descending: false },
    ];
    const from = { origin: shape.origin ? circleIn('origin', values) : null, destination: shape.destination ? circleIn('destination', values) : null };
    const nearest = shape.sortProperty === 'destinationDistance' ? { center: earthOf(circleIn('destination', values)), point: shipmentDestination() } : { center: earthOf(circleIn('origin', values)), point: shipmentOrigin() };
    return pageStatement(db, (byCells) => filtered(db, shape, values, byCells), order, values, { page: shape.walk, countByCells: shape.countByCells, nearest }, (query) =>
      selectFreight(query, from),
    );
  },
  (s) => `${s.origin}|${s.destination}|${s.pickupFrom}|${s.pickupTo}|${s.equipment}|${s.includePartials}|${s.sortProperty}|${s.sortDirection}|${s.walk}|${s.countByCells}`,
  BOARD_SHAPES,
);

/**
 * How a search finds its page: by the cells of its origin circle when it can, or always over the
 * whole board (the same answers, at the cost of ranking every match; tests compare the two).
 */
export type BoardWalk = 'cells' | 'whole-board';

/** Whether a search sorts nearest first from a point it has, which that point's GiST index yields in order. */
function nearestFirst(search: BoardSearch): boolean {
  if (search.sortDirection !== 'asc') return false;
  return (search.sortProperty === 'originDistance' && search.origin !== null) || (search.sortProperty === 'destinationDistance' && search.destination !== null);
}

export async function searchFreight(db: Db, search: BoardSearch, now: Date, walk: BoardWalk = 'cells') {
  const cells = walk === 'cells' && search.origin ? cellsWithin(search.origin, search.originRadius) : null;
  const pageWalk: PageWalk = cells && CELL_SORTS.has(search.sortProperty) ? 'cells' : walk === 'cells' && nearestFirst(search) ? 'nearest' : 'board';
  const shape: SearchShape = {
    origin: search.origin !== null,
    destination: search.destination !== null,
    pickupFrom: search.pickupFrom !== null,
    pickupTo: search.pickupTo !== null,
    equipment: search.equipmentModes.length > 0,
    includePartials: search.includePartials,
    sortProperty: search.sortProperty,
    sortDirection: search.sortDirection,
    walk: pageWalk,
    countByCells: cells !== null,
  };
  const values: SearchValues = {
    ...pageValues(search, cells),
    ...circleValues('origin', search.origin, search.originRadius),
    ...circleValues('destination', search.destination, search.destinationRadius),
    now,
    pickupFrom: search.pickupFrom,
    pickupTo: search.pickupTo,
    equipmentModes: [...search.equipmentModes],
  };
  const rows = await searchPage(db, shape, values);
  const { rows: page, ...count } = await pageAnswer(db, rows, search, () => countedMatches(db, filtered(db, shape, values, shape.countByCells), values, shape.countByCells));
  return { rows: page as FreightDbRow[], ...count };
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

/** What changes a near search's SQL: how many delivery circles, which filters are on, the walk. */
interface NearShape {
  targets: number;
  pickupBy: boolean;
  equipment: boolean;
  exclude: boolean;
  partialsLeftOut: boolean;
  byCells: boolean;
}

type NearValues = PageValues &
  CircleValues<'pickup'> & {
    now: Date;
    pickupAfter: Date;
    pickupBy: Date | null;
    equipmentMode: string | null;
    excludeShipmentId: number | null;
  };

/** The i-th delivery circle of a near search's values (`target0Latitude`, ...). */
const targetCircle = (values: NearValues, i: number) => circleIn(`target${i}`, values as unknown as CircleValues<`target${number}`>);
const targetIndexes = (shape: NearShape) => Array.from({ length: shape.targets }, (_, i) => i);

function nearFiltered(db: Db, shape: NearShape, values: NearValues) {
  let query = availableFreight(db, values.now)
    .where(inCircle(circleIn('pickup', values), 'origin', shape.byCells))
    .where(pickupWindowEnd, '>=', values.pickupAfter);
  if (shape.pickupBy) query = query.where('shipments.pickup_early', '<=', values.pickupBy!);
  if (shape.equipment) query = query.where('shipments.equipment_mode', '=', values.equipmentMode!);
  if (shape.exclude) query = query.where('shipments.id', '<>', values.excludeShipmentId!);
  if (shape.partialsLeftOut) query = query.where('shipments.is_partial', '=', false);
  if (shape.targets > 0) {
    query = query.where(sql<boolean>`(${sql.join(targetIndexes(shape).map((i) => inCircle(targetCircle(values, i), 'destination', shape.byCells)), sql` or `)})`);
  }
  return query;
}

/** A near search's statement, built once per shape (db/query-shapes.ts). */
const nearPage = sharedQuery(
  (db, shape: NearShape, values: NearValues) => {
    const nearestTarget =
      shape.targets > 0
        ? sql<number>`least(${sql.join(targetIndexes(shape).map((i) => milesBetween(earthOf(targetCircle(values, i)), destinationPoint())))})`
        : sql<number | null>`null::float8`;
    const pickup = circleIn('pickup', values);
    const order: OrderTerm[] = [
      { value: sql`shipments.pickup_early`, descending: false },
      { value: milesBetween(earthOf(pickup), originPoint()), descending: false },
      { value: sql`shipments.id`, descending: false },
    ];
    const walks = { page: shape.byCells ? ('cells' as const) : ('board' as const), countByCells: shape.byCells };
    return pageStatement(db, () => nearFiltered(db, shape, values), order, values, walks, (query) =>
      selectFreight(query, { origin: pickup }).select(nearestTarget.as('target_miles')),
    );
  },
  (s) => `${s.targets}|${s.pickupBy}|${s.equipment}|${s.exclude}|${s.partialsLeftOut}|${s.byCells}`,
  BOARD_SHAPES,
);

/** Loads picking up near a point, by pickup date, then deadhead (nearest first), walked by the cells around it. */
export async function searchNear(db: Db, search: NearSearch, now: Date, walk: BoardWalk = 'cells') {
  const cells = walk === 'cells' ? cellsWithin(search.pickupNear, search.radiusMiles) : null;
  const targets = search.deliveryNear ?? [];
  const shape: NearShape = {
    targets: targets.length,
    pickupBy: Boolean(search.pickupBy),
    equipment: Boolean(search.equipmentMode),
    exclude: search.excludeShipmentId !== undefined,
    partialsLeftOut: search.includePartials === false,
    byCells: cells !== null,
  };
  const values: NearValues = Object.assign(
    {
      ...pageValues(search, cells),
      ...circleValues('pickup', search.pickupNear, search.radiusMiles),
      now,
      pickupAfter: search.pickupAfter,
      pickupBy: search.pickupBy ?? null,
      equipmentMode: search.equipmentMode ?? null,
      excludeShipmentId: search.excludeShipmentId ?? null,
    },
    ...targets.map((t, i) => circleValues(`target${i}`, t, t.radiusMiles)),
  );
  const rows = await nearPage(db, shape, values);
  const { rows: page, ...count } = await pageAnswer(db, rows, search, () => countedMatches(db, nearFiltered(db, shape, values), values, shape.byCells));
  return { rows: page.map((r) => ({ ...(r as unknown as FreightDbRow), destination_miles: r.target_miles })) as FreightDbRow[], ...count };
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
