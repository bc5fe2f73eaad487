import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import { pagedList, type Paging } from '../../db/paged-list';
import { containsPattern } from '../../lib/like-pattern';

/** Open portal access requests of one company (access_requests_open_idx). */
export async function countOpenAccessRequests(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('access_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const CONTACT_COLUMNS = [
  'c.id',
  'c.company_id',
  'c.first_name',
  'c.last_name',
  'c.function_title',
  'c.roles',
  'c.email_addresses',
  'c.phone_numbers',
  'c.linked_in_profile_url',
  'c.is_portal_enabled',
  'c.file_id',
  'co.company_number',
  'co.name as company_name',
  'co.kind as company_kind',
  'co.is_broker',
  'co.has_3pl_network',
  'u.id as user_id',
  'u.user_name',
  'u.status as user_status',
  'u.permissions',
  'u.profile_file_id',
] as const;

/** What fuzzy matching reads: names, title, e-mail addresses and phone numbers. */
const SEARCH_TEXT = sql<string>`lower(c.first_name || ' ' || c.last_name || ' ' || coalesce(c.function_title, '') || ' ' || array_to_string(c.email_addresses, ' ') || ' ' || array_to_string(c.phone_numbers, ' '))`;

function companyContacts(db: Db, companyId: number) {
  return db
    .selectFrom('contacts as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('users as u', 'u.contact_id', 'c.id')
    .where('c.company_id', '=', companyId)
    .where('c.deleted_at', 'is', null);
}

export interface ContactFilter {
  roles?: string[];
  fuzzyMatch?: string;
}

/**
 * One page of the company's contacts. `fuzzyMatch` finds a contact by any part of the text, or by
 * trigram word similarity so a misspelt name still matches ('Colins' finds Collins); the closest
 * come first. `roles` keeps contacts holding any of them.
 */
export function listCompanyContacts(db: Db, companyId: number, filter: ContactFilter, paging: Paging) {
  let query = companyContacts(db, companyId);
  if (filter.roles?.length) query = query.where(sql<boolean>`c.roles && ${sql.val(filter.roles)}::text[]`);
  const text = filter.fuzzyMatch?.trim().toLowerCase();
  if (text) {
    query = query.where((eb) => eb.or([eb(SEARCH_TEXT, 'like', containsPattern(text)), eb(sql<number>`word_similarity(${text}, ${SEARCH_TEXT})`, '>=', 0.45)]));
  }
  return pagedList(
    query,
    (q) => {
      const selected = q.select(CONTACT_COLUMNS);
      const ranked = text ? selected.orderBy(sql`word_similarity(${text}, ${SEARCH_TEXT})`, 'desc') : selected;
      return ranked.orderBy('c.last_name').orderBy('c.first_name').orderBy('c.id');
    },
    paging,
  );
}
export type ContactRow = Awaited<ReturnType<typeof listCompanyContacts>>['rows'][number];

/** A contact of the company; undefined for another company's or a deleted one (answered as 404). */
export function findCompanyContact(db: Db, companyId: number, id: number) {
  return companyContacts(db, companyId).select(CONTACT_COLUMNS).where('c.id', '=', id).executeTakeFirst();
}

/** Locks a contact of the company for a change (edit, delete). */
export function lockCompanyContact(trx: Db, companyId: number, id: number) {
  return companyContacts(trx, companyId)
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'u.id as user_id',
      'u.status as user_status',
      'u.password_hash',
      'u.email as user_email',
      'u.permissions as user_permissions',
      'u.roles as user_roles',
    ])
    .where('c.id', '=', id)
    .forUpdate('c')
    .executeTakeFirst();
}

/** The portal user of a contact as it stands (inside the change's transaction: after the change). */
export function findPortalUserOfContact(trx: Db, contactId: number) {
  return trx.selectFrom('users').select(['id', 'email', 'status', 'roles', 'permissions']).where('contact_id', '=', contactId).executeTakeFirst();
}

/** The contact of a user (the current contact). */
export async function findContactIdOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('contact_id').where('id', '=', userId).executeTakeFirst();
  return row?.contact_id ?? null;
}

