import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { RATE_REQUEST_MESSAGES } from '@portal/domain/rates/rate-messages';
import { toCents } from '@portal/domain/common/money';
import { displayName } from '@portal/domain/common/enum';
import { RATE_REQUEST_STATUSES, RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { ShipmentStopsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound } from '../../lib/problem';
import { EXPIRED } from '@portal/domain/load-board/freight-schemas';
import type { RateRequestsQuery } from '@portal/domain/rates/rate-schemas';
import { findShipmentStops } from '../../db/freight-sql';
import { offerListSort } from '../../db/offer-list';
import { mapView, offerFreightView, stopView } from '../shipments/detail/offer-freight-view';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { dollarsOrNull } from '../../lib/money';
import {
  countByStatus,
  findRateRequest,
  findRateRequestByShipment,
  listRateRequests,
  lockRateRequest,
  updateRateRequest,
  type RateRequestDbRow,
} from './rate-requests.repository';
import type { Db } from '../../db/db';
import { SPOT_QUOTE_HOURS } from '@portal/domain/rates/rating-schemas';
import { insertQuoteFromRateRequest } from './spot-quotes.repository';

const HOUR_MS = 60 * 60 * 1000;

const NOT_FOUND = 'Rate request';

export { RATE_REQUEST_MESSAGES };

function rateRequestView(row: RateRequestDbRow) {
  return {
    id: row.id,
    rateType: row.rate_type,
    status: { value: row.status, displayName: row.is_expired ? EXPIRED : (displayName(RATE_REQUEST_STATUSES, row.status) ?? `Status ${row.status}`) },
    isExpired: row.is_expired,
    requestedAt: isoRequired(row.requested_at),
    expiresAt: iso(row.expires_at),
    respondedAt: iso(row.responded_at),
    targetRate: dollarsOrNull(row.target_rate_cents),
    responseRate: dollarsOrNull(row.response_rate_cents),
    responseNotes: row.response_notes,
    declineReason: row.status === RateRequestStatus.Declined ? row.response_notes : null,
    ...offerFreightView(row),
  };
}

function detailView(row: RateRequestDbRow, stops: readonly ShipmentStopsRow[]) {
  return {
    ...rateRequestView(row),
    stops: stops.map(stopView),
    map: mapView(stops, {
      origin: { city: row.origin_city, state: row.origin_state, latitude: row.origin_latitude, longitude: row.origin_longitude },
      destination: { city: row.destination_city, state: row.destination_state, latitude: row.destination_latitude, longitude: row.destination_longitude },
    }),
  };
}

/** Open (Sent) requests by default, newest first. */
export async function findRateRequests(db: Db, caller: Caller, query: RateRequestsQuery) {
  const { rows, totalCount } = await listRateRequests(db, caller, {
    query: query.query,
    statuses: query.statuses ?? [RateRequestStatus.Sent],
    ...offerListSort(query, { sortProperty: 'requestedAt', sortDirection: 'desc' }),
    page: query.page,
    pageSize: query.pageSize,
  });
  return { data: rows.map(rateRequestView), totalCount };
}

export async function getRateRequest(db: Db, caller: Caller, id: number) {
  const row = await findRateRequest(db, caller, id);
  if (!row) throw notFound(NOT_FOUND);
  return detailView(row, await findShipmentStops(db, row.shipment_id));
}

export async function getRateRequestForShipment(db: Db, caller: Caller, shipmentNumber: string, rateType: string | undefined) {
  const row = await findRateRequestByShipment(db, caller, shipmentNumber, rateType);
  if (!row) throw notFound(NOT_FOUND);
  return detailView(row, await findShipmentStops(db, row.shipment_id));
}

export async function rateRequestStatusCounts(db: Db, caller: Caller) {
  return countByStatus(db, caller);
}

/** Moves a Sent request (the caller's company's, not expired) on; 409 for anything else. */
async function answer(db: Db, caller: Caller, id: number, change: (trx: Db) => Promise<void>) {
  const visible = await findRateRequest(db, caller, id);
  if (!visible) throw notFound(NOT_FOUND);
  if (visible.carrier_id !== caller.companyId || caller.isBroker) throw forbidden(RATE_REQUEST_MESSAGES.onlyRequestedCarrier);
  await db.transaction().execute(async (trx) => {
    const request = await lockRateRequest(trx, id);
    if (!request) throw notFound(NOT_FOUND);
    if (request.status !== RateRequestStatus.Sent) {
      throw conflict(RATE_REQUEST_MESSAGES.alreadyAnswered({ status: (displayName(RATE_REQUEST_STATUSES, request.status) ?? 'closed').toLowerCase() }));
    }
    if (request.is_expired && request.expires_at) throw conflict(RATE_REQUEST_MESSAGES.expired({ expiresAt: request.expires_at.toISOString() }));
    await change(trx);
  });
  return getRateRequest(db, caller, id);
}

/** The carrier's rate (decimal dollars) and notes: Sent becomes Offered. */
export async function sendRateResponse(db: Db, caller: Caller, id: number, input: { rate: number; notes?: string }, now = new Date()) {
  const data = await answer(db, caller, id, (trx) =>
    updateRateRequest(trx, id, {
      status: RateRequestStatus.Offered,
      response_rate_cents: toCents(input.rate),
      response_notes: input.notes ?? null,
      responded_at: now,
      responded_by_user_id: caller.userId,
    }).then(() => insertQuoteFromRateRequest(trx, id, new Date(now.getTime() + SPOT_QUOTE_HOURS * HOUR_MS), now)),
  );
  return { data, ...answerMessage(MESSAGES.responseSent) };
}

/** The carrier passes: Sent becomes Declined, the reason kept as the response notes. */
export async function declineRateRequest(db: Db, caller: Caller, id: number, input: { reason?: string }, now = new Date()) {
  const data = await answer(db, caller, id, (trx) =>
    updateRateRequest(trx, id, {
      status: RateRequestStatus.Declined,
      response_notes: input.reason ?? null,
      responded_at: now,
      responded_by_user_id: caller.userId,
    }).then(() => undefined),
  );
  return { data, ...answerMessage(RATE_REQUEST_MESSAGES.declined) };
}
