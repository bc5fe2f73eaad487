import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { toCents } from '@portal/domain/common/money';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { CARRIER_RATE_REQUEST_MESSAGES } from '@portal/domain/rates/carrier-rate-request-messages';
import type { CarrierAnswer, CarrierAnswerStatus, CarrierRateRequestBatchInput } from '@portal/domain/rates/carrier-rate-request-schemas';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { BookAs } from '@portal/domain/rates/rate-schemas';
import { isOpenForBooking } from '@portal/domain/shipments/shipment-status';
import { activityClauses, rateRequestedFrom, targetRateOf } from '@portal/domain/shipments/activity-texts';
import { isShipmentVisible, lockShipmentById } from '../../db/booking-sql';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { dollars, dollarsOrNull } from '../../lib/money';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { ActivityKind, recordActivity } from '../shipments/activity/shipment-activity';
import { findCarrierCompanies, findOpenRateRequests, findShipmentAnswers, insertRateRequests, type ShipmentAnswerRow } from './carrier-rate-requests.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Field errors for the chosen carriers that are not carriers, or are marked Do Not Use; names of the rest. */
async function checkCarriers(db: Db, carrierIds: readonly number[]) {
  const companies = new Map((await findCarrierCompanies(db, carrierIds)).map((c) => [c.id, c]));
  const problems: Record<string, CodedMessage[]> = {};
  const names = new Map<number, string>();
  for (const [index, carrierId] of carrierIds.entries()) {
    const company = companies.get(carrierId);
    if (!company || company.kind !== 'Carrier') problems[`carrierIds.${index}`] = [SHARED_MESSAGES.noCarrier({ carrierId })];
    else if (company.do_not_use) problems[`carrierIds.${index}`] = [SHARED_MESSAGES.carrierDoNotUse({ carrierName: company.name })];
    else names.set(carrierId, company.name);
  }
  if (Object.keys(problems).length > 0) throw badRequest(CARRIER_RATE_REQUEST_MESSAGES.someCarriersRefused, problems);
  return names;
}

/**
 * The broker asks several carriers at once for a rate on its shipment. All are asked or none: a
 * carrier that is not one, or is marked Do Not Use, is a 400, and one still holding an open request
 * on the shipment a 409. Each carrier sees its request on its Rate Requests page (the insert raises
 * its live badge, as a single request does); the shipment's activity records who was asked.
 */
export async function requestCarrierRates(db: Db, caller: Caller, body: CarrierRateRequestBatchInput, now = new Date()) {
  if (!(await isShipmentVisible(db, caller, body.shipmentId))) throw notFound('Shipment');
  const names = await checkCarriers(db, body.carrierIds);
  const expiresAt = new Date(now.getTime() + body.expiresInHours * HOUR_MS);
  const { shipmentNumber, rows } = await db.transaction().execute(async (trx) => {
    const shipment = await lockShipmentById(trx, body.shipmentId);
    if (!shipment) throw notFound('Shipment');
    if (!isOpenForBooking(shipment.status, shipment.carrier_id)) throw conflict(SHARED_MESSAGES.shipmentNoLongerOpen({ shipmentNumber: shipment.shipment_number }));
    const open = await findOpenRateRequests(trx, shipment.id, body.carrierIds);
    if (open.length > 0) {
      throw conflict(CARRIER_RATE_REQUEST_MESSAGES.alreadyAsked({ carrierNames: open.map((o) => o.name).join(', '), shipmentNumber: shipment.shipment_number }));
    }
    const targetCents = body.targetRate === undefined ? null : toCents(body.targetRate);
    const inserted = await insertRateRequests(
      trx,
      body.carrierIds.map((carrierId) => ({
        shipment_id: shipment.id,
        carrier_id: carrierId,
        rate_type: body.rateType,
        status: RateRequestStatus.Sent,
        target_rate_cents: targetCents,
        requested_at: now,
        expires_at: expiresAt,
      })),
    );
    const asked = rateRequestedFrom(body.rateType, body.carrierIds.map((id) => names.get(id)!).join(', '));
    const description = activityClauses(asked, targetCents !== null && targetRateOf(`$${dollars(targetCents).toFixed(2)}`));
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.RateRequested, description, timeStamp: now });
    return { shipmentNumber: shipment.shipment_number, rows: inserted };
  });
  const requests = rows.map((row) => ({ id: row.id, carrierId: row.carrier_id, carrierName: names.get(row.carrier_id)!, expiresAt: isoRequired(row.expires_at!) }));
  const message = requests.length === 1 ? CARRIER_RATE_REQUEST_MESSAGES.sentToOne({ carrierName: requests[0]!.carrierName }) : CARRIER_RATE_REQUEST_MESSAGES.sent({ count: requests.length });
  return { data: { shipmentId: body.shipmentId, shipmentNumber, rateType: body.rateType, requests }, ...answerMessage(message) };
}

function statusOf(row: ShipmentAnswerRow): CarrierAnswerStatus {
  if (row.status === RateRequestStatus.Offered) return 'Offered';
  if (row.status === RateRequestStatus.Declined) return 'Declined';
  return row.is_expired ? 'Expired' : 'Sent';
}

const bookAsOf = (rateType: string): BookAs => (rateType === 'LTL' ? 'Ltl' : rateType === 'Contract' ? 'ContractTl' : 'Spot');

function answerView(row: ShipmentAnswerRow, now: Date): CarrierAnswer {
  const quoteOpen = row.quote_id !== null && row.quote_booked_at === null && row.quote_expires_at !== null && row.quote_expires_at.getTime() > now.getTime();
  return {
    id: row.id,
    carrierId: row.carrier_id,
    carrierName: row.carrier_name,
    rateType: row.rate_type,
    status: statusOf(row),
    targetRate: dollarsOrNull(row.target_rate_cents),
    rate: dollarsOrNull(row.response_rate_cents),
    notes: row.response_notes,
    requestedAt: isoRequired(row.requested_at),
    answeredAt: iso(row.responded_at),
    expiresAt: iso(row.expires_at),
    quote: quoteOpen ? { quoteId: row.quote_id!, price: dollars(row.quote_price_cents!), bookAs: bookAsOf(row.rate_type), expiresAt: isoRequired(row.quote_expires_at!) } : null,
    booked: row.quote_booked_at !== null,
  };
}

const STATUS_ORDER: Record<CarrierAnswerStatus, number> = { Offered: 0, Sent: 1, Declined: 2, Expired: 3 };

/** The shipment's rate requests with each carrier's answer: offers cheapest first, then open, declined and expired ones. */
export async function carrierAnswersOfShipment(db: Db, caller: Caller, shipmentId: number, now = new Date()) {
  if (!(await isShipmentVisible(db, caller, shipmentId))) throw notFound('Shipment');
  const answers = (await findShipmentAnswers(db, caller, shipmentId)).map((row) => answerView(row, now));
  answers.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.rate ?? 0) - (b.rate ?? 0) || a.carrierName.localeCompare(b.carrierName));
  return { data: answers };
}
