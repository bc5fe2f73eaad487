import type { Insertable } from 'kysely';
import type { ShareLinksTable } from '../../db/database';
import type { Db } from '../../db/db';

/** The load's links, newest first, with the name of who made each. */
export function findShareLinks(db: Db, shipmentId: number) {
  return db
    .selectFrom('share_links as l')
    .innerJoin('users as u', 'u.id', 'l.created_by_user_id')
    .select(['l.id', 'l.shipment_id', 'l.created_at', 'l.expires_at', 'l.revoked_at', 'u.first_name', 'u.last_name'])
    .where('l.shipment_id', '=', shipmentId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}
export type ShareLinkRow = Awaited<ReturnType<typeof findShareLinks>>[number];

export async function countOpenShareLinks(db: Db, shipmentId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('share_links')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('shipment_id', '=', shipmentId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertShareLink(trx: Db, row: Insertable<ShareLinksTable>): Promise<number> {
  const inserted = await trx.insertInto('share_links').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Revokes one of the load's links; answers whether a link of the load was found (a revoked one stays revoked as it was). */
export async function revokeShareLink(trx: Db, shipmentId: number, linkId: number, userId: number, now: Date): Promise<boolean> {
  const link = await trx.selectFrom('share_links').select(['id', 'revoked_at']).where('id', '=', linkId).where('shipment_id', '=', shipmentId).forUpdate().executeTakeFirst();
  if (!link) return false;
  if (link.revoked_at === null) await trx.updateTable('share_links').set({ revoked_at: now, revoked_by_user_id: userId }).where('id', '=', linkId).execute();
  return true;
}

/** A link by its token's hash, still open at `now`, with what its page shows of the load. */
export function findOpenSharedLoad(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('share_links as l')
    .innerJoin('shipments as s', 's.id', 'l.shipment_id')
    .select([
      'l.id',
      'l.expires_at',
      's.id as shipment_id',
      's.shipment_number',
      's.status',
      's.carrier_id',
      's.tracking_consent',
      's.last_latitude',
      's.last_longitude',
      's.last_location_at',
      'l.carrier_id as link_carrier_id',
    ])
    .where('l.token_hash', '=', tokenHash)
    .where('l.revoked_at', 'is', null)
    .where('l.expires_at', '>', now)
    .executeTakeFirst();
}

/** The stops a shared load's page shows: type, city and the point to put on the map. */
export function findSharedStops(db: Db, shipmentId: number) {
  return db
    .selectFrom('shipment_stops')
    .select(['stop_number', 'stop_type', 'city', 'state', 'latitude', 'longitude', 'arrived_at'])
    .where('shipment_id', '=', shipmentId)
    .orderBy('stop_number')
    .execute();
}
