import { API_QUOTE_MINUTES, type ApiQuote, type RawRatingBodySchema } from '@portal/domain/rates/rating-schemas';
import type { ApiQuoteBodySchema, CarrierRateRequestBodySchema } from '@portal/domain/rates/rating-schemas';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { toCents } from '@portal/domain/common/money';
import type { z } from 'zod';
import type { SpotQuotesRow } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { dollars } from '../../lib/money';
import { findCompanyFlags } from '../../db/booking-sql';
import { isOpenForBooking } from '@portal/domain/shipments/shipment-status';
import { orderFreight, rawFreight, shipmentFreight, type RatedFreight } from './rated-freight';
import { findCarrierRecords } from './rate-sources.repository';
import { findVisibleQuote, insertSpotQuote } from './spot-quotes.repository';
import { insertRateRequest } from './rate-requests.repository';
import { unifiedRatesFor } from './unified-rates.service';
import { onTimePercent } from '@portal/domain/rates/rate-pricing';
import { RATING_MESSAGES } from '@portal/domain/rates/rate-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export async function unifiedRatesOfShipment(db: Db, caller: Caller, key: { shipmentId?: number; shipmentNumber?: string }) {
  return unifiedRatesFor(db, caller, await shipmentFreight(db, caller, { id: key.shipmentId, shipmentNumber: key.shipmentNumber }));
}

export async function unifiedRatesOfOrder(db: Db, caller: Caller, orderId: number) {
  return unifiedRatesFor(db, caller, await orderFreight(db, caller, orderId));
}

export async function unifiedRatesOfStops(db: Db, caller: Caller, body: z.output<typeof RawRatingBodySchema>, now = new Date()) {
  return unifiedRatesFor(db, caller, await rawFreight(db, body, now), now);
}

async function quoteView(db: Db, row: SpotQuotesRow): Promise<ApiQuote> {
  const record = (await findCarrierRecords(db, [row.carrier_id])).get(row.carrier_id);
  return {
    rateSource: row.source,
    rateType: row.rate_type,
    chargeRateType: row.charge_rate_type === 'PerMile' ? 'PerMile' : 'Flat',
    rate: dollars(row.rate_cents),
    price: dollars(row.price_cents),
    quoteId: row.id,
    carrierId: row.carrier_id,
    serviceDays: row.service_days,
    carrierName: record?.name ?? null,
    quoteExpiresAt: row.expires_at.toISOString(),
    onTimePercent: record ? onTimePercent(record.onTime, record.delivered) : null,
    deliveredCount: record?.delivered ?? 0,
    bookAs: row.rate_type === 'LTL' ? 'Ltl' : row.rate_type === 'Contract' ? 'ContractTl' : 'Spot',
    shipmentId: row.shipment_id,
    orderId: row.order_id,
  };
}

/**
 * An API quote: the cheapest bookable carrier rate for the freight (of one carrier or rate type
 * when asked), kept as a spot quote that can be booked until it expires.
 */
export async function createApiQuote(db: Db, caller: Caller, body: z.output<typeof ApiQuoteBodySchema>, now = new Date()) {
  let freight: RatedFreight;
  if (body.shipmentId !== undefined) freight = await shipmentFreight(db, caller, { id: body.shipmentId });
  else if (body.orderId !== undefined) freight = await orderFreight(db, caller, body.orderId);
  else freight = await rawFreight(db, body.freight!, now);
  const rates = await unifiedRatesFor(db, caller, freight, now);
  const best = rates.find((r) => r.bookAs !== null && r.carrierId !== null && (body.preferredCarrierId === undefined || r.carrierId === body.preferredCarrierId) && (body.rateType === undefined || r.rateType === body.rateType));
  if (!best) throw conflict(RATING_MESSAGES.noRate);
  const expiresAt = new Date(Math.min(now.getTime() + API_QUOTE_MINUTES * MINUTE_MS, best.quoteExpiresAt ? Date.parse(best.quoteExpiresAt) : Infinity));
  const row = await insertSpotQuote(db, {
    source: 'ApiQuote',
    carrier_id: best.carrierId!,
    shipment_id: freight.shipmentId,
    order_id: freight.orderId,
    rate_type: best.rateType,
    charge_rate_type: best.chargeRateType,
    rate_cents: toCents(best.rate),
    price_cents: toCents(best.price),
    service_days: best.serviceDays,
    origin_postal_code: freight.origin.postalCode,
    destination_postal_code: freight.destination.postalCode,
    equipment_mode: freight.equipmentMode,
    expires_at: expiresAt,
    created_by_user_id: caller.userId,
    created_at: now,
  });
  return { data: await quoteView(db, row) };
}

export async function getQuote(db: Db, caller: Caller, quoteId: string) {
  const row = await findVisibleQuote(db, caller, quoteId);
  if (!row) throw notFound('Quote');
  return { data: await quoteView(db, row) };
}

/** The broker asks a carrier for a rate on its shipment; the carrier answers on its Rate Requests page and the answer becomes a spot quote. */
export async function requestCarrierRate(db: Db, caller: Caller, body: z.output<typeof CarrierRateRequestBodySchema>, now = new Date()) {
  const freight = await shipmentFreight(db, caller, { id: body.shipmentId });
  if (!isOpenForBooking(freight.shipment!.status, freight.shipment!.carrier_id)) throw conflict(SHARED_MESSAGES.shipmentNoLongerOpen({ shipmentNumber: freight.shipment!.shipment_number }));
  const carrier = await findCompanyFlags(db, body.carrierId);
  if (!carrier || carrier.kind !== 'Carrier') throw badRequest(SHARED_MESSAGES.unknownCarrier, { carrierId: [SHARED_MESSAGES.noCarrier({ carrierId: body.carrierId })] });
  if (carrier.do_not_use) throw badRequest(SHARED_MESSAGES.carrierDoNotUse({ carrierName: carrier.name }), { carrierId: [SHARED_MESSAGES.carrierDoNotUse({ carrierName: carrier.name })] });
  const expiresAt = new Date(now.getTime() + body.expiresInHours * HOUR_MS);
  const row = await insertRateRequest(db, {
    shipment_id: freight.shipmentId!,
    carrier_id: body.carrierId,
    rate_type: body.rateType,
    status: RateRequestStatus.Sent,
    target_rate_cents: body.targetRate === undefined ? null : toCents(body.targetRate),
    requested_at: now,
    expires_at: expiresAt,
  });
  return { data: { id: row.id, shipmentId: row.shipment_id, carrierId: row.carrier_id, rateType: row.rate_type, expiresAt: row.expires_at!.toISOString() } };
}
