import { sql } from 'kysely';
import type { SignInLinkChannel } from '@portal/domain/drivers/driver-schemas';
import type { Db } from '../../db/db';

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
