import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Database, TendersRow, TendersUpdate } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { EXPIRED, type TenderSortProperty, type TenderStatusFilter } from './tender-schemas';
import { tenderStatusCondition } from './tenders.repository';
import { freightTextMatch } from '../shipments/freight-text-match';
import type { Db } from '../../db/db';
import { visibleTenders } from '../../db/visibility/tender-visibility';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { pagedList } from '../../db/paged-list';

const isExpiredSql = sql<boolean>`(tenders.status = ${sql.lit(TenderOfferStatus.Sent)} and tenders.expires_at <= now())`;

/** Tenders the caller may see (the one visibility rule of the count routes), with their shipment. */
function tendersWithShipments(db: Db, caller: Caller) {
  return applyVisibility(db.selectFrom('tenders').innerJoin('shipments', 'shipments.id', 'tenders.shipment_id'), visibleTenders, caller)
    .leftJoin('orders', 'orders.id', 'shipments.order_id')
    .leftJoin('companies as customer', 'customer.id', 'shipments.customer_id');
}

function tenderColumns(query: ReturnType<typeof tendersWithShipments>) {
  return query
    .selectAll('tenders')
    .select([
      'shipments.shipment_number',
      'shipments.status as shipment_status',
      'shipments.carrier_id as shipment_carrier_id',
      'shipments.customer_id',
      'shipments.origin_city',
      'shipments.origin_state',
      'shipments.origin_postal_code',
      'shipments.origin_latitude',
      'shipments.origin_longitude',
      'shipments.destination_city',
      'shipments.destination_state',
      'shipments.destination_postal_code',
      'shipments.destination_latitude',
      'shipments.destination_longitude',
      'shipments.pickup_early',
      'shipments.pickup_late',
      'shipments.delivery_early',
      'shipments.delivery_late',
      'shipments.equipment_mode',
      'shipments.shipping_mode',
      'shipments.is_partial',
      'shipments.weight_lbs',
      'shipments.total_miles',
      'shipments.requirements',
      'shipments.reference_numbers',
      'customer.name as customer_name',
    ])
    .select(sql<boolean>`coalesce(orders.is_blind, false)`.as('is_blind'))
    .select(isExpiredSql.as('is_expired'));
}

function selectTender(db: Db, caller: Caller) {
  return tenderColumns(tendersWithShipments(db, caller));
}

export type TenderDbRow = Awaited<ReturnType<ReturnType<typeof selectTender>['executeTakeFirstOrThrow']>>;

export interface TenderListFilter {
  query?: string;
  statuses: readonly TenderStatusFilter[];
  customers: readonly number[];
  sortProperty: TenderSortProperty;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
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
  let query = tendersWithShipments(db, caller);
  if (filter.statuses.length > 0) {
    const codes = filter.statuses.filter((s): s is TenderOfferStatus => s !== EXPIRED);
    const wantsExpired = filter.statuses.includes(EXPIRED);
    query = query.where((eb) => {
      const parts: Expression<SqlBool>[] = [];
      if (codes.length > 0) parts.push(tenderStatusCondition(eb as unknown as ExpressionBuilder<Database, 'tenders'>, codes));
      if (wantsExpired) parts.push(isExpiredSql);
      return eb.or(parts);
    });
  }
  if (filter.customers.length > 0) query = query.where('shipments.customer_id', 'in', [...filter.customers]);
  const text = filter.query?.trim();
  if (text) query = query.where((eb) => freightTextMatch(eb, text));
  return query;
}

export async function listTenders(db: Db, caller: Caller, filter: TenderListFilter) {
  const column = SORT_COLUMNS[filter.sortProperty];
  return pagedList(
    filtered(db, caller, filter),
    (query) =>
      tenderColumns(query)
        .orderBy(column, (ob) => (filter.sortDirection === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
        .orderBy('tenders.id', filter.sortDirection),
    filter,
  );
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

/** Inside a transaction, after the shipment is locked: the tender locked, with whether it has expired. */
export function lockTender(trx: Db, id: number): Promise<(TendersRow & { is_expired: boolean }) | undefined> {
  return trx.selectFrom('tenders').selectAll().select(isExpiredSql.as('is_expired')).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateTender(trx: Db, id: number, values: TendersUpdate) {
  return trx.updateTable('tenders').set(values).where('id', '=', id).execute();
}

/** Whether any other carrier still holds a live Sent tender on the shipment. */
export async function hasOtherLiveTender(trx: Db, shipmentId: number, exceptTenderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('tenders')
    .select('id')
    .where('shipment_id', '=', shipmentId)
    .where('id', '<>', exceptTenderId)
    .where('status', '=', TenderOfferStatus.Sent)
    .where('expires_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export function findCompanyDriver(db: Db, companyId: number, driverId: number) {
  return db.selectFrom('drivers').select('id').where('id', '=', driverId).where('company_id', '=', companyId).executeTakeFirst();
}

export async function assignDriver(trx: Db, shipmentId: number, driverId: number) {
  await trx.insertInto('shipment_drivers').values({ shipment_id: shipmentId, driver_id: driverId }).onConflict((oc) => oc.doNothing()).execute();
}
