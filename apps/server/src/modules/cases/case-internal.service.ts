import type { Updateable } from 'kysely';
import type { CaseUpdate, PortalCase } from '@portal/domain/cases/case-schemas';
import { CarrierCaseResolutionType, CaseStatus, CaseStatusGroup } from '@portal/domain/cases/case-status';
import { collapseCaseStatus } from '@portal/domain/cases/case-status-group';
import { iso } from '@portal/domain/common/iso';
import { formatUsd, toCents } from '@portal/domain/common/money';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { CasesRow, CasesTable } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, invalidFields, notFound } from '../../lib/problem';
import { chargeAddedRow, changeRows, type FieldChange } from './case-history';
import {
  addToInvoiceAmount,
  findBrokerageUser,
  findChargeOfCase,
  findUserName,
  insertCharge,
  insertHistory,
  lockCase,
  lockOpenApInvoice,
  updateCase,
} from './case-records.repository';
import { caseStatusName, caseTypeName, priorityName, resolutionName } from './case-view';
import { CASE_NOT_FOUND, getCase } from './case-portal.service';
import { CASE_MESSAGES } from '@portal/domain/cases/case-messages';
import type { CodedMessage } from '@portal/domain/common/message-codes';

/** Invoices a paid accessorial may still be added to: not settled, paid or voided. */
const OPEN_INVOICE_STATUSES = [PayablesInvoiceStatus.Draft, PayablesInvoiceStatus.Received] as const;

const OPEN_STATUSES: readonly number[] = [
  CaseStatus.New,
  CaseStatus.InitialRequestSentToCustomer,
  CaseStatus.FollowUpSentToCustomer,
  CaseStatus.OnHoldBrokerUpdatePending,
  CaseStatus.OnHoldCarrierDocumentsPending,
  CaseStatus.OnHoldCarrierTrackingInfoPending,
];

/** Whether the update touches the money side (status, resolution, approved amount); only those settle a case. */
function settles(body: CaseUpdate): boolean {
  return body.status !== undefined || body.carrierCaseResolutionType !== undefined || body.approvedAmount !== undefined;
}

interface NextState {
  status: number;
  resolution: number;
  approvedCents: number | null;
}

/**
 * Status and resolution move together, so the detailed status never contradicts the collapsed one:
 * - a Paid or Declined resolution without a status resolves the case (status Resolved);
 * - Resolved needs a resolution Paid or Declined;
 * - moving back to an open status reopens the case and clears the resolution;
 * - Paid needs an approved amount above zero (the requested amount when none is given);
 * - Voided is final, and so is a paid case once its charge exists.
 */
