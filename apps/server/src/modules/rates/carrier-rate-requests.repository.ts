import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { NewRateRequests } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleRateRequests } from '../../db/visibility/rate-request-visibility';
import { isRateRequestExpired } from './rates.repository';

/** The companies the broker chose, by id, with what decides whether they may be asked. */
export function findCarrierCompanies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('companies').select(['id', 'name', 'kind', 'do_not_use']).where('id', 'in', ids).execute();
}

/** Of these carriers, the ones with a request on the shipment still open (Sent and not expired). */
export function findOpenRateRequests(trx: Db, shipmentId: number, carrierIds: readonly number[]) {
  return trx
    .selectFrom('rate_requests')
    .innerJoin('companies', 'companies.id', 'rate_requests.carrier_id')
    .select(['rate_requests.carrier_id', 'companies.name'])
    .where('rate_requests.shipment_id', '=', shipmentId)
    .where('rate_requests.carrier_id', 'in', carrierIds)
    .where('rate_requests.status', '=', RateRequestStatus.Sent)
    .where((eb) => eb.not(isRateRequestExpired))
    .orderBy('companies.name')
    .execute();
}

export function insertRateRequests(trx: Db, rows: readonly NewRateRequests[]) {
  return trx.insertInto('rate_requests').values([...rows]).returning(['id', 'carrier_id', 'expires_at']).execute();
}

/** The shipment's rate requests the caller may see, each with its carrier and the spot quote its offer became. */
export function findShipmentAnswers(db: Db, caller: Caller, shipmentId: number) {
  return applyVisibility(db.selectFrom('rate_requests'), visibleRateRequests, caller)
    .innerJoin('companies', 'companies.id', 'rate_requests.carrier_id')
    .leftJoin('spot_quotes', 'spot_quotes.rate_request_id', 'rate_requests.id')
    .select([
      'rate_requests.id',
      'rate_requests.carrier_id',
      'companies.name as carrier_name',
      'rate_requests.rate_type',
      'rate_requests.status',
      'rate_requests.target_rate_cents',
      'rate_requests.response_rate_cents',
      'rate_requests.response_notes',
      'rate_requests.requested_at',
      'rate_requests.responded_at',
      'rate_requests.expires_at',
      'spot_quotes.id as quote_id',
      'spot_quotes.price_cents as quote_price_cents',
      'spot_quotes.expires_at as quote_expires_at',
      'spot_quotes.booked_at as quote_booked_at',
    ])
    .select(isRateRequestExpired.as('is_expired'))
    .where('rate_requests.shipment_id', '=', shipmentId)
    .orderBy('rate_requests.requested_at', 'desc')
    .orderBy('rate_requests.id', 'desc')
    .execute();
}

export type ShipmentAnswerRow = Awaited<ReturnType<typeof findShipmentAnswers>>[number];
