import { sql } from 'kysely';
import { ACTIVE_LOAD_STATUSES, ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { FraudSignalListQuery } from '@portal/domain/risk/fraud-signal-schemas';
import type { SignalFinding } from '@portal/domain/risk/fraud-rules';
import type { Db } from '../../db/db';
import { pagedList } from '../../db/paged-list';
import { containsPattern } from '../../lib/like-pattern';

/**
 * The facts the fraud detectors read, and the signals they keep. A scope narrows a run to a few
 * carriers or loads (the run after a booking); none means the whole TMS (the scheduled run).
 */
export interface DetectorScope {
  carrierIds?: readonly number[];
  shipmentIds?: readonly number[];
}

const CARRIER = 'Carrier';
const NONE = [-1];

function carrierFilter(scope: DetectorScope) {
  return scope.carrierIds ? (scope.carrierIds.length > 0 ? scope.carrierIds : NONE) : undefined;
}

/** Carriers with their active loads (Booked to At Stop) and their power units in service. */
export function findCarrierLoadsAndTrucks(db: Db, scope: DetectorScope) {
  const ids = carrierFilter(scope);
  let q = db
    .selectFrom('companies as c')
    .where('c.kind', '=', CARRIER)
    .select([
      'c.id',
      'c.name',
      sql<number>`(select count(*)::int from shipments s where s.carrier_id = c.id and s.status in (${sql.join([...ACTIVE_LOAD_STATUSES])}))`.as('active_loads'),
      sql<number>`(select count(*)::int from equipment e where e.company_id = c.id and e.kind = 'PowerUnit' and e.is_active and e.retired_at is null)`.as('power_units'),
    ]);
  if (ids) q = q.where('c.id', 'in', ids);
  return q.execute();
}

/** Carriers by id with their name and registered address. */
export function findCarriers(db: Db, scope: DetectorScope) {
  const ids = carrierFilter(scope);
  let q = db.selectFrom('companies').where('kind', '=', CARRIER).select(['id', 'name', 'email']);
  if (ids) q = q.where('id', 'in', ids);
  return q.execute();
}

/** The carriers' users and live contacts, with their addresses and when each was added. */
export async function findCarrierPeople(db: Db, scope: DetectorScope) {
  const ids = carrierFilter(scope);
  let users = db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .where('c.kind', '=', CARRIER)
    .select(['u.id', 'u.company_id', 'u.email', sql<string>`u.first_name || ' ' || u.last_name`.as('name'), 'u.created_at']);
  let contacts = db
    .selectFrom('contacts as ct')
    .innerJoin('companies as c', 'c.id', 'ct.company_id')
    .where('c.kind', '=', CARRIER)
    .where('ct.deleted_at', 'is', null)
    .select(['ct.id', 'ct.company_id', 'ct.email_addresses', sql<string>`ct.first_name || ' ' || ct.last_name`.as('name'), 'ct.created_at']);
  if (ids) {
    users = users.where('u.company_id', 'in', ids);
    contacts = contacts.where('ct.company_id', 'in', ids);
  }
  const [userRows, contactRows] = await Promise.all([users.execute(), contacts.execute()]);
  return { users: userRows, contacts: contactRows };
}

/** Loads booked since `since` by a user of the carrier itself, with that user's roles. */
export function findBookingsByCarrierUsers(db: Db, since: Date, scope: DetectorScope) {
  let q = db
    .selectFrom('shipments as s')
    .innerJoin('users as u', 'u.id', 's.booked_by_user_id')
    .whereRef('u.company_id', '=', 's.carrier_id')
    .where('s.booked_at', '>=', since)
    .select(['s.id', 's.shipment_number', 's.carrier_id', 's.booked_at', 'u.id as user_id', 'u.email', 'u.roles', 'u.permissions']);
  if (scope.shipmentIds) q = q.where('s.id', 'in', scope.shipmentIds.length > 0 ? scope.shipmentIds : NONE);
  if (scope.carrierIds) q = q.where('s.carrier_id', 'in', scope.carrierIds.length > 0 ? scope.carrierIds : NONE);
  return q.execute();
}

/** Every session the users opened up to `until`, each user's oldest first. */
export function findSessionsOf(db: Db, userIds: readonly number[], until: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_sessions')
    .where('user_id', 'in', userIds)
    .where('created_at', '<=', until)
    .select(['user_id', 'created_at', 'user_agent', 'ip'])
    .orderBy('user_id')
    .orderBy('created_at')
    .execute();
}

const normalizedVin = sql<string>`upper(regexp_replace(e.vin, '[[:space:]-]', '', 'g'))`;
const normalizedPlate = sql<string>`upper(coalesce(e.license_state, '')) || ':' || upper(regexp_replace(e.license_plate, '[[:space:]-]', '', 'g'))`;

/**
 * Units in service whose VIN, or plate in its state, is also on a unit of another carrier: the
 * grouping happens here so a fleet of thousands returns only the few units that matter.
 */
export function findUnitsSharedAcrossCarriers(db: Db) {
  const inService = (q: ReturnType<typeof units>) => q.where('e.is_active', '=', true).where('e.retired_at', 'is', null).where('c.kind', '=', CARRIER);
  const units = () => db.selectFrom('equipment as e').innerJoin('companies as c', 'c.id', 'e.company_id');
  const sharedVins = inService(units()).where('e.vin', 'is not', null).where('e.vin', '<>', '').groupBy(normalizedVin).having(sql`count(distinct e.company_id)`, '>', 1).select(normalizedVin.as('v'));
  const sharedPlates = inService(units())
    .where('e.license_plate', 'is not', null)
    .where('e.license_plate', '<>', '')
    .groupBy(normalizedPlate)
    .having(sql`count(distinct e.company_id)`, '>', 1)
    .select(normalizedPlate.as('v'));
  return inService(units())
    .where((eb) => eb.or([eb(normalizedVin, 'in', sharedVins), eb(normalizedPlate, 'in', sharedPlates)]))
    .select(['e.company_id', 'c.name', 'e.unit_number', 'e.vin', 'e.license_plate', 'e.license_state'])
    .orderBy('e.company_id')
    .orderBy('e.unit_number')
    .execute();
}

/** Booked and Dispatched loads whose pickup is between now and `until`, with the load's last position. */
export function findLoadsNearingPickup(db: Db, now: Date, until: Date, scope: DetectorScope) {
  let q = db
    .selectFrom('shipments as s')
    .where('s.status', 'in', [ShipmentStatus.Booked, ShipmentStatus.Dispatched])
    .where('s.carrier_id', 'is not', null)
    .where('s.pickup_early', '>=', now)
    .where('s.pickup_early', '<=', until)
    .select([
      's.id',
      's.shipment_number',
      's.carrier_id',
      's.pickup_early',
      's.origin_city',
      's.origin_state',
      's.origin_latitude',
      's.origin_longitude',
      's.last_latitude',
      's.last_longitude',
      's.last_location_at',
    ]);
  if (scope.shipmentIds) q = q.where('s.id', 'in', scope.shipmentIds.length > 0 ? scope.shipmentIds : NONE);
  return q.execute();
}

/**
 * Active loads whose number is in the name of a live document another carrier uploaded: the
 * number is matched as a substring here and as a whole word by the rule.
 */
export function findLoadNumbersOnOtherCarriersDocuments(db: Db, scope: DetectorScope) {
  let q = db
    .selectFrom('shipments as s')
    .innerJoin('companies as bc', 'bc.id', 's.carrier_id')
    .innerJoin('documents as d', (join) => join.on(sql<boolean>`strpos(upper(d.name), upper(s.shipment_number)) > 0`))
    .innerJoin('companies as dc', 'dc.id', 'd.company_id')
    .where('s.status', 'in', [...ACTIVE_LOAD_STATUSES])
    .where('d.deleted_at', 'is', null)
    .where('dc.kind', '=', CARRIER)
    .whereRef('d.company_id', '<>', 's.carrier_id')
    .select(['s.id', 's.shipment_number', 's.carrier_id', 'bc.name as carrier_name', 'd.id as document_id', 'd.name as document_name', 'd.company_id as document_carrier_id', 'dc.name as document_carrier_name', 'd.created_at as uploaded_at']);
  if (scope.shipmentIds) q = q.where('s.id', 'in', scope.shipmentIds.length > 0 ? scope.shipmentIds : NONE);
  return q.execute();
}

export function findCarrierName(db: Db, carrierIds: readonly number[]) {
  if (carrierIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('companies').where('id', 'in', carrierIds).select(['id', 'name']).execute();
}

// The signals.

const signalKey = sql<string>`kind || ':' || carrier_id || ':' || coalesce(shipment_id, 0) || ':' || subject`;

export function findingKey(f: Pick<SignalFinding, 'kind' | 'carrierId' | 'shipmentId' | 'subject'>): string {
  return `${f.kind}:${f.carrierId}:${f.shipmentId ?? 0}:${f.subject}`;
}

/**
 * Stores a finding: a new signal is raised (answering its id), a known one has its evidence and
 * seen_at refreshed, and a cleared one opens again (answering its id and 'Reopened').
 */
export async function upsertSignal(trx: Db, finding: SignalFinding, now: Date): Promise<{ id: number; change: 'Raised' | 'Reopened' | null }> {
  const existing = await trx
    .selectFrom('fraud_signals')
    .select(['id', 'status'])
    .where('kind', '=', finding.kind)
    .where('carrier_id', '=', finding.carrierId)
    .where(sql<number>`coalesce(shipment_id, 0)`, '=', finding.shipmentId ?? 0)
    .where('subject', '=', finding.subject)
    .forUpdate()
    .executeTakeFirst();
  const evidence = JSON.stringify(finding.evidence);
  if (!existing) {
    const inserted = await trx
      .insertInto('fraud_signals')
      .values({ kind: finding.kind, carrier_id: finding.carrierId, shipment_id: finding.shipmentId, subject: finding.subject, evidence, summary: finding.summary, raised_at: now, seen_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another run raised it in between: that run's row stands.
    return inserted ? { id: inserted.id, change: 'Raised' } : { id: 0, change: null };
  }
  const reopen = existing.status === 'Cleared';
  await trx
    .updateTable('fraud_signals')
    .set({ evidence, summary: finding.summary, seen_at: now, ...(reopen ? { status: 'Open', status_changed_at: now } : {}) })
    .where('id', '=', existing.id)
    .execute();
  return { id: existing.id, change: reopen ? 'Reopened' : null };
}

/** Open signals of a kind in the scope a detector looked at, for it to clear those it no longer finds. */
export function findOpenSignalsInScope(trx: Db, kind: string, scope: { carrierIds?: readonly number[]; shipmentIds?: readonly number[] }) {
  let q = trx.selectFrom('fraud_signals').select(['id', signalKey.as('key')]).where('kind', '=', kind).where('status', '=', 'Open');
  if (scope.carrierIds) q = q.where('carrier_id', 'in', scope.carrierIds.length > 0 ? scope.carrierIds : NONE);
  if (scope.shipmentIds) q = q.where('shipment_id', 'in', scope.shipmentIds.length > 0 ? scope.shipmentIds : NONE);
  return q.execute();
}

export async function setSignalStatus(trx: Db, id: number, status: 'Acknowledged' | 'Cleared', now: Date): Promise<void> {
  await trx.updateTable('fraud_signals').set({ status, status_changed_at: now }).where('id', '=', id).execute();
}

export async function insertSignalHistory(trx: Db, entry: { signalId: number; action: 'Raised' | 'Acknowledged' | 'Cleared' | 'Reopened'; note: string | null; userId: number | null; at: Date }): Promise<void> {
  await trx.insertInto('fraud_signal_history').values({ signal_id: entry.signalId, action: entry.action, note: entry.note, user_id: entry.userId, created_at: entry.at }).execute();
}

function signalRows(db: Db) {
  return db.selectFrom('fraud_signals as f').innerJoin('companies as c', 'c.id', 'f.carrier_id').leftJoin('shipments as s', 's.id', 'f.shipment_id');
}

const signalColumns = ['f.id', 'f.kind', 'f.status', 'f.carrier_id', 'c.name as carrier_name', 'f.shipment_id', 's.shipment_number', 'f.evidence', 'f.summary', 'f.raised_at', 'f.seen_at'] as const;

export function listSignals(db: Db, query: FraudSignalListQuery, range: { from?: Date; to?: Date }) {
  let q = signalRows(db);
  if (query.kind) q = q.where('f.kind', '=', query.kind);
  if (query.status) q = q.where('f.status', '=', query.status);
  if (query.carrierId) q = q.where('f.carrier_id', '=', query.carrierId);
  if (query.shipmentId) q = q.where('f.shipment_id', '=', query.shipmentId);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const search = query.search;
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('s.shipment_number', '=', search)]));
  }
  if (range.from) q = q.where('f.raised_at', '>=', range.from);
  if (range.to) q = q.where('f.raised_at', '<', range.to);
  return pagedList(q, (page) => page.select([...signalColumns]).orderBy('f.raised_at', 'desc').orderBy('f.id', 'desc'), query);
}

export type SignalRow = Awaited<ReturnType<typeof listSignals>>['rows'][number];

export function findSignal(db: Db, id: number) {
  return signalRows(db).select([...signalColumns]).where('f.id', '=', id).executeTakeFirst();
}

export function lockSignal(trx: Db, id: number) {
  return trx.selectFrom('fraud_signals').select(['id', 'status', 'kind', 'carrier_id', 'shipment_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findSignalHistory(db: Db, signalId: number) {
  return db
    .selectFrom('fraud_signal_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .where('h.signal_id', '=', signalId)
    .select(['h.id', 'h.action', 'h.note', 'h.created_at', sql<string | null>`u.first_name || ' ' || u.last_name`.as('user_name')])
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
}
