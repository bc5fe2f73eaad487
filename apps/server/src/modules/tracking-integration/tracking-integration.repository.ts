import { sql } from 'kysely';
import type { Db } from '../../db/db';
import type { TrackingIntegrationsTable } from '../../db/database';
import type { Updateable } from 'kysely';

export function findIntegration(db: Db, companyId: number, provider: string) {
  return db
    .selectFrom('tracking_integrations as ti')
    .leftJoin('users as u', 'u.id', 'ti.connected_by_user_id')
    .selectAll('ti')
    .select(['u.first_name as connected_by_first_name', 'u.last_name as connected_by_last_name'])
    .where('ti.company_id', '=', companyId)
    .where('ti.provider', '=', provider)
    .executeTakeFirst();
}

/** The install row locked FOR UPDATE: refreshes of one company wait for each other, across processes. */
export function lockIntegration(trx: Db, companyId: number, provider: string) {
  return trx.selectFrom('tracking_integrations').selectAll().where('company_id', '=', companyId).where('provider', '=', provider).forUpdate().executeTakeFirst();
}

export function updateIntegration(db: Db, id: number, values: Updateable<TrackingIntegrationsTable>) {
  return db.updateTable('tracking_integrations').set({ ...values, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function upsertConnected(
  db: Db,
  row: { companyId: number; provider: string; userId: number; accessEnc: string; refreshEnc: string; expiresAt: Date; scopes: string[]; orgId: string | null; orgName: string | null; now: Date },
) {
  const values = {
    status: 'connected',
    access_token_enc: row.accessEnc,
    refresh_token_enc: row.refreshEnc,
    access_expires_at: row.expiresAt,
    scopes: row.scopes,
    external_org_id: row.orgId,
    external_org_name: row.orgName,
    connected_by_user_id: row.userId,
    connected_at: row.now,
    disconnected_at: null,
    last_refreshed_at: row.now,
    last_success_at: row.now,
    last_error_code: null,
    last_error_at: null,
    feed_cursor: null,
    poll_not_before: null,
    updated_at: row.now,
  };
  return db
    .insertInto('tracking_integrations')
    .values({ company_id: row.companyId, provider: row.provider, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'provider']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Stores a new state; the user's spent and stale ones go at the same time (they can never complete). */
export async function insertState(
  db: Db,
  row: { stateHash: string; companyId: number; userId: number; sessionId: string | null; provider: string; codeVerifierEnc: string; expiresAt: Date; now: Date },
) {
  await db
    .deleteFrom('tracking_oauth_states')
    .where('user_id', '=', row.userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', row.now)]))
    .execute();
  await db
    .insertInto('tracking_oauth_states')
    .values({
      state_hash: row.stateHash,
      company_id: row.companyId,
      user_id: row.userId,
      session_id: row.sessionId,
      provider: row.provider,
      code_verifier_enc: row.codeVerifierEnc,
      expires_at: row.expiresAt,
    })
    .execute();
}

/**
 * Takes a state once, for the user, company and sign-in session that started it: marks it used and
 * answers its code_verifier only when it was unused, fresh and theirs. A state started without a
 * session id (a token from before they existed) is bound by user and company alone.
 */
export function consumeState(db: Db, stateHash: string, provider: string, owner: { userId: number; companyId: number; sessionId: string | null }, now: Date) {
  return db
    .updateTable('tracking_oauth_states')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('user_id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .where((eb) => (owner.sessionId === null ? eb('session_id', 'is', null) : eb.or([eb('session_id', 'is', null), eb('session_id', '=', owner.sessionId)])))
    .returning(['company_id', 'user_id', 'code_verifier_enc'])
    .executeTakeFirst();
}

/** Whose a state is, whatever its age or use: tells a foreign state (403) from a spent or unknown one (400). */
export function findStateOwner(db: Db, stateHash: string, provider: string) {
  return db
    .selectFrom('tracking_oauth_states')
    .select(['company_id', 'user_id', 'session_id'])
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export function listVehicles(db: Db, integrationId: number) {
  return db.selectFrom('tracking_vehicles').selectAll().where('integration_id', '=', integrationId).orderBy('name').execute();
}

export async function upsertVehicles(
  db: Db,
  integrationId: number,
  rows: { id: string; name: string; vin: string | null; latitude: number | null; longitude: number | null; at: Date | null; location: string | null }[],
  now: Date,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('tracking_vehicles')
    .values(
      rows.map((r) => ({
        integration_id: integrationId,
        provider_vehicle_id: r.id,
        name: r.name,
        vin: r.vin,
        last_latitude: r.latitude,
        last_longitude: r.longitude,
        last_position_at: r.at,
        last_formatted_location: r.location,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['integration_id', 'provider_vehicle_id']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        vin: sql`coalesce(excluded.vin, tracking_vehicles.vin)`,
        // A point never moves a vehicle back in time.
        last_latitude: sql`case when tracking_vehicles.last_position_at is null or excluded.last_position_at >= tracking_vehicles.last_position_at then excluded.last_latitude else tracking_vehicles.last_latitude end`,
        last_longitude: sql`case when tracking_vehicles.last_position_at is null or excluded.last_position_at >= tracking_vehicles.last_position_at then excluded.last_longitude else tracking_vehicles.last_longitude end`,
        last_formatted_location: sql`case when tracking_vehicles.last_position_at is null or excluded.last_position_at >= tracking_vehicles.last_position_at then excluded.last_formatted_location else tracking_vehicles.last_formatted_location end`,
        last_position_at: sql`greatest(tracking_vehicles.last_position_at, excluded.last_position_at)`,
        updated_at: now,
      })),
    )
    .execute();
}

export function deleteVehicles(db: Db, integrationId: number) {
  return db.deleteFrom('tracking_vehicles').where('integration_id', '=', integrationId).execute();
}

export async function insertPositions(
  db: Db,
  rows: { companyId: number; provider: string; vehicleId: string; equipmentId: number | null; at: Date; lat: number; lon: number; heading: number | null; speed: number | null; ecu: boolean | null; location: string | null }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('vehicle_positions')
    .values(
      rows.map((r) => ({
        company_id: r.companyId,
        provider: r.provider,
        provider_vehicle_id: r.vehicleId,
        equipment_id: r.equipmentId,
        recorded_at: r.at,
        latitude: r.lat,
        longitude: r.lon,
        heading_degrees: r.heading,
        speed_mph: r.speed,
        is_ecu_speed: r.ecu,
        formatted_location: r.location,
      })),
    )
    .onConflict((oc) => oc.columns(['company_id', 'provider', 'provider_vehicle_id', 'recorded_at']).doNothing())
    .execute();
}

/** Connected installs whose next poll is due, for the poller. */
export function findPollableIntegrations(db: Db, now: Date) {
  return db
    .selectFrom('tracking_integrations')
    .select(['id', 'company_id', 'provider'])
    .where('status', '=', 'connected')
    .where((eb) => eb.or([eb('poll_not_before', 'is', null), eb('poll_not_before', '<=', now)]))
    .execute();
}
