import { sql } from 'kysely';
import type { SignInLinkChannel } from '@portal/domain/drivers/driver-schemas';
import type { Db } from '../../db/db';
import type { RecentSignInLinks } from './sign-in-link-limits';

/** The driver's latest sign-in link with the state of its token. */
export function findLatestSignInLink(db: Db, driverId: number) {
  return db
    .selectFrom('driver_sign_in_links as l')
    .innerJoin('auth_tokens as t', 't.id', 'l.auth_token_id')
    .select(['l.id', 'l.channel', 'l.sent_to', 'l.created_at', 'l.revoked_at', 't.expires_at', sql<boolean>`t.expires_at > now()`.as('is_live')])
    .where('l.driver_id', '=', driverId)
    .orderBy('l.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
export type SignInLinkRow = NonNullable<Awaited<ReturnType<typeof findLatestSignInLink>>>;

export async function insertSignInLink(
  trx: Db,
  link: { driverId: number; authTokenId: number; channel: SignInLinkChannel; sentTo: string; sentByUserId: number },
): Promise<void> {
  await trx
    .insertInto('driver_sign_in_links')
    .values({ driver_id: link.driverId, auth_token_id: link.authTokenId, channel: link.channel, sent_to: link.sentTo, sent_by_user_id: link.sentByUserId })
    .execute();
}

/** Marks the driver's links not yet revoked as revoked; answers how many there were. */
export async function markSignInLinksRevoked(trx: Db, driverId: number, at: Date): Promise<number> {
  const result = await trx.updateTable('driver_sign_in_links').set({ revoked_at: at }).where('driver_id', '=', driverId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Puts the company's link sends in one line until the caller's transaction ends, so two sends at once
 * (in any process) cannot both pass the count below.
 */
export async function lockCompanySignInLinks(trx: Db, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`driver-sign-in-links:${companyId}`}, 0))`.execute(trx);
}

/** Links sent within the last `hours` to the driver and to any driver of the company, by the database's clock. */
export async function countRecentSignInLinks(db: Db, companyId: number, driverId: number, hours: number): Promise<RecentSignInLinks> {
  const row = await db
    .selectFrom('driver_sign_in_links as l')
    .innerJoin('drivers as d', 'd.id', 'l.driver_id')
    .select([
      sql<string>`count(*) filter (where l.driver_id = ${driverId})`.as('driver_count'),
      sql<Date | null>`min(l.created_at) filter (where l.driver_id = ${driverId})`.as('driver_oldest'),
      sql<string>`count(*)`.as('company_count'),
      sql<Date | null>`min(l.created_at)`.as('company_oldest'),
      sql<Date>`now()`.as('now'),
    ])
    .where('d.company_id', '=', companyId)
    .where('l.created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirstOrThrow();
  return {
    now: row.now,
    driver: { count: Number(row.driver_count), oldest: row.driver_oldest },
    company: { count: Number(row.company_count), oldest: row.company_oldest },
  };
}
