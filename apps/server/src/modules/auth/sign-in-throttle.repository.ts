import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { LOGIN_THROTTLE, type ThrottleState } from './login-throttle';

const { FREE_FAILURES, LOCK_AFTER_FAILURES, FAILURE_MEMORY_MINUTES, MAX_ACCOUNT_DELAY_SECONDS, KNOWN_ADDRESS_DAYS } = LOGIN_THROTTLE;

/** Thrown inside the claim's transaction to undo the address's count when the account refuses. */
class AccountRefused extends Error {}

/**
 * Counts a sign-in attempt before its secret is checked, atomically, per account and address and
 * per account (login-throttle.ts). Answers the address's count including this attempt, or undefined
 * when the address is locked or either count says the attempt comes too early; a refused attempt
 * is not counted. A trusted address (one only the account's own sessions reach) skips the account's
 * delay, as a usual address does. The address's row is locked first and the user's second.
 */
export async function claimSignInAttempt(db: Db, userId: number, address: string, trusted: boolean): Promise<number | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const stale = sql`(
        a.last_failed_at is null
        or a.last_failed_at < now() - make_interval(mins => ${FAILURE_MEMORY_MINUTES})
        or (a.locked_until is not null and a.locked_until <= now())
      )`;
      const claimed = await sql<{ failed_count: number; known: boolean }>`
        insert into user_sign_in_addresses as a (user_id, address, failed_count, last_failed_at)
        values (${userId}, ${address}, 1, now())
        on conflict (user_id, address) do update set
          failed_count = case when ${stale} then 1 else a.failed_count + 1 end,
          locked_until = null,
          last_failed_at = now()
        where (a.locked_until is null or a.locked_until <= now())
          and (${stale}
            or a.failed_count < ${FREE_FAILURES}
            or (a.failed_count < ${LOCK_AFTER_FAILURES}
                and now() >= a.last_failed_at + make_interval(secs => power(2, a.failed_count - ${FREE_FAILURES}))))
        returning a.failed_count, coalesce(a.last_success_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}), false) as known`.execute(trx);
      const row = claimed.rows[0];
      if (!row) return undefined;

      const accountStale = sql<boolean>`(last_failed_login_at is null or last_failed_login_at < now() - make_interval(mins => ${FAILURE_MEMORY_MINUTES}))`;
      let account = trx
        .updateTable('users')
        .set({ failed_login_count: sql`case when ${accountStale} then 1 else failed_login_count + 1 end`, last_failed_login_at: sql`now()` })
        .where('id', '=', userId);
      // The owner at a usual address does not wait for a stranger's failures elsewhere.
      if (!row.known && !trusted) {
        account = account.where(
          sql<boolean>`(
            ${accountStale}
            or failed_login_count < ${FREE_FAILURES}
            or now() >= last_failed_login_at
              + make_interval(secs => least(power(2, least(failed_login_count - ${FREE_FAILURES}, 16)), ${MAX_ACCOUNT_DELAY_SECONDS}))
          )`,
        );
      }
      const counted = await account.returning('failed_login_count').executeTakeFirst();
      if (!counted) throw new AccountRefused();
      return row.failed_count;
    });
  } catch (error) {
    if (error instanceof AccountRefused) return undefined;
    throw error;
  }
}

/** Locks one address out of the account; answers until when. */
export async function lockSignInAddress(db: Db, userId: number, address: string, minutes: number): Promise<Date> {
  const row = await db
    .updateTable('user_sign_in_addresses')
    .set({ locked_until: sql`now() + make_interval(mins => ${minutes})` })
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .returning('locked_until')
    .executeTakeFirstOrThrow();
  return row.locked_until!;
}

/** The throttle as the database sees it now (its clock decides, not this process's). */
export async function readSignInThrottle(db: Db, userId: number, address: string): Promise<ThrottleState> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_sign_in_addresses as a', (join) => join.onRef('a.user_id', '=', 'u.id').on('a.address', '=', address))
    .select([
      'u.failed_login_count',
      'u.last_failed_login_at',
      'a.failed_count',
      'a.last_failed_at',
      'a.locked_until',
      sql<boolean>`coalesce(a.last_success_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}), false)`.as('known'),
      sql<Date>`now()`.as('now'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return {
    now: row?.now ?? new Date(),
    account: { failures: row?.failed_login_count ?? 0, lastFailedAt: row?.last_failed_login_at ?? null },
    address: { failures: row?.failed_count ?? 0, lastFailedAt: row?.last_failed_at ?? null, lockedUntil: row?.locked_until ?? null, known: row?.known ?? false },
  };
}

/**
 * A proven sign-in from an address: its failures and lock are cleared and it becomes one of the
 * account's usual addresses. Addresses that only ever failed, long ago, are dropped on the way.
 */
export async function rememberSignInAddress(db: Db, userId: number, address: string): Promise<void> {
  await db
    .insertInto('user_sign_in_addresses')
    .values({ user_id: userId, address, failed_count: 0, last_success_at: sql`now()` })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ failed_count: 0, last_failed_at: null, locked_until: null, last_success_at: sql`now()` }))
    .execute();
  await db
    .deleteFrom('user_sign_in_addresses')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', sql<Date>`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)]))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('last_failed_at', 'is', null), eb('last_failed_at', '<', sql<Date>`now() - interval '1 day'`)]))
    .execute();
}

/** The account-wide count ends (a proven password); each address keeps its own. */
export async function clearAccountFailures(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_login_count: 0, last_failed_login_at: null, locked_until: null }).where('id', '=', userId).execute();
}

/** Every address's failures and lock end (a new password); the usual addresses stay known. */
export async function clearSignInAddressFailures(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_sign_in_addresses')
    .set({ failed_count: 0, last_failed_at: null, locked_until: null })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('failed_count', '>', 0), eb('locked_until', 'is not', null)]))
    .execute();
}
