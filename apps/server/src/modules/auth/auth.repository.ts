import { sql } from 'kysely';
import { SIGNED_IN_SESSION } from './login-throttle';
import { claimSignInAttempt, clearAccountFailures, rememberSignInAddress } from './sign-in-throttle.repository';
import type { Db } from '../../db/db';

export type AuthTokenKind = 'PasswordReset' | 'Activation' | 'DriverEntry';

/** A user with the company fields that sign-in, the current user and the caller need. */
export function selectUserWithCompany(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.company_id',
      'u.email',
      'u.user_name',
      'u.first_name',
      'u.last_name',
      'u.password_hash',
      'u.status',
      'u.roles',
      'u.permissions',
      'u.phone_numbers',
      'u.contact_id',
      'u.driver_id',
      'u.profile_file_id',
      'u.api_key',
      'u.has_accepted_terms',
      'u.failed_login_count',
      'u.last_failed_login_at',
      'u.locked_until',
      'u.session_generation',
      'u.language',
      'u.theme',
      'c.name as company_name',
      'c.kind as company_kind',
      'c.is_broker',
      'c.is_bookable',
      'c.is_on_hold',
      'c.do_not_use',
      'c.has_3pl_network',
      // The company's Samsara install needs re-authorisation (docs/decisions/0209-the-install-belongs-to-the-company-and-expired-means-needs.md).
      sql<boolean>`exists (select 1 from tracking_integrations ti where ti.company_id = u.company_id and ti.provider = 'samsara' and ti.status = 'needs_reauth')`.as(
        'samsara_needs_reauth',
      ),
    ]);
}

export type UserWithCompany = NonNullable<Awaited<ReturnType<ReturnType<typeof selectUserWithCompany>['executeTakeFirst']>>>;

export function findUserById(db: Db, userId: number) {
  return selectUserWithCompany(db).where('u.id', '=', userId).executeTakeFirst();
}

/** E-mail addresses are unique case-insensitively (users_email_key on lower(email)). */
export function findUserByEmail(db: Db, email: string) {
  return selectUserWithCompany(db)
    .where(sql`lower(u.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Users (with their company) by id or by e-mail address (case-insensitively). */
export function findUsersByIdOrEmail(db: Db, ids: readonly number[], emails: readonly string[]): Promise<UserWithCompany[]> {
  if (ids.length === 0 && emails.length === 0) return Promise.resolve([]);
  return selectUserWithCompany(db)
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('u.id', 'in', [...ids])] : []),
        ...(emails.length ? [eb(sql<string>`lower(u.email)`, 'in', emails.map((e) => e.trim().toLowerCase()))] : []),
      ]),
    )
    .execute();
}

/**
 * A guess made inside a signed-in session (the current password, a step-up code), counted before it
 * is checked in the account's SIGNED_IN_SESSION bucket (login-throttle.ts): the count including this
 * guess, or undefined when the bucket is locked or the guess came too early. Sign-ins from a client
 * address count through sign-in-throttle.ts instead.
 */
export function claimLoginAttempt(db: Db, userId: number): Promise<number | undefined> {
  return claimSignInAttempt(db, userId, SIGNED_IN_SESSION, true);
}

/** A signed-in session's guess was right: the account's failures and the session bucket's end. */
export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await rememberSignInAddress(db, userId, SIGNED_IN_SESSION);
  await clearAccountFailures(db, userId);
}

export async function recordSuccessfulLogin(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, last_failed_login_at: null, locked_until: null, last_login_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/**
 * A new password. It moves the user's session generation on, so every access token issued before
 * (they carry the generation they were issued in) stops working; answers the new generation.
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, activate: boolean): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      session_generation: eb('session_generation', '+', 1),
      ...(activate ? { status: 'Active' } : {}),
      failed_login_count: 0,
      last_failed_login_at: null,
      locked_until: null,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .returning('session_generation')
    .executeTakeFirstOrThrow();
  return row.session_generation;
}

/**
 * The same password hashed again at today's cost: no new session generation (nothing changed for the
 * user), and only while the stored hash is still the one that was checked, so a password changed
 * meanwhile is not overwritten.
 */
export async function replacePasswordHash(db: Db, userId: number, checkedHash: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).where('password_hash', '=', checkedHash).execute();
}

// ---- one-time tokens (only their SHA-256 hashes are stored) ----------------------------------

export async function insertAuthToken(db: Db, token: { userId: number; kind: AuthTokenKind; tokenHash: string; ttlSeconds: number }) {
  return db
    .insertInto('auth_tokens')
    .values({
      user_id: token.userId,
      kind: token.kind,
      token_hash: token.tokenHash,
      expires_at: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Ends every still-valid token of a kind for a user (a newer one replaces them). */
export async function expireAuthTokens(db: Db, userId: number, kind: AuthTokenKind, exceptId?: number): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ expires_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}

/** How many tokens of a kind were made for a user within the last `minutes` (mail flood guard). */
export async function countRecentAuthTokens(db: Db, userId: number, kind: AuthTokenKind, minutes: number): Promise<number> {
  const row = await db
    .selectFrom('auth_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks a single-use token used and answers its user, atomically, so two requests cannot both
 * spend it. Undefined when it is unknown, of another kind, used or expired.
 */
export async function consumeAuthToken(db: Db, kind: AuthTokenKind, tokenHash: string) {
  return db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

/** A reusable token (driver entry): valid until it expires. */
export function findLiveAuthToken(db: Db, kind: AuthTokenKind, tokenHash: string) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

// ---- signing keys ----------------------------------------------------------------------------

/** Keys that sign (not retired) or still verify (retired within `graceDays`), newest first. */
export function listSigningKeys(db: Db, graceDays: number) {
  return db
    .selectFrom('signing_keys')
    .select(['kid', 'algorithm', 'private_jwk', 'public_jwk', 'created_at', 'retired_at'])
    .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', sql<Date>`now() - make_interval(days => ${graceDays})`)]))
    .orderBy('created_at', 'desc')
    .orderBy('kid', 'desc')
    .execute();
}

export async function insertSigningKey(db: Db, key: { kid: string; algorithm: string; privateJwk: object; publicJwk: object }) {
  await db
    .insertInto('signing_keys')
    .values({ kid: key.kid, algorithm: key.algorithm, private_jwk: JSON.stringify(key.privateJwk), public_jwk: JSON.stringify(key.publicJwk) })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}

/** Moves the user's session generation on (every token issued before stops working); answers the new one. */
export async function bumpSessionGeneration(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', userId)
    .returning('session_generation')
    .executeTakeFirstOrThrow();
  return row.session_generation;
}
