import { paymentRefusalMessage, paymentRoleRefusalMessage } from '@portal/domain/back-office/back-office-rules';
import { PAYMENT_MESSAGES } from '@portal/domain/payments/payment-messages';
import { PAYMENTS_DEFAULT_MONTHS } from '@portal/domain/common/constants';
import { displayName } from '@portal/domain/common/enum';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type {
  PaymentDetail,
  PaymentDetailsAnswer,
  PaymentDetailsQuery,
  PaymentList,
  PaymentListQuery,
  PaymentSummary,
  PaymentToCreate,
  PaymentTotals,
} from '@portal/domain/payments/payment-schemas';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, HttpProblem, notFound } from '../../lib/problem';
import { dollars } from '../../lib/money';
import type { Db } from '../../db/db';
import { actorOf, recordAudit } from '../audit/record-audit';
import { lockInvoicesForPayment, markInvoicesPaid } from '../invoices/ap-invoices.service';
import { recordInvoicesPaid } from '../invoices/invoice-history.service';
import { addMonths, calendarRange, DEFAULT_TIME_ZONE, todayIn } from '../../lib/calendar-dates';
import { lane, paymentTypeValue } from '../invoices/invoice-format';
import { notifyPayment, type PaymentNoticeDeps } from './payment-notice.service';
import * as repo from './payments.repository';

function toSummary(row: repo.PaymentRow): PaymentSummary {
  return {
    checkNumber: row.check_number,
    paymentDate: row.payment_date,
    amount: dollars(row.amount_cents),
    paymentType: paymentTypeValue(row.payment_type),
    invoiceCount: Number(row.invoice_count ?? 0),
    paidTo: { id: row.paid_to_company_id, name: row.paid_to_name },
    carrier: { id: row.carrier_id, name: row.carrier_name },
  };
}

function toDetail(row: repo.PaidInvoiceRow): PaymentDetail {
  return {
    invoiceId: row.id,
    invoiceNumber: row.invoice_number,
    externalInvoiceNumber: row.external_invoice_number,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    lane: lane(row),
    invoiceDate: row.invoice_date,
    invoiceAmount: dollars(row.invoice_amount_cents),
    deductions: dollars(row.fee_cents + row.quick_pay_fee_cents),
    paidAmount: dollars(row.paid_amount_cents),
  };
}

/** Payment summaries of a date range; by default the last 3 months up to today, 20 a page. */
export async function listPayments(db: Db, caller: Caller, query: PaymentListQuery): Promise<PaymentList> {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const given = calendarRange(query.paymentStartDate, query.paymentEndDate, timeZone, { start: 'paymentStartDate', end: 'paymentEndDate' });
  const endDate = given?.endDate ?? todayIn(timeZone);
  const startDate = given?.startDate ?? addMonths(endDate, -PAYMENTS_DEFAULT_MONTHS);
  const { rows, totalCount } = await repo.listPayments(db, caller, { startDate, endDate }, query);
  return { data: rows.map(toSummary), totalCount };
}

/** The check, or 404 for a missing check and for another company's (never told apart). */
async function requirePayment(db: Db, caller: Caller, checkNumber: string): Promise<repo.PaymentRow> {
  const row = await repo.findPaymentByCheckNumber(db, caller, checkNumber);
  if (!row) throw notFound('Payment');
  return row;
}

export async function getPayment(db: Db, caller: Caller, checkNumber: string): Promise<PaymentSummary> {
  return toSummary(await requirePayment(db, caller, checkNumber));
}

function totalsDto(totals: Awaited<ReturnType<typeof repo.paidInvoiceTotals>>): PaymentTotals {
  return { invoiceCount: totals.count, invoiceAmount: dollars(totals.invoiceCents), deductions: dollars(totals.feeCents), paidAmount: dollars(totals.paidCents) };
}

