import { sql } from 'kysely';
import type { NewDrivers } from '../../db/database';
import type { Db } from '../../db/db';
import { anyRow } from '../../db/any-row';
import { pagedList, type Paging } from '../../db/paged-list';
import { containsPattern } from '../../lib/like-pattern';
import { ACTIVE_LOAD_STATUSES } from '@portal/domain/shipments/shipment-status';

const DRIVER_COLUMNS = [
  'id',
  'company_id',
  'user_id',
  'first_name',
  'last_name',
  'email',
  'mobile_phone',
  'license_number',
  'license_state',
  'license_expires_on',
  'profile_file_id',
  'is_active',
] as const;

/** A driver of the caller's company; undefined for another company's driver (answered as 404). */
export function findCompanyDriver(db: Db, companyId: number, driverId: number) {
  return db.selectFrom('drivers').select(DRIVER_COLUMNS).where('company_id', '=', companyId).where('id', '=', driverId).executeTakeFirst();
}
export type DriverRow = NonNullable<Awaited<ReturnType<typeof findCompanyDriver>>>;

/** Locks a driver of the company for a change; undefined for another company's. */
export function lockCompanyDriver(trx: Db, companyId: number, driverId: number) {
  return trx.selectFrom('drivers').select(DRIVER_COLUMNS).where('company_id', '=', companyId).where('id', '=', driverId).forUpdate().executeTakeFirst();
}

/** The portal user of a driver, by either side of the link. */
export function findDriverUser(db: Db, driver: { id: number; user_id: number | null }) {
  return db
    .selectFrom('users')
    .select(['id', 'status', 'company_id'])
    .where((eb) => eb.or([eb('driver_id', '=', driver.id), ...(driver.user_id !== null ? [eb('id', '=', driver.user_id)] : [])]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return anyRow(db.selectFrom('users').where(sql`lower(email)`, '=', email.toLowerCase()));
}

export async function insertDriverUser(
  trx: Db,
  user: { companyId: number; driverId: number; email: string; firstName: string; lastName: string; phoneNumbers: string[]; apiKey: string },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      company_id: user.companyId,
      email: user.email,
      user_name: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: null,
      status: 'Active',
      roles: ['Driver'],
      permissions: ['DriverPortal'],
      phone_numbers: user.phoneNumbers,
      driver_id: user.driverId,
      api_key: user.apiKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('drivers').set({ user_id: row.id }).where('id', '=', user.driverId).execute();
  return row.id;
}

/** Ends every session of the driver's portal user (tokens carry the generation they were issued in). */
/** A driver's portal user may sign in again (Active) or not at all (Disabled); a user still Pending activation stays so. */
export async function setDriverUserEnabled(trx: Db, userId: number, enabled: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ status: enabled ? 'Active' : 'Disabled', updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('status', '=', enabled ? 'Disabled' : 'Active')
    .execute();
}

/** Takes the driver off every load still moving (booked to at stop); the loads stay with the carrier. Their ids. */
export async function endActiveAssignments(trx: Db, driverId: number): Promise<number[]> {
  const rows = await trx
    .deleteFrom('shipment_drivers')
    .where('driver_id', '=', driverId)
    .where('shipment_id', 'in', (eb) => eb.selectFrom('shipments').select('id').where('status', 'in', [...ACTIVE_LOAD_STATUSES]))
    .returning('shipment_id')
    .execute();
  return rows.map((row) => row.shipment_id);
}

export async function endUserSessions(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ session_generation: eb('session_generation', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', userId)
    .execute();
}

export interface DriverFilter {
  q?: string;
  status: 'Active' | 'Inactive' | 'All';
}

/** One page of a company's drivers whose name, e-mail or mobile phone contains `q` (any case), by last and first name. */
export function listCompanyDrivers(db: Db, companyId: number, filter: DriverFilter, paging: Paging) {
  let query = db.selectFrom('drivers').where('company_id', '=', companyId);
  if (filter.status !== 'All') query = query.where('is_active', '=', filter.status === 'Active');
  const text = filter.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern), eb('email', 'ilike', pattern), eb('mobile_phone', 'ilike', pattern)]),
    );
  }
  return pagedList(query, (q) => q.select(DRIVER_COLUMNS).orderBy('last_name').orderBy('first_name').orderBy('id'), paging);
}

export type DriverColumns = Pick<
  NewDrivers,
  'first_name' | 'last_name' | 'email' | 'mobile_phone' | 'license_number' | 'license_state' | 'license_expires_on' | 'profile_file_id'
>;

export async function insertDriver(trx: Db, companyId: number, columns: DriverColumns): Promise<number> {
  const row = await trx.insertInto('drivers').values({ ...columns, company_id: companyId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDriver(trx: Db, driverId: number, columns: Partial<DriverColumns>): Promise<void> {
  await trx.updateTable('drivers').set({ ...columns, updated_at: new Date() }).where('id', '=', driverId).execute();
}

export async function setDriverActive(trx: Db, driverId: number, active: boolean, at: Date): Promise<void> {
  await trx
    .updateTable('drivers')
    .set({ is_active: active, deactivated_at: active ? null : at, updated_at: at })
    .where('id', '=', driverId)
    .execute();
}

/** Whether a file (a profile picture) is a document of the company. */
export async function isCompanyImage(db: Db, companyId: number, fileId: string): Promise<boolean> {
  const images = db.selectFrom('documents').where('extension', 'in', ['.png', '.jpg', '.jpeg']).where('deleted_at', 'is', null);
  return anyRow(images.where('id', '=', fileId).where('company_id', '=', companyId));
}

/** Puts a profile picture (a document id) on the driver, or takes it off (null). */
export async function setDriverPicture(trx: Db, driverId: number, documentId: string | null): Promise<void> {
  await trx.updateTable('drivers').set({ profile_file_id: documentId, updated_at: new Date() }).where('id', '=', driverId).execute();
}
