import { STANDARD_TERMS_DAYS } from '@portal/domain/common/constants';
import { displayName } from '@portal/domain/common/enum';
import { iso } from '@portal/domain/common/iso';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { businessDaysLate, payCalendarDay } from '@portal/domain/pay-timeline/pay-date-prediction';
import type { PayTimeline } from '@portal/domain/pay-timeline/pay-timeline-schemas';
import { payTimelineSteps } from '@portal/domain/pay-timeline/pay-timeline-steps';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { DEFAULT_TIME_ZONE } from '../../lib/calendar-dates';
import { notFound } from '../../lib/problem';
import { findDocuments } from '../documents/documents.service';
import { paySpeedOf, predictionOf } from './pay-prediction.service';
import * as repo from './pay-timeline.repository';

/**
 * The money's side of a paid invoice: the check's date, once that date has come (a check dated
 * ahead is scheduled, not paid yet).
 */
function paidOn(row: repo.TimelineInvoiceRow, now: Date): string | null {
  if (row.payment_date === null || row.paid_at === null) return null;
  return row.payment_date <= payCalendarDay(now, DEFAULT_TIME_ZONE) ? row.payment_date : null;
}

/**
 * A carrier invoice's steps to the money, for whoever may read the invoice (its carrier, the
 * factoring company it is remitted to, the brokerage); 404 to anyone else, as for a missing one.
 * The prediction is the stored one once paid (what was expected before the payment), else the
 * rule applied to the invoice as it stands.
 */
export async function payTimeline(db: Db, caller: Caller, invoiceNumber: string, now = new Date()): Promise<PayTimeline> {
  const row = await repo.findTimelineInvoice(db, caller, invoiceNumber);
  if (!row) throw notFound('Invoice');
  const documents = await findDocuments(db, caller, { apInvoiceId: row.id });
  const prediction = predictionOf(row);
  const kept = row.status === PayablesInvoiceStatus.PaidInFull ? row.predicted_pay_on : null;
  const predictedPayOn = kept ?? prediction?.predictedOn ?? null;
  const paid = paidOn(row, now);
  return {
    invoiceNumber: row.invoice_number,
    status: { value: row.status, displayName: displayName(PAYABLES_INVOICE_STATUSES, row.status) ?? `Status ${row.status}` },
    paySpeed: paySpeedOf(row.pay_speed),
    netDays: STANDARD_TERMS_DAYS,
    steps: payTimelineSteps({
      documentsReceived: iso(row.received_at),
      approved: iso(row.settled_at),
      scheduled: iso(row.scheduled_at),
      paid: paid === null ? null : iso(row.paid_at),
    }),
    documents: documents.data
      .map((d) => ({ name: d.name, type: d.type, receivedAt: d.createdAt }))
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
    predictedPayOn,
    predictionBasis: predictedPayOn === null ? null : (prediction?.basis ?? null),
    paidOn: paid,
    businessDaysLate: paid === null || predictedPayOn === null ? null : businessDaysLate(predictedPayOn, paid),
    checkNumber: row.check_number,
  };
}