/** Every invoice the check paid, 20 a page, with totals over the whole check. */
export async function paymentDetails(db: Db, caller: Caller, checkNumber: string, page: PaymentDetailsQuery): Promise<PaymentDetailsAnswer> {
  const payment = await requirePayment(db, caller, checkNumber);
  const [rows, totals] = await Promise.all([
    repo.findPaidInvoices(db, payment.id, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
    repo.paidInvoiceTotals(db, payment.id),
  ]);
  return { data: rows.map(toDetail), totalCount: totals.count, totals: totalsDto(totals) };
}

export interface Remittance {
  payer: { name: string; address: string };
  summary: PaymentSummary;
  lines: repo.PaidInvoiceRow[];
  totals: { invoiceCents: number; feeCents: number; quickPayFeeCents: number; paidCents: number; amountCents: number };
}

/** What a remittance advice (PDF or CSV) prints: the check and every invoice it paid, in cents. */
export async function remittance(db: Db, caller: Caller, checkNumber: string): Promise<Remittance> {
  const payment = await requirePayment(db, caller, checkNumber);
  const [lines, brokerage] = await Promise.all([repo.findPaidInvoices(db, payment.id), repo.findBrokerageName(db)]);
  const sum = (pick: (l: repo.PaidInvoiceRow) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const address = brokerage ? [brokerage.address_line1, [brokerage.city, brokerage.state].filter(Boolean).join(', '), brokerage.postal_code].filter(Boolean).join(' ') : '';
  return {
    payer: { name: brokerage?.name ?? 'Brokerage', address },
    summary: toSummary(payment),
    lines,
    totals: { invoiceCents: sum((l) => l.invoice_amount_cents), feeCents: sum((l) => l.fee_cents), quickPayFeeCents: sum((l) => l.quick_pay_fee_cents), paidCents: sum((l) => l.paid_amount_cents), amountCents: payment.amount_cents },
  };
}

/**
 * Brokerage Admin: pays Settled invoices with one check. In one transaction the payment is written
 * (amount = the sum of invoice amount minus deductions, to the cent) and every invoice moves to
 * Paid in Full with its paid amount. All invoices must be Settled, of one carrier and remitted to
 * one party: the remit-to (factoring) company, or the carrier itself; none approved by the caller.
 * Once committed, the people the check pays are told by e-mail.
 */
export async function createPayment(deps: PaymentNoticeDeps, caller: Caller, body: PaymentToCreate, audit: AuditContext): Promise<PaymentSummary> {
  const { db } = deps;
  const payer = { id: caller.userId, roles: caller.roles, isBrokerage: caller.isBrokerage };
  const byRole = paymentRoleRefusalMessage(payer);
  if (byRole) throw forbidden(byRole);
  if (await repo.checkNumberExists(db, body.checkNumber)) throw conflict(PAYMENT_MESSAGES.checkExists({ checkNumber: body.checkNumber }), 'checkNumber');
  try {
    await db.transaction().execute(async (trx) => {
      const invoices = await lockInvoicesForPayment(trx, body.invoiceIds);
      const missing = body.invoiceIds.filter((id) => !invoices.some((i) => i.id === id));
      if (missing.length > 0) throw new HttpProblem(404, 'Not Found', PAYMENT_MESSAGES.invoicesNotFound({ invoiceIds: missing.join(', ') }));
      const notSettled = invoices.filter((i) => i.status !== PayablesInvoiceStatus.Settled);
      if (notSettled.length > 0) {
        const list = notSettled.map((i) => `${i.invoice_number} (${displayName(PAYABLES_INVOICE_STATUSES, i.status) ?? i.status})`).join(', ');
        throw conflict(PAYMENT_MESSAGES.onlySettled({ invoices: list }), 'invoiceIds');
      }
      const carriers = new Set(invoices.map((i) => i.carrier_id));
      if (carriers.size > 1) throw conflict(PAYMENT_MESSAGES.oneCarrier, 'invoiceIds');
      const payees = new Set(invoices.map((i) => i.remit_to_company_id ?? i.carrier_id));
      if (payees.size > 1) throw conflict(PAYMENT_MESSAGES.onePayee, 'invoiceIds');
      // Read from the locked rows, so an approval recorded a moment ago counts.
      const ownApproval = paymentRefusalMessage(payer, invoices.map((i) => ({ invoiceNumber: i.invoice_number, settledByUserId: i.settled_by_user_id })));
      if (ownApproval) throw forbidden(ownApproval);
      const amountCents = invoices.reduce((sum, i) => sum + (i.invoice_amount_cents - i.fee_cents - i.quick_pay_fee_cents), 0);
      const paymentId = await repo.insertPayment(trx, {
        checkNumber: body.checkNumber,
        carrierId: invoices[0].carrier_id,
        paidToCompanyId: [...payees][0],
        paymentType: body.paymentType,
        paymentDate: body.paymentDate,
        amountCents,
      });
      const paid = await markInvoicesPaid(trx, paymentId, body.invoiceIds);
      if (paid !== invoices.length) throw new Error(`Expected to pay ${invoices.length} invoices, paid ${paid}`);
      await recordInvoicesPaid(trx, caller.userId, body.invoiceIds, body);
      await recordAudit(trx, {
        action: 'payment.scheduled',
        actor: actorOf(caller),
        target: { type: 'payment', id: body.checkNumber },
        context: audit,
        details: {
          paymentId,
          carrierId: invoices[0].carrier_id,
          paidToCompanyId: [...payees][0],
          amount: dollars(amountCents),
          paymentType: body.paymentType,
          paymentDate: body.paymentDate,
          invoices: invoices.map((i) => i.invoice_number),
        },
      });
    });
  } catch (error) {
    // Two brokerage users writing the same check number at once: the unique key decides.
    if ((error as { code?: string }).code === '23505') throw conflict(PAYMENT_MESSAGES.checkExists({ checkNumber: body.checkNumber }), 'checkNumber');
    throw error;
  }
  const payment = await getPayment(db, caller, body.checkNumber);
  await notifyPayment(deps, payment);
  return payment;
}
