import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { TENDERING_MESSAGES } from '@portal/domain/tenders/tender-messages';
import { toCents } from '@portal/domain/common/money';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { AutomaticTenderingStatus, TenderShipmentInput, WaterfallStepStatus } from '@portal/domain/tenders/tendering-schemas';
import type { ShipmentsRow } from '../../db/database';
import type { Db } from '../../db/db';
import { enqueueJob } from '../../jobs/job-queue';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import { dollars } from '../../lib/money';
import { findCompanyFlags, isShipmentVisible, updateShipment } from '../../db/booking-sql';
import { finishWaterfall } from '../../db/tender-waterfall-sql';
import { lockShipmentForBooking, returnToBoard } from '../load-board/book-shipment.service';
import { complianceBlockers, complianceProblem } from '../compliance/compliance.service';
import { ActivityKind, recordActivity, statusChangeEntry, type Actor } from '../shipments/activity/shipment-activity';
import { iso, isoRequired } from '@portal/domain/common/iso';
import { findTenderShipmentId, hasOtherLiveTender, lockTender } from './tender-offers.repository';
import { tenderedBy } from '@portal/domain/shipments/activity-texts';
import {
  findLatestWaterfall,
  findStepOfTender,
  hasRunningWaterfall,
  insertSteps,
  insertTender,
  insertWaterfall,
  nextPendingStep,
  updateStep,
} from './waterfall.repository';

/** The job that notices a tender's deadline passing. */
export const TENDER_EXPIRED_JOB = 'tender-expired';
const MINUTE_MS = 60_000;

export { TENDERING_MESSAGES };

/** Sends a tender to one step's carrier and queues the job that notices its expiry. */
async function tenderStep(trx: Db, shipment: ShipmentsRow, step: { waterfall_id: number; position: number; carrier_id: number; rate_cents: number }, minutes: number, actor: Actor, now: Date, carrierName: string) {
  const tender = await insertTender(trx, { shipmentId: shipment.id, carrierId: step.carrier_id, rateCents: step.rate_cents, now, expiresAt: new Date(now.getTime() + minutes * MINUTE_MS) });
  await updateStep(trx, step.waterfall_id, step.position, { status: 'Tendered', tenderId: tender.id, now });
  await enqueueJob(trx, { kind: TENDER_EXPIRED_JOB, payload: { tenderId: tender.id }, runAt: tender.expires_at, dedupeKey: `${TENDER_EXPIRED_JOB}:${tender.id}` });
  await recordActivity(trx, shipment.id, actor, { kind: ActivityKind.Tendered, description: `Tendered to ${carrierName} at $${dollars(step.rate_cents).toFixed(2)}`, timeStamp: now });
}

/** Tenders the next Pending step whose carrier may still be booked; false when none is left. */
async function tenderNext(trx: Db, shipment: ShipmentsRow, waterfallId: number, minutes: number, actor: Actor, now: Date): Promise<boolean> {
  for (;;) {
    const next = await nextPendingStep(trx, waterfallId);
    if (!next) return false;
    const carrier = await findCompanyFlags(trx, next.carrier_id);
    if (!carrier || carrier.do_not_use || carrier.is_on_hold || !carrier.is_bookable || (await complianceBlockers(trx, carrier.id, now)).length > 0) {
      await updateStep(trx, waterfallId, next.position, { status: 'Skipped', now });
      continue;
    }
    await tenderStep(trx, shipment, next, minutes, actor, now, carrier.name);
    return true;
  }
}

/**
 * Tenders a Ready to Book shipment to one carrier or down a ranked list (automatic tendering): the
 * first carrier gets a tender now and the shipment becomes Tendering; each rejection or expiry
 * tenders the next; the first acceptance books the load. One transaction, the shipment locked.
 */
export async function tenderShipment(db: Db, caller: Caller, shipmentId: number, input: TenderShipmentInput, now = new Date()) {
  // A shipment the caller cannot see is a 404 before anything about the body is said.
  if (!(await isShipmentVisible(db, caller, shipmentId))) throw notFound('Shipment');
  const problems: Record<string, CodedMessage[]> = {};
  const names = new Map<number, string>();
  for (const [index, c] of input.carriers.entries()) {
    const carrier = await findCompanyFlags(db, c.carrierId);
    if (!carrier || carrier.kind !== 'Carrier') problems[`carriers.${index}.carrierId`] = [SHARED_MESSAGES.noCarrier({ carrierId: c.carrierId })];
    else if (carrier.do_not_use) problems[`carriers.${index}.carrierId`] = [SHARED_MESSAGES.carrierDoNotUse({ carrierName: carrier.name })];
    else names.set(c.carrierId, carrier.name);
  }
  if (Object.keys(problems).length > 0) throw badRequest(TENDERING_MESSAGES.someCarriersRefused, problems);
  // A carrier whose authority or insurance fails its check is refused before anything is tendered.
  for (const c of input.carriers) {
    const reasons = await complianceBlockers(db, c.carrierId, now);
    if (reasons.length > 0) throw complianceProblem(names.get(c.carrierId)!, reasons);
  }

  const number = await db.transaction().execute(async (trx) => {
    if (!(await isShipmentVisible(trx, caller, shipmentId))) throw notFound('Shipment');
    const shipment = await lockShipmentForBooking(trx, { id: shipmentId });
    if (!shipment) throw notFound('Shipment');
    if (await hasRunningWaterfall(trx, shipment.id)) throw conflict(TENDERING_MESSAGES.alreadyTendering({ shipmentNumber: shipment.shipment_number }));
    if (shipment.status !== ShipmentStatus.ReadyToBook || shipment.carrier_id !== null) throw conflict(TENDERING_MESSAGES.notReady({ shipmentNumber: shipment.shipment_number }));
    const waterfall = await insertWaterfall(trx, { shipmentId: shipment.id, expiresAfterMinutes: input.expiresInMinutes, userId: caller.userId, now });
    await insertSteps(trx, waterfall.id, input.carriers.map((c) => ({ carrierId: c.carrierId, rateCents: toCents(c.rate) })));
    await updateShipment(trx, shipment.id, { status: ShipmentStatus.Tendering, updated_at: now });
    await recordActivity(trx, shipment.id, caller, statusChangeEntry(shipment.status, ShipmentStatus.Tendering, now, tenderedBy(`${caller.firstName} ${caller.lastName}`)));
    const first = await nextPendingStep(trx, waterfall.id);
    await tenderStep(trx, shipment, first!, input.expiresInMinutes, caller, now, names.get(first!.carrier_id)!);
    return shipment.shipment_number;
  });
  return { data: (await automaticTenderingStatus(db, caller, shipmentId))!, ...answerMessage(MESSAGES.shipmentTendered({ shipmentNumber: number })) };
}

