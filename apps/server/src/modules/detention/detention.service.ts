import { CaseType } from '@portal/domain/cases/case-status';
import { DETENTION_MESSAGES } from '@portal/domain/detention/detention-messages';
import type { DetentionNoteBody, DetentionRequest } from '@portal/domain/detention/detention-schemas';
import { centsToDecimalText } from '@portal/domain/common/money';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import type { FileStore } from '../../lib/file-store';
import { conflict, forbidden, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { createCase } from '../cases/case-portal.service';
import { getVisibleShipment, SHIPMENT_NOT_FOUND, shipmentPartyOf } from '../shipments/access/shipment-access';
import { draftDetentionForStop, evidenceOf, stayFigures } from './detention-drafting.service';
import { findRequest, findRequests, findStays, moveRequest, updateNote, type RequestRow } from './detention.repository';
import { caseDescription, requestView, runningView } from './detention-view';

/**
 * Who reads a load's detention: its carrier's users and drivers (drafts included) and the
 * brokerage (what was submitted). The customer and everyone else get a 404.
 */
async function readerOf(db: Db, caller: Caller, shipmentId: number) {
  const shipment = await getVisibleShipment(db, caller, shipmentId);
  const party = await shipmentPartyOf(db, caller, shipment);
  if (party === null || party === 'customer') throw notFound(SHIPMENT_NOT_FOUND);
  return { shipment, party };
}

/**
 * The load's detention. For the carrier, departed stops past their free time that have no request
 * yet are drafted now (a departure typed by hand drafts nothing when it is recorded), and a stay
 * still running past its free time is shown with the hours so far.
 */
export async function listDetention(db: Db, caller: Caller, shipmentId: number, now = new Date()): Promise<{ data: DetentionRequest[] }> {
  const { shipment, party } = await readerOf(db, caller, shipmentId);
  const ofCarrier = party === 'carrier' || party === 'driver';
  const stays = await findStays(db, shipment.id);
  let rows = await findRequests(db, shipment.id);
  if (ofCarrier) {
    const missing = stays.filter((s) => s.departed_at !== null && s.arrived_at !== null && !rows.some((r) => r.stop_id === s.id));
    let drafted = false;
    for (const stay of missing) drafted = (await draftDetentionForStop(db, shipment.id, stay.id, now)) || drafted;
    if (drafted) rows = await findRequests(db, shipment.id);
  }
  const data: DetentionRequest[] = [];
  for (const stay of stays) {
    const row = rows.find((r) => r.stop_id === stay.id);
    if (row && (ofCarrier || row.status === 'Submitted')) data.push(requestView(row, stay, party === 'carrier'));
    else if (!row && ofCarrier && stay.arrived_at && !stay.departed_at) {
      const figures = await stayFigures(db, stay, now);
      if (figures.hours > 0) data.push(runningView(stay, shipment.id, figures, await evidenceOf(db, shipment.id, stay, stay.arrived_at, now)));
    }
  }
  return { data };
}

/** The stop's draft the caller may change: the load's carrier's users only (403 to the other parties, 409 once decided). */
async function carrierDraft(db: Db, caller: Caller, shipmentId: number, stopId: number): Promise<RequestRow> {
  const { party } = await readerOf(db, caller, shipmentId);
  const row = await findRequest(db, shipmentId, stopId);
  if (!row || (party !== 'carrier' && row.status !== 'Submitted' && party !== 'driver')) throw notFound('Detention request');
  if (party !== 'carrier') throw forbidden(DETENTION_MESSAGES.carrierOnly);
  if (row.status !== 'Draft') throw conflict(DETENTION_MESSAGES.notDraft({ status: row.status.toLowerCase() }));
  return row;
}

async function answer(db: Db, caller: Caller, shipmentId: number, stopId: number) {
  const row = (await findRequest(db, shipmentId, stopId))!;
  const stay = (await findStays(db, shipmentId)).find((s) => s.id === stopId)!;
  return { data: requestView(row, stay, true) };
}

export async function editDetentionNote(db: Db, caller: Caller, shipmentId: number, stopId: number, body: DetentionNoteBody, now = new Date()) {
  const row = await carrierDraft(db, caller, shipmentId, stopId);
  await updateNote(db, row.id, body.note.trim(), now);
  return answer(db, caller, shipmentId, stopId);
}

/**
 * The carrier submits its draft: it becomes a Detention case on the load (an accessorial request
 * with the amount) that the brokerage works like any other, and the draft, with its evidence, is
 * visible to the brokerage from then on. The draft is claimed first, so a second submit finds it
 * taken; a case that cannot be opened gives it back.
 */
export async function submitDetention(db: Db, fileStore: FileStore, caller: Caller, shipmentId: number, stopId: number, body: DetentionNoteBody, context: AuditContext, now = new Date()) {
  const row = await carrierDraft(db, caller, shipmentId, stopId);
  const note = body.note.trim();
  if (!(await moveRequest(db, row.id, 'Draft', { status: 'Submitting', note }, now))) throw conflict(DETENTION_MESSAGES.notDraft({ status: 'submitted' }));
  try {
    const { data: view } = await answer(db, caller, shipmentId, stopId);
    const opened = await createCase(db, fileStore, caller, {
      shipmentId,
      caseType: CaseType.Detention,
      amount: centsToDecimalText(row.amount_cents),
      description: caseDescription(view, note),
      incidentAt: row.arrived_at.toISOString(),
    });
    await db.transaction().execute(async (trx) => {
      await moveRequest(trx, row.id, 'Submitting', { status: 'Submitted', caseId: opened.id, userId: caller.userId }, now);
      await recordAudit(trx, {
        action: 'detention.submitted',
        actor: actorOf(caller),
        target: { type: 'shipment', id: shipmentId },
        context,
        details: { stopId, caseNumber: opened.caseNumber, hours: row.billed_minutes / 60, amountCents: row.amount_cents },
      });
    });
  } catch (error) {
    await moveRequest(db, row.id, 'Submitting', { status: 'Draft' }, now);
    throw error;
  }
  return answer(db, caller, shipmentId, stopId);
}

export async function discardDetention(db: Db, caller: Caller, shipmentId: number, stopId: number, context: AuditContext, now = new Date()) {
  const row = await carrierDraft(db, caller, shipmentId, stopId);
  await db.transaction().execute(async (trx) => {
    if (!(await moveRequest(trx, row.id, 'Draft', { status: 'Discarded', userId: caller.userId }, now))) throw conflict(DETENTION_MESSAGES.notDraft({ status: 'decided' }));
    await recordAudit(trx, { action: 'detention.discarded', actor: actorOf(caller), target: { type: 'shipment', id: shipmentId }, context, details: { stopId, amountCents: row.amount_cents } });
  });
  return answer(db, caller, shipmentId, stopId);
}
