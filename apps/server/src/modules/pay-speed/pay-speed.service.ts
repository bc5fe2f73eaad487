import { displayName } from '@portal/domain/common/enum';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { formatUsd } from '@portal/domain/common/money';
import { iso } from '@portal/domain/common/iso';
import { PAYABLES_INVOICE_STATUSES } from '@portal/domain/invoices/payables-invoice-status';
import { PAY_SPEED_MESSAGES } from '@portal/domain/pay-speed/pay-speed-messages';
import { feeBasisPoints, mayChangePaySpeed, percentOf, quickPayFeeCents, versionInForce, type FeeTier, type PaySpeed } from '@portal/domain/pay-speed/pay-speed-rules';
import type { InvoicePaySpeed } from '@portal/domain/pay-speed/pay-speed-schemas';
import { TIER_LABELS } from '@portal/domain/scorecard/thresholds';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { dollars } from '../../lib/money';
import { conflict, forbidden } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { visibleApInvoice } from '../invoices/ap-invoices.service';
import { activeNoticeOf } from '../notices-of-assignment/notices-of-assignment.service';
import { refreshPayPrediction } from '../pay-timeline/pay-prediction.service';
import { getScoreCard } from '../scorecard/scorecard.service';
import * as repo from './pay-speed.repository';
import { brokerageToday, ruleVersions } from './quick-pay-fees.service';

type Invoice = Awaited<ReturnType<typeof visibleApInvoice>>;

/** What quick pay costs the invoice's carrier on `now`'s day: its score-card tier and the table in force. */
async function quoteFor(db: Db, caller: Caller, invoice: Invoice, now: Date) {
  const card = await getScoreCard(db, caller, invoice.carrier_id, now);
  const tier = card.tier as FeeTier;
  const versions = ruleVersions(await repo.listFeeVersions(db));
  const today = brokerageToday(now);
  const basisPoints = feeBasisPoints(versions, tier, today);
  const version = tier === 'top' ? undefined : versionInForce(versions, today);
  return {
    tier,
    tierLabel: TIER_LABELS[tier],
    basisPoints,
    feeCents: basisPoints === undefined ? undefined : quickPayFeeCents(invoice.invoice_amount_cents, basisPoints),
    feeTableEffectiveOn: version?.effectiveOn ?? null,
  };
}

const isCarrierOf = (caller: Caller, invoice: Invoice) => !caller.isBrokerage && caller.companyId === invoice.carrier_id;
const statusName = (status: number) => displayName(PAYABLES_INVOICE_STATUSES, status) ?? `status ${status}`;

/** Why the caller may not switch the invoice to the other speed now, or null when they may. */
async function refusalOf(db: Db, caller: Caller, invoice: Invoice, current: string): Promise<CodedMessage | null> {
  if (!isCarrierOf(caller, invoice)) return PAY_SPEED_MESSAGES.onlyCarrier;
  if (!mayChangePaySpeed(invoice.status)) return PAY_SPEED_MESSAGES.approved({ invoiceNumber: invoice.invoice_number, status: statusName(invoice.status) });
  if (current === 'standard') {
    const notice = await activeNoticeOf(db, invoice.carrier_id);
    if (notice) return PAY_SPEED_MESSAGES.noticeActive({ factoringCompany: notice.factoringCompany });
  }
  return null;
}

/** The invoice's pay speed and fee; its carrier (and the brokerage) also see what quick pay costs today. */
export async function getInvoicePaySpeed(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ data: InvoicePaySpeed }> {
  const invoice = await visibleApInvoice(db, caller, id);
  const row = await repo.findPaySpeed(db, id);
  const refusal = await refusalOf(db, caller, invoice, row.pay_speed);
  const quote = isCarrierOf(caller, invoice) || caller.isBrokerage ? await quoteFor(db, caller, invoice, now) : null;
  return {
    data: {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoice_number,
      paySpeed: row.pay_speed as PaySpeed,
      quickPayFee: dollars(row.quick_pay_fee_cents),
      balanceDue: dollars(invoice.invoice_amount_cents - invoice.fee_cents - row.quick_pay_fee_cents),
      changedAt: iso(row.pay_speed_changed_at),
      mayChange: refusal === null,
      refusal: refusal && { code: refusal.code, params: { ...refusal.params }, text: refusal.text },
      quote: quote && {
        tier: quote.tier,
        tierLabel: quote.tierLabel,
        ratePercent: quote.basisPoints === undefined ? null : percentOf(quote.basisPoints),
        fee: quote.feeCents === undefined ? null : dollars(quote.feeCents),
        feeTableEffectiveOn: quote.feeTableEffectiveOn,
      },
    },
  };
}

/**
 * Only the invoice's carrier switches, and only until the invoice is approved with its proof of
 * delivery. Quick pay takes the fee of the table in force on the day of the switch for the
 * carrier's tier, fixed on the invoice; it is refused while a notice of assignment routes the
 * carrier's payments to a factor. Back to standard terms drops the fee. Audited.
 */
export async function changePaySpeed(db: Db, caller: Caller, id: number, speed: PaySpeed, audit: AuditContext, now = new Date()) {
  const invoice = await visibleApInvoice(db, caller, id);
  if (!isCarrierOf(caller, invoice)) throw forbidden(PAY_SPEED_MESSAGES.onlyCarrier);
  const approved = () => conflict(PAY_SPEED_MESSAGES.approved({ invoiceNumber: invoice.invoice_number, status: statusName(invoice.status) }), 'paySpeed');
  if (!mayChangePaySpeed(invoice.status)) throw approved();
  let feeCents = 0;
  let quote: Awaited<ReturnType<typeof quoteFor>> | undefined;
  if (speed === 'quick') {
    const notice = await activeNoticeOf(db, invoice.carrier_id);
    if (notice) throw conflict(PAY_SPEED_MESSAGES.noticeActive({ factoringCompany: notice.factoringCompany }), 'paySpeed');
    quote = await quoteFor(db, caller, invoice, now);
    if (quote.feeCents === undefined) throw conflict(PAY_SPEED_MESSAGES.noFeeTable, 'paySpeed');
    feeCents = quote.feeCents;
  }
  const before = await repo.findPaySpeed(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.savePaySpeed(trx, id, speed, feeCents, now))) throw approved();
    // The lists sort by the stored pay date: quick pay moves it in the same transaction.
    await refreshPayPrediction(trx, id);
    await recordAudit(trx, {
      action: 'invoice.pay_speed_changed',
      actor: actorOf(caller),
      target: { type: 'ap_invoice', id: invoice.invoice_number },
      context: audit,
      details: {
        invoiceId: id,
        carrier: { id: invoice.carrier_id, name: invoice.carrier_name },
        from: { paySpeed: before.pay_speed, fee: dollars(before.quick_pay_fee_cents) },
        to: { paySpeed: speed, fee: dollars(feeCents) },
        ...(quote ? { tier: quote.tier, ratePercent: percentOf(quote.basisPoints ?? 0), feeTableEffectiveOn: quote.feeTableEffectiveOn } : {}),
      },
    });
  });
  const message = speed === 'quick' ? PAY_SPEED_MESSAGES.quickChosen({ invoiceNumber: invoice.invoice_number, fee: formatUsd(feeCents) }) : PAY_SPEED_MESSAGES.standardChosen({ invoiceNumber: invoice.invoice_number });
  return { ...(await getInvoicePaySpeed(db, caller, id, now)), ...answerMessage(message) };
}
