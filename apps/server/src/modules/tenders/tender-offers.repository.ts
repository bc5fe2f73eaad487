import { sql } from 'kysely';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { TenderSortProperty } from '@portal/domain/tenders/tender-schemas';
import type { TendersRow, TendersUpdate } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { isTenderExpired, TENDER_STATUS_RULE } from './tenders.repository';
import type { Db } from '../../db/db';
import { anyRow } from '../../db/any-row';
import { OFFER_FREIGHT_COLUMNS } from '../../db/freight-sql';
import { offerListPage, whereOfferListFilter, type OfferListFilter } from '../../db/offer-list';
import { visibleTenders } from '../../db/visibility/tender-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';

/** Tenders the caller may see (the one visibility rule of the count routes), with their shipment. */
function tendersWithShipments(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('tenders').innerJoin('shipments', 'shipments.id', 'tenders.shipment_id'), visibleTenders, caller)
    .leftJoin('orders', 'orders.id', 'shipments.order_id')
    .leftJoin('companies as customer', 'customer.id', 'shipments.customer_id')
    .innerJoin('companies as tendered_carrier', 'tendered_carrier.id', 'tenders.carrier_id')
    .leftJoin('drivers as tender_driver', 'tender_driver.id', 'tenders.driver_id')
    .leftJoin('users as responder', 'responder.id', 'tenders.responded_by_user_id');
}

function tenderColumns(query: ReturnType<typeof tendersWithShipments>) {
  return query
    .selectAll('tenders')
    .select(OFFER_FREIGHT_COLUMNS)
    .select([
      'shipments.carrier_id as shipment_carrier_id',
      'shipments.customer_id',
      'shipments.reference_numbers',
      'customer.name as customer_name',
      'tendered_carrier.name as carrier_name',
      'tender_driver.first_name as driver_first_name',
      'tender_driver.last_name as driver_last_name',
      'tender_driver.license_expires_on as driver_license_expires_on',
      'responder.first_name as responder_first_name',
      'responder.last_name as responder_last_name',
    ])
    .select(sql<boolean>`coalesce(orders.is_blind, false)`.as('is_blind'))
    .select(isTenderExpired.as('is_expired'));
}

function selectTender(db: Db, caller: Caller) {
  return tenderColumns(tendersWithShipments(db, caller));
}

export type TenderDbRow = Awaited<ReturnType<ReturnType<typeof selectTender>['executeTakeFirstOrThrow']>>;

export interface TenderListFilter extends OfferListFilter<TenderSortProperty> {
  customers: readonly number[];
}

const SORT_COLUMNS = {
  expiresAt: 'tenders.expires_at',
  sentAt: 'tenders.sent_at',
  pickupDate: 'shipments.pickup_early',
  deliveryDate: 'shipments.delivery_early',
  rate: 'tenders.rate_cents',
  shipmentNumber: 'shipments.shipment_number',
  origin: 'shipments.origin_city',
  destination: 'shipments.destination_city',
} as const;

function filtered(db: Db, caller: Caller, filter: TenderListFilter) {
  const query = whereOfferListFilter(tendersWithShipments(db, caller), TENDER_STATUS_RULE, filter);
  return filter.customers.length > 0 ? query.where('shipments.customer_id', 'in', [...filter.customers]) : query;
}

export function listTenders(db: Db, caller: Caller, filter: TenderListFilter) {
  return offerListPage(filtered(db, caller, filter), tenderColumns, { sortColumn: SORT_COLUMNS[filter.sortProperty], idColumn: 'tenders.id' }, filter);
}

export function findTender(db: Db, caller: Caller, id: number): Promise<TenderDbRow | undefined> {
  return selectTender(db, caller).where('tenders.id', '=', id).executeTakeFirst();
}

/** The caller's latest tender on a shipment, by shipment number. */
export function findTenderByShipmentNumber(db: Db, caller: Caller, shipmentNumber: string): Promise<TenderDbRow | undefined> {
  return selectTender(db, caller)
    .where('shipments.shipment_number', '=', shipmentNumber)
    .orderBy('tenders.sent_at', 'desc')
    .orderBy('tenders.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The shipment a tender is on, read before locking the shipment (shipment first, then its tenders). */
export function findTenderShipmentId(db: Db, tenderId: number) {
  return db.selectFrom('tenders').select('shipment_id').where('id', '=', tenderId).executeTakeFirst();
}

/** Inside a transaction, after the shipment is locked: the tender locked, with whether it has expired. */
export function lockTender(trx: Db, id: number): Promise<(TendersRow & { is_expired: boolean }) | undefined> {
  return trx.selectFrom('tenders').selectAll().select(isTenderExpired.as('is_expired')).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateTender(trx: Db, id: number, values: TendersUpdate) {
  return trx.updateTable('tenders').set(values).where('id', '=', id).execute();
}

/** Whether any other carrier still holds a live Sent tender on the shipment. */
export async function hasOtherLiveTender(trx: Db, shipmentId: number, exceptTenderId: number): Promise<boolean> {
  const liveTenders = trx.selectFrom('tenders').where('status', '=', TenderOfferStatus.Sent).where('expires_at', '>', sql<Date>`now()`);
  return anyRow(liveTenders.where('shipment_id', '=', shipmentId).where('id', '<>', exceptTenderId));
}

/** A unit of the carrier's fleet taken out of service, by the number typed for it. */
export function findRetiredUnitByNumber(db: Db, carrierId: number, kind: 'PowerUnit' | 'Trailer', unitNumber: string) {
  return db
    .selectFrom('equipment')
    .select('unit_number')
    .where('company_id', '=', carrierId)
    .where('kind', '=', kind)
    .where('is_active', '=', false)
    .where(sql<string>`lower(unit_number)`, '=', unitNumber.toLowerCase())
    .executeTakeFirst();
}
