import { sql } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleOffers } from '../../db/visibility/offer-visibility';
import type { OffersUpdate, NewOfferRounds } from '../../db/database';

const LIVE = ['Offered', 'Countered', 'Accepted'] as const;

/** An offer with what its views need of the load and the carrier. */
function offerRows(db: Db) {
  return db
    .selectFrom('offers')
    .innerJoin('shipments', 'shipments.id', 'offers.shipment_id')
    .innerJoin('companies', 'companies.id', 'offers.carrier_id')
    .selectAll('offers')
    .select(['shipments.shipment_number', 'shipments.status as shipment_status', 'shipments.carrier_id as shipment_carrier_id', 'shipments.customer_id', 'companies.name as carrier_name']);
}
export type OfferRow = Awaited<ReturnType<ReturnType<typeof offerRows>['executeTakeFirstOrThrow']>>;

export interface OfferFilter {
  shipmentId?: number;
  shipmentNumber?: string;
}

/** The negotiations the caller may see, on one load when asked, newest move first. */
export function listOffers(db: Db, caller: Caller, filter: OfferFilter): Promise<OfferRow[]> {
  let query = applyVisibility(offerRows(db), visibleOffers, caller);
  if (filter.shipmentId !== undefined) query = query.where('offers.shipment_id', '=', filter.shipmentId);
  if (filter.shipmentNumber !== undefined) query = query.where('shipments.shipment_number', '=', filter.shipmentNumber);
  return query.orderBy('offers.updated_at', 'desc').orderBy('offers.id', 'desc').limit(200).execute();
}

/** The live negotiations the caller may see (the dashboard's card picks the ones waiting for it). */
export function listLiveOffers(db: Db, caller: Caller, now: Date): Promise<OfferRow[]> {
  return applyVisibility(offerRows(db), visibleOffers, caller)
    .where('offers.status', 'in', LIVE)
    .where((eb) => eb.or([eb('offers.confirm_by', 'is', null), eb('offers.confirm_by', '>', now)]))
    .where('offers.valid_until', '>', now)
    .where('shipments.status', '=', ShipmentStatus.ReadyToBook)
    .where('shipments.carrier_id', 'is', null)
    .orderBy('offers.updated_at', 'desc')
    .limit(200)
    .execute();
}

export function findOffer(db: Db, caller: Caller, offerId: number): Promise<OfferRow | undefined> {
  return applyVisibility(offerRows(db), visibleOffers, caller).where('offers.id', '=', offerId).executeTakeFirst();
}

/** Inside a transaction, after the shipment's lock: the offer row locked until commit. */
export function lockOffer(trx: Db, offerId: number) {
  return trx.selectFrom('offers').selectAll().where('id', '=', offerId).forUpdate().executeTakeFirst();
}

/** A new negotiation, or undefined when the carrier already has one on the load. */
export function insertOffer(trx: Db, values: { shipment_id: number; carrier_id: number; rate_cents: number; valid_until: Date; created_by_user_id: number; now: Date }) {
  const { now, ...rest } = values;
  return trx
    .insertInto('offers')
    .values({ ...rest, status: 'Offered', rounds: 1, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['shipment_id', 'carrier_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function updateOffer(trx: Db, offerId: number, values: OffersUpdate): Promise<void> {
  await trx.updateTable('offers').set(values).where('id', '=', offerId).execute();
}

export async function insertRound(trx: Db, round: NewOfferRounds): Promise<void> {
  await trx.insertInto('offer_rounds').values(round).execute();
}

/** The rounds of some negotiations, oldest first, with who made each. */
export function findRounds(db: Db, offerIds: readonly number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('offer_rounds')
    .leftJoin('users', 'users.id', 'offer_rounds.user_id')
    .selectAll('offer_rounds')
    .select(sql<string | null>`nullif(trim(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')), '')`.as('by_name'))
    .where('offer_rounds.offer_id', 'in', offerIds)
    .orderBy('offer_rounds.id')
    .execute();
}

/** The other live negotiations on a load that was just booked: closed, since the load is gone. */
export async function closeOtherOffers(trx: Db, shipmentId: number, exceptOfferId: number, now: Date): Promise<void> {
  await trx.updateTable('offers').set({ status: 'Closed', updated_at: now }).where('shipment_id', '=', shipmentId).where('id', '<>', exceptOfferId).where('status', 'in', LIVE).execute();
}

/**
 * Marks Expired what has lapsed among the given negotiations: a rate past its valid-until, an
 * accepted offer past its window to confirm. Running it twice changes nothing more.
 */
export async function expireLapsedOffers(db: Db, offerIds: readonly number[], now: Date): Promise<number> {
  if (offerIds.length === 0) return 0;
  const result = await db
    .updateTable('offers')
    .set({ status: 'Expired', updated_at: now })
    .where('id', 'in', offerIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['Offered', 'Countered']), eb('valid_until', '<=', now)]),
        eb.and([eb('status', '=', 'Accepted'), eb('confirm_by', '<=', now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The e-mail addresses of a company's active office users (who hears of a move on its side's negotiation). */
export function companyUserEmails(db: Db, companyId: number): Promise<{ email: string; first_name: string }[]> {
  return db.selectFrom('users').select(['email', 'first_name']).where('company_id', '=', companyId).where('status', '=', 'Active').where('driver_id', 'is', null).orderBy('id').limit(20).execute();
}
