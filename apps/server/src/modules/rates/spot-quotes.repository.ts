import { sql, type Expression, type SqlBool } from 'kysely';
import type { NewSpotQuotes } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';

export function insertSpotQuote(trx: Db, quote: NewSpotQuotes) {
  return trx.insertInto('spot_quotes').values(quote).returningAll().executeTakeFirstOrThrow();
}

/**
 * Quotes a caller may read: the brokerage all; a broker those on its customers' shipments and
 * orders and the ones its users asked for; a carrier its own.
 */
export function findVisibleQuote(db: Db, caller: Caller, id: string) {
  return db
    .selectFrom('spot_quotes as q')
    .leftJoin('shipments as s', 's.id', 'q.shipment_id')
    .leftJoin('orders as o', 'o.id', 'q.order_id')
    .leftJoin('users as u', 'u.id', 'q.created_by_user_id')
    .selectAll('q')
    .where('q.id', '=', id)
    .where((eb): Expression<SqlBool> => {
      if (caller.isBrokerage) return sql<SqlBool>`true`;
      if (caller.isBroker) return eb.or([eb('s.customer_id', '=', caller.companyId), eb('o.customer_id', '=', caller.companyId), eb('u.company_id', '=', caller.companyId)]);
      if (caller.companyKind === 'Carrier') return eb('q.carrier_id', '=', caller.companyId);
      return sql<SqlBool>`false`;
    })
    .executeTakeFirst();
}

/** Inside a booking transaction: the quote locked, with whether it has expired. */
export function lockSpotQuote(trx: Db, id: string) {
  return trx.selectFrom('spot_quotes').selectAll().select(sql<boolean>`expires_at <= now()`.as('is_expired')).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markQuoteBooked(trx: Db, id: string, now: Date) {
  await trx.updateTable('spot_quotes').set({ booked_at: now }).where('id', '=', id).execute();
}

/**
 * A carrier's answer to a rate request, kept as a spot quote of the shipment that the broker can
 * book until it expires (written in the answer's transaction). Service days: the schedule's, else
 * a day per 500 miles.
 */
export async function insertQuoteFromRateRequest(trx: Db, rateRequestId: number, expiresAt: Date, now: Date) {
  await sql`
    insert into spot_quotes (source, carrier_id, shipment_id, order_id, rate_request_id, rate_type, charge_rate_type, rate_cents, price_cents,
                             service_days, origin_postal_code, destination_postal_code, equipment_mode, expires_at, created_by_user_id, created_at)
    select 'RateRequest', r.carrier_id, s.id, s.order_id, r.id, r.rate_type, 'Flat', r.response_rate_cents, r.response_rate_cents,
           greatest(1, ceil(coalesce(
             case when coalesce(s.delivery_late, s.delivery_early) > s.pickup_early
                  then extract(epoch from (coalesce(s.delivery_late, s.delivery_early) - s.pickup_early)) / 86400 end,
             coalesce(s.total_miles, 0) / 500.0)))::int,
           s.origin_postal_code, s.destination_postal_code, s.equipment_mode, ${expiresAt}, r.responded_by_user_id, ${now}
    from rate_requests r join shipments s on s.id = r.shipment_id
    where r.id = ${rateRequestId} and r.response_rate_cents is not null
    on conflict (rate_request_id) do nothing`.execute(trx);
}
