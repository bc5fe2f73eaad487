import { sql } from 'kysely';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES } from '@portal/domain/common/constants';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { availableFreight, shipmentDestination, shipmentOrigin } from '../../db/freight-sql';
import { earthAt, withinMiles } from '../../db/geo';
import type { Db } from '../../db/db';

/** "Recent" loads on a lane: picked up within this many days. */
export const RECENT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The company's history and declared lanes, with recent loads hauled and loads on the board now. */
export async function listLanes(db: Db, companyId: number, page: number, pageSize: number, now: Date) {
  const laneOrigin = earthAt('h.origin_latitude', 'h.origin_longitude');
  const laneDestination = earthAt('h.destination_latitude', 'h.destination_longitude');
  const onLane = sql<boolean>`${withinMiles(laneOrigin, AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentOrigin())}
    and ${withinMiles(laneDestination, AVAILABLE_SHIPMENTS_RADIUS_MILES, shipmentDestination())}`;
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('lanes as h')
      .selectAll('h')
      .select((eb) =>
        eb
          .selectFrom('shipments')
          .select(eb.fn.countAll<number>().as('n'))
          .where('shipments.carrier_id', '=', companyId)
          .where('shipments.status', '>=', ShipmentStatus.Booked)
          .where('shipments.pickup_early', '>=', since)
          .where(onLane)
          .as('recent_loads'),
      )
      .select((eb) =>
        availableFreight(db, now)
          .select(eb.fn.countAll<number>().as('n'))
          .where(sql<boolean>`shipments.equipment_mode = h.equipment_mode`)
          .where(onLane)
          .as('available_loads'),
      )
      .where('h.company_id', '=', companyId)
      .orderBy('h.loads_per_week', (ob) => ob.desc().nullsLast())
      .orderBy('h.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db.selectFrom('lanes').select((eb) => eb.fn.countAll<number>().as('total')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.total) };
}