export function nextState(current: CasesRow, body: CaseUpdate): NextState {
  const unchanged = { status: current.status, resolution: current.carrier_case_resolution_type, approvedCents: current.approved_amount_cents };
  if (!settles(body)) return unchanged;
  const errors: Record<string, CodedMessage[]> = {};
  const given = body.carrierCaseResolutionType;
  const resolving = given === CarrierCaseResolutionType.Paid || given === CarrierCaseResolutionType.Declined;
  const status: number = body.status ?? (resolving ? CaseStatus.Resolved : current.status);
  let resolution = given ?? current.carrier_case_resolution_type;

  if (body.status !== undefined && OPEN_STATUSES.includes(body.status)) {
    if (resolving) errors.carrierCaseResolutionType = [CASE_MESSAGES.openWithResolution({ status: caseStatusName(body.status), resolution: resolutionName(given) })];
    else resolution = CarrierCaseResolutionType.None;
  }
  if (status === CaseStatus.Resolved && resolution === CarrierCaseResolutionType.None) {
    errors.carrierCaseResolutionType =
      body.status === undefined ? [CASE_MESSAGES.resolvedNeedsResolutionToReopen] : [CASE_MESSAGES.resolvedNeedsResolution];
  }
  if (status === CaseStatus.Voided && given === CarrierCaseResolutionType.Paid) errors.carrierCaseResolutionType = [CASE_MESSAGES.voidedCannotBePaid];

  let approvedCents = body.approvedAmount === undefined ? current.approved_amount_cents : body.approvedAmount === null ? null : toCents(body.approvedAmount);
  if (resolution === CarrierCaseResolutionType.Paid && status !== CaseStatus.Voided) {
    approvedCents ??= current.amount_cents;
    if (approvedCents === null || approvedCents <= 0) errors.approvedAmount = [CASE_MESSAGES.paidNeedsApprovedAmount];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { status, resolution, approvedCents };
}

const money = (cents: number | null) => (cents === null ? null : formatUsd(cents));

/**
 * The brokerage moves a case (internal API): status, resolution, assignee, priority, follow-up and
 * approved amount, with one history row per changed field in the same transaction. A case resolved
 * as Paid with an approved amount becomes a charge on its shipment, on the carrier's open payables
 * invoice when there is one (whose amount grows by the charge).
 */
export async function updateCaseAsBrokerage(db: Db, caller: Caller, id: number, body: CaseUpdate, now = new Date()): Promise<PortalCase> {
  if (!caller.isBrokerage) throw forbidden(CASE_MESSAGES.brokerageOnly);
  await db.transaction().execute(async (trx) => {
    const current = await lockCase(trx, id);
    if (!current) throw notFound(CASE_NOT_FOUND);
    if (current.status === CaseStatus.Voided) throw conflict(CASE_MESSAGES.voided({ caseNumber: current.case_number }));

    const next = nextState(current, body);
    const charge = await findChargeOfCase(trx, id);
    const moneyMoves =
      next.status !== current.status || next.resolution !== current.carrier_case_resolution_type || next.approvedCents !== current.approved_amount_cents;
    if (charge && moneyMoves) {
      throw conflict(CASE_MESSAGES.paid({ caseNumber: current.case_number }));
    }

    const values: Updateable<CasesTable> = {};
    const changes: FieldChange[] = [];
    if (next.status !== current.status) {
      values.status = next.status;
      changes.push({ field: 'status', oldValue: caseStatusName(current.status), newValue: caseStatusName(next.status) });
    }
    if (next.resolution !== current.carrier_case_resolution_type) {
      values.carrier_case_resolution_type = next.resolution;
      changes.push({ field: 'carrierCaseResolutionType', oldValue: resolutionName(current.carrier_case_resolution_type), newValue: resolutionName(next.resolution) });
    }
    if (next.approvedCents !== current.approved_amount_cents) {
      values.approved_amount_cents = next.approvedCents;
      changes.push({ field: 'approvedAmount', oldValue: money(current.approved_amount_cents), newValue: money(next.approvedCents) });
    }
    if (body.assigneeUserId !== undefined && body.assigneeUserId !== current.assignee_user_id) {
      const assignee = body.assigneeUserId === null ? null : await findBrokerageUser(trx, body.assigneeUserId);
      if (body.assigneeUserId !== null && !assignee) throw invalidFields({ assigneeUserId: [CASE_MESSAGES.assigneeNotBrokerage] });
      const previous = current.assignee_user_id === null ? undefined : await findUserName(trx, current.assignee_user_id);
      values.assignee_user_id = body.assigneeUserId;
      changes.push({
        field: 'assignee',
        oldValue: previous ? `${previous.first_name} ${previous.last_name}` : null,
        newValue: assignee ? `${assignee.first_name} ${assignee.last_name}` : null,
      });
    }
    if (body.priority !== undefined && body.priority !== current.priority) {
      values.priority = body.priority;
      changes.push({ field: 'priority', oldValue: priorityName(current.priority), newValue: priorityName(body.priority) });
    }
    if (body.followUpAt !== undefined && iso(body.followUpAt) !== iso(current.follow_up_at)) {
      values.follow_up_at = body.followUpAt;
      changes.push({ field: 'followUpAt', oldValue: iso(current.follow_up_at), newValue: iso(body.followUpAt) });
    }
    if (changes.length === 0) return;

    const wasResolved = collapseCaseStatus({ status: current.status, carrierCaseResolutionType: current.carrier_case_resolution_type }) === CaseStatusGroup.Resolved;
    const isResolved = collapseCaseStatus({ status: next.status, carrierCaseResolutionType: next.resolution }) === CaseStatusGroup.Resolved;
    if (isResolved !== wasResolved) values.resolved_at = isResolved ? now : null;
    values.updated_at = now;
    await updateCase(trx, id, values);
    const history = changeRows(id, caller.userId, changes, now);

    const approved = next.approvedCents;
    const paid = settles(body) && next.resolution === CarrierCaseResolutionType.Paid && next.status !== CaseStatus.Voided && approved !== null && approved > 0;
    if (paid && !charge && current.shipment_id !== null && current.carrier_id !== null) {
      const typeName = caseTypeName(current.case_type);
      const invoice = await lockOpenApInvoice(trx, current.shipment_id, current.carrier_id, OPEN_INVOICE_STATUSES);
      await insertCharge(trx, {
        shipmentId: current.shipment_id,
        caseId: id,
        apInvoiceId: invoice?.id ?? null,
        description: `${typeName} (case ${current.case_number})`,
        chargeTypeName: typeName,
        rateCents: approved,
      });
      if (invoice) await addToInvoiceAmount(trx, invoice.id, approved);
      const amount = formatUsd(approved);
      history.push(
        chargeAddedRow(
          id,
          caller.userId,
          amount,
          invoice ? `${typeName} charge of ${amount} added to invoice ${invoice.invoice_number}` : `${typeName} charge of ${amount} added to the shipment (no open invoice yet)`,
          now,
        ),
      );
    }
    await insertHistory(trx, history);
  });
  return getCase(db, caller, String(id));
}
