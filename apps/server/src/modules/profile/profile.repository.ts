import type { Language } from '@portal/domain/common/language';
import { sql } from 'kysely';
import type { ThemePreference } from '@portal/domain/auth/theme-preference';
import type { Db } from '../../db/db';
import { anyRow } from '../../db/any-row';

/** The caller's own company, with the name of its factoring company. */
export function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('companies as f', 'f.id', 'c.factoring_company_id')
    .select([
      'c.id',
      'c.company_number',
      'c.name',
      'c.kind',
      'c.mc_number',
      'c.dot_number',
      'c.scac',
      'c.is_broker',
      'c.is_bookable',
      'c.is_on_hold',
      'c.do_not_use',
      'c.has_3pl_network',
      'c.email',
      'c.phone',
      'c.address_line1',
      'c.city',
      'c.state',
      'c.postal_code',
      'c.country',
      'c.logo_file_id',
      'c.factoring_company_id',
      'f.name as factoring_company_name',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The user's preferences row; undefined until the user first saves preferences. */
export function findNotificationPreferences(db: Db, userId: number) {
  return db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function upsertNotificationPreferences(
  db: Db,
  userId: number,
  p: { email_tenders: boolean; email_rate_requests: boolean; email_mentions: boolean; email_cases: boolean; email_payments: boolean; sms_tenders: boolean },
): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...p })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(p))
    .execute();
}

/** Preference rows of these users (users without a row have the column defaults). */
export function findPreferencesOfUsers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('notification_preferences').selectAll().where('user_id', 'in', [...userIds]).execute();
}

/** Another user already signs in with this address (case-insensitively). */
export async function emailTakenByOther(db: Db, userId: number, email: string): Promise<boolean> {
  return anyRow(db.selectFrom('users').where(sql`lower(email)`, '=', email.trim().toLowerCase()).where('id', '!=', userId));
}

export async function updateUserDetails(db: Db, userId: number, d: { firstName: string; lastName: string; email: string; phoneNumbers: string[] }): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: d.firstName, last_name: d.lastName, email: d.email, phone_numbers: d.phoneNumbers, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The user's theme choice. */
export async function updateUserTheme(db: Db, userId: number, theme: ThemePreference): Promise<void> {
  await db.updateTable('users').set({ theme, updated_at: sql<Date>`now()` }).where('id', '=', userId).execute();
}

// ---- profile pictures ----------------------------------------------------------------------------

export async function insertProfilePicture(db: Db, p: { userId: number; companyId: number; storageKey: string; contentType: string; sizeBytes: number }): Promise<string> {
  const row = await db
    .insertInto('profile_pictures')
    .values({ user_id: p.userId, company_id: p.companyId, storage_key: p.storageKey, content_type: p.contentType, size_bytes: p.sizeBytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Points the user at a picture (or none); answers the picture it replaced. */
export async function setUserPicture(db: Db, userId: number, fileId: string | null): Promise<string | null> {
  const before = await db.selectFrom('users').select('profile_file_id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  await db.updateTable('users').set({ profile_file_id: fileId, updated_at: sql<Date>`now()` }).where('id', '=', userId).execute();
  return before.profile_file_id;
}

export function findProfilePicture(db: Db, fileId: string) {
  return db
    .selectFrom('profile_pictures as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.id', 'p.user_id', 'p.company_id', 'p.storage_key', 'p.content_type', 'p.size_bytes', 'c.kind as company_kind'])
    .where('p.id', '=', fileId)
    .executeTakeFirst();
}

/** Removes a picture's row and answers its storage key (the caller removes the bytes). */
export async function deleteProfilePicture(db: Db, fileId: string): Promise<string | undefined> {
  const row = await db.deleteFrom('profile_pictures').where('id', '=', fileId).returning('storage_key').executeTakeFirst();
  return row?.storage_key;
}

export async function setUserLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