/** The locations each contact works at, by contact id. */
export async function locationsOfContacts(db: Db, contactIds: readonly number[]) {
  if (contactIds.length === 0) return new Map<number, { id: number; name: string; city: string; province: string }[]>();
  const rows = await db
    .selectFrom('contact_locations as cl')
    .innerJoin('locations as l', 'l.id', 'cl.location_id')
    .select(['cl.contact_id', 'l.id', 'l.name', 'l.city', 'l.province'])
    .where('cl.contact_id', 'in', contactIds)
    .orderBy('l.name')
    .execute();
  const byContact = new Map<number, { id: number; name: string; city: string; province: string }[]>();
  for (const { contact_id, ...location } of rows) byContact.set(contact_id, [...(byContact.get(contact_id) ?? []), location]);
  return byContact;
}

/** Which of the ids are locations of the company (a contact works only at its own company's). */
export async function companyLocationIds(db: Db, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('locations').select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Every contact of the company with an active admin user (the last-admin rule), locked against a concurrent change. */
export async function lockAdminSeats(trx: Db, companyId: number) {
  const rows = await trx
    .selectFrom('contacts as c')
    .innerJoin('users as u', 'u.contact_id', 'c.id')
    .select(['c.id as contact_id', 'u.roles', 'u.permissions', 'u.status'])
    .where('c.company_id', '=', companyId)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.id')
    .forUpdate()
    .execute();
  return rows;
}

export interface ContactColumns {
  first_name: string;
  last_name: string;
  function_title: string | null;
  roles: string[];
  email_addresses: string[];
  phone_numbers: string[];
  linked_in_profile_url: string | null;
  is_portal_enabled: boolean;
}

export async function insertContact(trx: Db, companyId: number, columns: ContactColumns): Promise<number> {
  const row = await trx.insertInto('contacts').values({ ...columns, company_id: companyId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContact(trx: Db, id: number, columns: ContactColumns): Promise<void> {
  await trx.updateTable('contacts').set({ ...columns, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function replaceContactLocations(trx: Db, contactId: number, locationIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('contact_locations').where('contact_id', '=', contactId).execute();
  if (locationIds.length) await trx.insertInto('contact_locations').values(locationIds.map((location_id) => ({ contact_id: contactId, location_id }))).execute();
}

export async function softDeleteContact(trx: Db, id: number): Promise<void> {
  await trx.updateTable('contacts').set({ deleted_at: new Date(), is_portal_enabled: false, updated_at: new Date() }).where('id', '=', id).execute();
  await trx.deleteFrom('contact_locations').where('contact_id', '=', id).execute();
}

/** A user with this sign-in address other than `exceptUserId` (addresses are unique across the portal). */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: number | null): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  return !!(await query.executeTakeFirst());
}

export interface PortalUserValues {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  permissions: string[];
  phoneNumbers: string[];
}

export async function insertPortalUser(trx: Db, companyId: number, contactId: number, user: PortalUserValues, apiKey: string): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      company_id: companyId,
      contact_id: contactId,
      email: user.email,
      user_name: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: null,
      status: 'Pending',
      roles: user.roles,
      permissions: user.permissions,
      phone_numbers: user.phoneNumbers,
      api_key: apiKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a contact's portal user; `status` moves it between Active/Pending and Disabled. */
export async function updatePortalUser(trx: Db, userId: number, user: PortalUserValues, status: 'Active' | 'Pending' | 'Disabled') {
  await trx
    .updateTable('users')
    .set((eb: ExpressionBuilder<Database, 'users'>) => ({
      email: user.email,
      user_name: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      roles: user.roles,
      permissions: user.permissions,
      phone_numbers: user.phoneNumbers,
      status,
      updated_at: new Date(),
      // A user losing access or being changed by an admin signs in again with the new rights.
      session_generation: status === 'Disabled' ? eb('session_generation', '+', 1) : eb.ref('session_generation'),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function disablePortalUser(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ status: 'Disabled', updated_at: new Date(), session_generation: eb('session_generation', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
