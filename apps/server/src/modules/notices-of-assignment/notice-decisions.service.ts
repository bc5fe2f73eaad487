import type { z } from 'zod';
import { approvalRefusalMessage } from '@portal/domain/back-office/back-office-rules';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { NOTICE_MESSAGES } from '@portal/domain/notices-of-assignment/notice-messages';
import { hasTakenEffect, NOTICE_STATUS_LABELS, pendingStep, statusAfterDecision, type NoticeStatus } from '@portal/domain/notices-of-assignment/notice-rules';
import type { NoticeDecisionBodySchema } from '@portal/domain/notices-of-assignment/notice-schemas';
import type { AuditContext } from '../../lib/audit-context';
import { DEFAULT_TIME_ZONE, todayIn } from '../../lib/calendar-dates';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { assertRecentProof } from '../auth/step-up.service';
import { noticeEmail, type NoticeEvent } from './notice-emails';
import { noticeView } from './notice-view';
import { requireNotice, type NoticeDeps } from './notices-of-assignment.service';
import * as repo from './notices-of-assignment.repository';

type Decision = z.output<typeof NoticeDecisionBodySchema>;
const label = (status: string) => NOTICE_STATUS_LABELS[status as NoticeStatus] ?? status;

/** The answer's message for what the decision did. */
function outcomeMessage(next: NoticeStatus, step: 'notice' | 'release', names: { carrierName: string; factoringCompany: string }): CodedMessage {
  if (step === 'notice') return next === 'Active' ? NOTICE_MESSAGES.accepted(names) : NOTICE_MESSAGES.rejected({ carrierName: names.carrierName });
  return next === 'Released' ? NOTICE_MESSAGES.releaseAccepted({ carrierName: names.carrierName }) : NOTICE_MESSAGES.releaseRejected(names);
}

/** The columns a decision writes: on the notice itself, or on its release. */
function decisionColumns(step: 'notice' | 'release', next: NoticeStatus, caller: Caller, decision: Decision, now: Date) {
  const reason = decision.decision === 'reject' ? (decision.reason ?? null) : null;
  if (step === 'notice') return { status: next, decided_by_user_id: caller.userId, decided_at: now, reject_reason: reason };
  return { status: next, release_decided_by_user_id: caller.userId, release_decided_at: now, release_reject_reason: reason };
}

/**
 * The brokerage's payables staff accept or reject what waits on a notice: the notice itself, or its
 * release. Accepting is a change of who is paid, so it needs a fresh proof of identity, and it takes
 * effect at once: an accepted notice routes every unpaid invoice of the carrier (and its new ones)
 * to the factor; an accepted release routes them back to the carrier. Audited in the same
 * transaction; the carrier's admins, the factor's users and accounting are told by e-mail after.
 */
export async function decideNotice(deps: NoticeDeps, caller: Caller, sessionId: string, id: number, decision: Decision, audit: AuditContext, now = new Date()) {
  const notice = await requireNotice(deps.db, caller, id);
  const refusal = approvalRefusalMessage({ id: caller.userId, roles: caller.roles, isBrokerage: caller.isBrokerage });
  if (refusal) throw forbidden(NOTICE_MESSAGES.staffOnly);
  await assertRecentProof(deps.db, sessionId, now.getTime());
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const names = { carrierName: notice.carrier_name, factoringCompany: notice.factoring_company_name };
  const { step, next, effectiveOn } = await deps.db.transaction().execute(async (trx) => {
    const locked = await repo.lockNotice(trx, id);
    const current = locked?.status ?? notice.status;
    const pending = pendingStep(current);
    const after = statusAfterDecision(current, decision.decision);
    if (!locked || pending === null || after === null) throw conflict(NOTICE_MESSAGES.nothingToDecide({ status: label(current) }), 'status');
    const effective = pending === 'notice' ? locked.effective_on : (locked.release_effective_on ?? locked.effective_on);
    if (decision.decision === 'accept' && !hasTakenEffect(effective, today)) throw conflict(NOTICE_MESSAGES.notYetEffective({ effectiveOn: effective }), 'status');
    await repo.updateNotice(trx, id, current, decisionColumns(pending, after, caller, decision, now));
    let invoicesRouted = 0;
    if (after === 'Active') invoicesRouted = await repo.routeCarrierPaymentsTo(trx, locked.carrier_id, locked.factoring_company_id);
    if (after === 'Released') invoicesRouted = await repo.routeCarrierPaymentsHome(trx, locked.carrier_id, locked.factoring_company_id);
    await recordAudit(trx, {
      action: 'notice_of_assignment.decided',
      actor: actorOf(caller),
      target: { type: 'company', id: locked.carrier_id },
      context: audit,
      details: {
        noticeId: id,
        carrier: { id: locked.carrier_id, name: notice.carrier_name },
        factoringCompany: { id: locked.factoring_company_id, name: notice.factoring_company_name },
        step: pending,
        decision: decision.decision,
        from: current,
        to: after,
        effectiveOn: effective,
        invoicesRouted,
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
    });
    return { step: pending, next: after, effectiveOn: effective };
  });
  const message = outcomeMessage(next, step, names);
  await notifyParties(deps, notice, { ...names, headline: message.text, payee: payeeSentence(next, names), effectiveOn, url: noticeUrl(deps, id) });
  return { data: noticeView(await requireNotice(deps.db, caller, id), caller), ...answerMessage(message) };
}

function payeeSentence(status: NoticeStatus, names: { carrierName: string; factoringCompany: string }): string {
  return status === 'Active' || status === 'ReleaseFiled' ? `Payments for ${names.carrierName} go to ${names.factoringCompany}.` : `Payments for ${names.carrierName} go to ${names.carrierName}.`;
}

function noticeUrl(deps: NoticeDeps, id: number): string {
  return `${deps.config.publicUrl.replace(/\/+$/, '')}/notices-of-assignment?notice=${id}`;
}

/** E-mails after the commit; one that cannot be queued is logged and the decision stands. */
async function notifyParties(deps: NoticeDeps, notice: repo.NoticeRow, event: NoticeEvent): Promise<void> {
  const recipients = await repo.findNoticeRecipients(deps.db, notice.carrier_id, notice.factoring_company_id);
  for (const person of recipients) {
    try {
      await deps.mailer.send(noticeEmail(person.email, person.first_name, event));
    } catch (error) {
      deps.log.error({ err: error, to: person.email }, 'could not queue a notice of assignment e-mail');
    }
  }
}
