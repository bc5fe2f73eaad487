import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Database } from '../../db/database';
import { earthAt, earthOf, milesBetween, withinMiles, type GeoPoint } from './geo';
import type { SearchSortProperty } from './load-board-schemas';

export type Db = Kysely<Database>;

export const shipmentOrigin = () => earthAt('shipments.origin_latitude', 'shipments.origin_longitude');
export const shipmentDestination = () => earthAt('shipments.destination_latitude', 'shipments.destination_longitude');

/** Trip miles: the planned miles when known, else the great-circle miles between origin and destination. */
export const tripMiles = () => sql<number>`coalesce(shipments.total_miles::float8, ${milesBetween(shipmentOrigin(), shipmentDestination())})`;

/** The instant a load's pickup window closes. */
export const pickupWindowEnd = sql<Date>`coalesce(shipments.pickup_late, shipments.pickup_early)`;

const FREIGHT_COLUMNS = [
  'shipments.id',
  'shipments.shipment_number',
  'shipments.status',
  'shipments.origin_city',
  'shipments.origin_state',
  'shipments.origin_postal_code',
  'shipments.origin_latitude',
  'shipments.origin_longitude',
  'shipments.destination_city',
  'shipments.destination_state',
  'shipments.destination_postal_code',
  'shipments.destination_latitude',
  'shipments.destination_longitude',
  'shipments.pickup_early',
  'shipments.pickup_late',
  'shipments.delivery_early',
  'shipments.delivery_late',
  'shipments.equipment_mode',
  'shipments.shipping_mode',
  'shipments.weight_lbs',
  'shipments.posted_rate_cents',
  'shipments.is_partial',
  'shipments.requirements',
] as const;

/**
 * The public load board: Ready to Book shipments whose pickup window has not closed yet.
 * Every board query starts here; `status = 1` also lets the planner use the board's partial indexes.
 */
export function availableFreight(db: Db, now: Date) {
  return db
    .selectFrom('shipments')
    // A literal, not a parameter: only then can a generic plan prove the partial indexes' `status = 1`.
    .where('shipments.status', '=', sql.lit(ShipmentStatus.ReadyToBook))
    .where(pickupWindowEnd, '>=', now);
}

type BoardQuery<O> = SelectQueryBuilder<Database, 'shipments', O>;

/** The columns of a board row, plus its trip miles and (when a point is given) the distances to it. */
export function selectFreight<O>(query: BoardQuery<O>, from: { origin?: GeoPoint | null; destination?: GeoPoint | null } = {}) {
  return query
    .select(FREIGHT_COLUMNS)
    .select(tripMiles().as('miles'))
    .select((from.origin ? milesBetween(earthOf(from.origin), shipmentOrigin()) : sql<number | null>`null::float8`).as('origin_miles'))
    .select((from.destination ? milesBetween(earthOf(from.destination), shipmentDestination()) : sql<number | null>`null::float8`).as('destination_miles'));
}

export type FreightDbRow = {
  id: number;
  shipment_number: string;
  status: number;
  origin_city: string;
  origin_state: string;
  origin_postal_code: string;
  origin_latitude: number;
  origin_longitude: number;
  destination_city: string;
  destination_state: string;
  destination_postal_code: string;
  destination_latitude: number;
  destination_longitude: number;
  pickup_early: Date;
  pickup_late: Date | null;
  delivery_early: Date | null;
  delivery_late: Date | null;
  equipment_mode: string;
  shipping_mode: string;
  weight_lbs: number | null;
  posted_rate_cents: number | null;
  is_partial: boolean;
  requirements: string[];
  miles: number | null;
  origin_miles: number | null;
  destination_miles: number | null;
};

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
  if (search.origin) query = query.where(withinMiles(earthOf(search.origin), search.originRadius, shipmentOrigin()));
  if (search.destination) query = query.where(withinMiles(earthOf(search.destination), search.destinationRadius, shipmentDestination()));
  // A load fits the date range when its pickup window overlaps it.
  if (search.pickupFrom) query = query.where(pickupWindowEnd, '>=', search.pickupFrom);
  if (search.pickupTo) query = query.where('shipments.pickup_early', '<=', search.pickupTo);
  if (search.equipmentModes.length > 0) query = query.where('shipments.equipment_mode', 'in', [...search.equipmentModes]);
  if (!search.includePartials) query = query.where('shipments.is_partial', '=', false);
  return query;
}

function sortExpression(property: SearchSortProperty): RawBuilder<unknown> {
  switch (property) {
    case 'pickupDate':
      return sql`shipments.pickup_early`;
    case 'deliveryDate':
      return sql`shipments.delivery_early`;
    case 'originDistance':
      return sql`origin_miles`;
    case 'destinationDistance':
      return sql`destination_miles`;
    case 'rate':
      return sql`shipments.posted_rate_cents`;
    case 'ratePerMile':
      return sql`(shipments.posted_rate_cents / nullif(${tripMiles()}, 0))`;
    case 'miles':
      return sql`miles`;
    case 'weight':
      return sql`shipments.weight_lbs`;
  }
}

export async function searchFreight(db: Db, search: BoardSearch, now: Date) {
  const direction = search.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    selectFreight(filtered(db, search, now), search)
      .orderBy(sql`${sortExpression(search.sortProperty)} ${direction} nulls last`)
      .orderBy('shipments.pickup_early')
      .orderBy('shipments.id')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
    filtered(db, search, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as FreightDbRow[], totalCount: Number(count.total) };
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
    .where(withinMiles(earthOf(search.pickupNear), search.radiusMiles, shipmentOrigin()))
    .where(pickupWindowEnd, '>=', search.pickupAfter);
  if (search.pickupBy) query = query.where('shipments.pickup_early', '<=', search.pickupBy);
  if (search.equipmentMode) query = query.where('shipments.equipment_mode', '=', search.equipmentMode);
  if (search.excludeShipmentId !== undefined) query = query.where('shipments.id', '<>', search.excludeShipmentId);
  if (search.includePartials === false) query = query.where('shipments.is_partial', '=', false);
  const targets = search.deliveryNear ?? [];
  if (targets.length > 0) {
    query = query.where(sql<boolean>`(${sql.join(targets.map((t) => withinMiles(earthOf(t), t.radiusMiles, shipmentDestination())), sql` or `)})`);
  }
  return query;
}

/** Loads picking up near a point (deadhead ascending is the secondary order; pickup date first). */
export async function searchNear(db: Db, search: NearSearch, now: Date) {
  const nearestTarget =
    search.deliveryNear && search.deliveryNear.length > 0
      ? sql<number>`least(${sql.join(search.deliveryNear.map((t) => milesBetween(earthOf(t), shipmentDestination())))})`
      : sql<number | null>`null::float8`;
  const [rows, count] = await Promise.all([
    selectFreight(nearFiltered(db, search, now), { origin: search.pickupNear })
      .select(nearestTarget.as('target_miles'))
      .orderBy('shipments.pickup_early')
      .orderBy(sql`origin_miles`)
      .orderBy('shipments.id')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
    nearFiltered(db, search, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...(r as FreightDbRow), destination_miles: r.target_miles })) as FreightDbRow[], totalCount: Number(count.total) };
}

export function findStopsOf(db: Db, shipmentId: number) {
  return db.selectFrom('shipment_stops').selectAll().where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();
}

export function findCompanyFlags(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'kind', 'is_bookable', 'is_on_hold', 'is_broker', 'do_not_use'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}
