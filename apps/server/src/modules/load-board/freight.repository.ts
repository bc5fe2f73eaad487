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
import { earthOf, milesBetween, withinMiles, type GeoPoint } from '../../db/geo';
import type { SearchSortProperty } from '@portal/domain/load-board/load-board-schemas';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleShipments } from '../../db/visibility/shipment-visibility';
import type { Caller } from '../../lib/caller';

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

/**
 * One page of the loads `matching` selects, in `order`, and how many loads match, in one statement.
 * The inner query ranks and counts the matches on a covering board index alone (migration 0008), so
 * only the page's rows are read from the table, however many loads match; the outer query applies
 * the same order terms again, as a join does not keep the page's order.
 */
async function boardPage<O>(
  db: Db,
  matching: BoardQuery<object>,
  order: readonly RawBuilder<unknown>[],
  paging: { page: number; pageSize: number },
  columns: (query: BoardQuery<object>) => BoardQuery<O>,
) {
  const ranked = matching.select(['shipments.id', sql<number>`count(*) over ()`.as('total')]);
  const page = order
    .reduce((query, term) => query.orderBy(term), ranked)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .as('page');
  const joined = columns(db.selectFrom('shipments')).innerJoin(page, 'page.id', 'shipments.id').select('page.total');
  // The rows only become answers: timestamps are read as ISO strings (db/iso-timestamps.ts).
  const rows = await order
    .reduce((query, term) => query.orderBy(term), joined)
    .modifyEnd(isoTimestamps)
    .execute();
  if (rows.length > 0) return { rows: rows.map(({ total, ...row }) => row), totalCount: Number(rows[0].total) };
  // Past the last page the window has no row to carry the total: count on its own.
  const count = paging.page === 1 ? { total: 0 } : await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows: [], totalCount: Number(count.total) };
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

function filtered(db: Db, search: BoardSearch, now: Date) {
  let query = availableFreight(db, now);
  if (search.origin) query = query.where(withinMiles(earthOf(search.origin), search.originRadius, shipmentOrigin(), originPoint()));
  if (search.destination) query = query.where(withinMiles(earthOf(search.destination), search.destinationRadius, shipmentDestination(), destinationPoint()));
  // A load fits the date range when its pickup window overlaps it.
  if (search.pickupFrom) query = query.where(pickupWindowEnd, '>=', search.pickupFrom);
  if (search.pickupTo) query = query.where('shipments.pickup_early', '<=', search.pickupTo);
  if (search.equipmentModes.length > 0) query = query.where('shipments.equipment_mode', 'in', [...search.equipmentModes]);
  if (!search.includePartials) query = query.where('shipments.is_partial', '=', false);
  return query;
}

/** What a search sorts by, over the columns the covering board indexes hold. */
function sortExpression(search: BoardSearch): RawBuilder<unknown> {
  switch (search.sortProperty) {
    case 'pickupDate':
      return sql`shipments.pickup_early`;
    case 'deliveryDate':
      return sql`shipments.delivery_early`;
    case 'originDistance':
      return milesFrom(search.origin, originPoint());
    case 'destinationDistance':
      return milesFrom(search.destination, destinationPoint());
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

export async function searchFreight(db: Db, search: BoardSearch, now: Date) {
  const direction = search.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const order = [sql`${sortExpression(search)} ${direction} nulls last`, sql`shipments.pickup_early`, sql`shipments.id`];
  const { rows, totalCount } = await boardPage(db, filtered(db, search, now), order, search, (query) => selectFreight(query, search));
  return { rows: rows as FreightDbRow[], totalCount };
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

function nearFiltered(db: Db, search: NearSearch, now: Date) {
  let query = availableFreight(db, now)
    .where(withinMiles(earthOf(search.pickupNear), search.radiusMiles, shipmentOrigin(), originPoint()))
    .where(pickupWindowEnd, '>=', search.pickupAfter);
  if (search.pickupBy) query = query.where('shipments.pickup_early', '<=', search.pickupBy);
  if (search.equipmentMode) query = query.where('shipments.equipment_mode', '=', search.equipmentMode);
  if (search.excludeShipmentId !== undefined) query = query.where('shipments.id', '<>', search.excludeShipmentId);
  if (search.includePartials === false) query = query.where('shipments.is_partial', '=', false);
  const targets = search.deliveryNear ?? [];
  if (targets.length > 0) {
    query = query.where(sql<boolean>`(${sql.join(targets.map((t) => withinMiles(earthOf(t), t.radiusMiles, shipmentDestination(), destinationPoint())), sql` or `)})`);
  }
  return query;
}

/** Loads picking up near a point (deadhead ascending is the secondary order; pickup date first). */
export async function searchNear(db: Db, search: NearSearch, now: Date) {
  const nearestTarget =
    search.deliveryNear && search.deliveryNear.length > 0
      ? sql<number>`least(${sql.join(search.deliveryNear.map((t) => milesBetween(earthOf(t), destinationPoint())))})`
      : sql<number | null>`null::float8`;
  const order = [sql`shipments.pickup_early`, milesBetween(earthOf(search.pickupNear), originPoint()), sql`shipments.id`];
  const { rows, totalCount } = await boardPage(db, nearFiltered(db, search, now), order, search, (query) =>
    selectFreight(query, { origin: search.pickupNear }).select(nearestTarget.as('target_miles')),
  );
  return { rows: rows.map((r) => ({ ...(r as FreightDbRow), destination_miles: r.target_miles })) as FreightDbRow[], totalCount };
}

/** The shipment a reload search starts from: one the caller can see, by number or (all digits) id. */
export async function findReloadBase(db: Db, caller: Caller, key: string) {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
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