/**
 * After a tender of a waterfall was rejected or expired (shipment locked): the step records it and
 * the next carrier is tendered; with nobody left the waterfall is Exhausted and the load goes back
 * to Ready to Book. False when the tender is not the current step of a Running waterfall.
 */
export async function advanceWaterfall(trx: Db, shipment: ShipmentsRow, tenderId: number, outcome: Extract<WaterfallStepStatus, 'Rejected' | 'Expired'>, now: Date): Promise<boolean> {
  const step = await findStepOfTender(trx, tenderId);
  if (!step || step.waterfall_status !== 'Running' || step.status !== 'Tendered') return false;
  const actor: Actor = { userId: step.created_by_user_id };
  await updateStep(trx, step.waterfall_id, step.position, { status: outcome, now });
  if (await tenderNext(trx, shipment, step.waterfall_id, step.expires_after_minutes, actor, now)) return true;
  await finishWaterfall(trx, step.waterfall_id, 'Exhausted', now);
  if (shipment.status === ShipmentStatus.Tendering && !(await hasOtherLiveTender(trx, shipment.id, tenderId))) {
    await returnToBoard(trx, shipment, actor, now, 'every tendered carrier passed');
  }
  return true;
}

/** The accepted tender's waterfall is done: Booked, its step Accepted, the rest Skipped. */
export async function closeWaterfallOnAccept(trx: Db, tenderId: number, now: Date): Promise<void> {
  const step = await findStepOfTender(trx, tenderId);
  if (!step || step.waterfall_status !== 'Running') return;
  await updateStep(trx, step.waterfall_id, step.position, { status: 'Accepted', now });
  await finishWaterfall(trx, step.waterfall_id, 'Booked', now);
}

/**
 * The job run when a tender's deadline passes. Idempotent: a tender answered or already moved on
 * is left alone. A waterfall tenders its next carrier; a lone tender puts the load back on the
 * board when nobody else holds a live tender.
 */
export async function expireTenderJob(db: Db, payload: Record<string, unknown>, now: Date): Promise<void> {
  const tenderId = Number(payload.tenderId);
  if (!Number.isInteger(tenderId)) throw new Error(`tender-expired job without a tender id: ${JSON.stringify(payload)}`);
  await db.transaction().execute(async (trx) => {
    const owner = await findTenderShipmentId(trx, tenderId);
    if (!owner) return;
    const shipment = await lockShipmentForBooking(trx, { id: owner.shipment_id });
    const tender = await lockTender(trx, tenderId);
    if (!shipment || !tender || tender.status !== TenderOfferStatus.Sent || tender.expires_at.getTime() > now.getTime()) return;
    if (await advanceWaterfall(trx, shipment, tenderId, 'Expired', now)) return;
    if (shipment.status === ShipmentStatus.Tendering && shipment.carrier_id === null && !(await hasOtherLiveTender(trx, shipment.id, tenderId))) {
      await returnToBoard(trx, shipment, { userId: null }, now, 'tender expired');
    }
  });
}

/** Where the shipment's (latest) tendering stands: current carrier, the ones still to come, and what happened so far. */
export async function automaticTenderingStatus(db: Db, caller: Caller, shipmentId: number): Promise<AutomaticTenderingStatus | null> {
  if (!(await isShipmentVisible(db, caller, shipmentId))) throw notFound('Shipment');
  const found = await findLatestWaterfall(db, shipmentId);
  if (!found) return null;
  const { waterfall, steps } = found;
  const view = steps.map((s) => ({
    position: s.position,
    carrierId: s.carrier_id,
    carrierName: s.carrier_name,
    rate: dollars(s.rate_cents),
    status: s.status as WaterfallStepStatus,
    tenderId: s.tender_id,
    expiresAt: iso(s.expires_at),
    changedAt: iso(s.changed_at),
  }));
  return {
    waterfallId: waterfall.id,
    status: waterfall.status as AutomaticTenderingStatus['status'],
    isAutomatic: steps.length > 1,
    expiresAfterMinutes: waterfall.expires_after_minutes,
    current: view.find((s) => s.status === 'Tendered') ?? null,
    remaining: view.filter((s) => s.status === 'Pending'),
    history: view.filter((s) => s.status !== 'Pending' && s.status !== 'Tendered'),
    startedAt: isoRequired(waterfall.created_at),
    finishedAt: iso(waterfall.finished_at),
  };
}
