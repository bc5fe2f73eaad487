import type { BackOfficeInvoice, BackOfficeInvoiceList, BackOfficeInvoiceQuery } from '@portal/domain/back-office/back-office-schemas';
import type { Caller } from '../../lib/caller';
import { dollars, dollarsOrNull } from '../../lib/money';
import type { Db } from '../../db/db';
import { requiredDocumentCounts, type RequiredDocumentCount } from '../documents/required-documents';
import * as repo from './back-office.repository';
import { companyRef, invoiceStatusValue, lane, paymentTypeValue } from './invoice-format';
import { iso } from '@portal/domain/common/iso';

function toDto(row: repo.BackOfficeRow, counts: RequiredDocumentCount | undefined): BackOfficeInvoice {
  const carrier = { id: row.carrier_id, name: row.carrier_name };
  const remitTo = companyRef(row.remit_to_company_id, row.remit_to_name);
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    status: invoiceStatusValue(row.status),
    carrier,
    payee: remitTo ?? carrier,
    remitTo,
    shipmentId: row.shipment_id,
    shipmentNumber: row.shipment_number,
    lane: lane(row),
    deliveredAt: iso(row.delivered_at),
    invoiceAmount: dollars(row.invoice_amount_cents),
    feeAmount: dollars(row.fee_cents),
    balanceDue: dollars(row.invoice_amount_cents - row.fee_cents - row.quick_pay_fee_cents),
    externalInvoiceNumber: row.external_invoice_number,
    externalInvoiceAmount: dollarsOrNull(row.external_invoice_amount_cents),
    numberOfRequiredDocuments: counts?.required ?? 0,
    numberOfUploadedRequiredDocuments: counts?.uploaded ?? 0,
    receivedAt: iso(row.received_at),
    settledAt: iso(row.settled_at),
    settledBy: row.settled_by_user_id === null || row.settled_by_name === null ? null : { id: row.settled_by_user_id, name: row.settled_by_name },
    paidAt: iso(row.paid_at),
    payment:
      row.check_number === null || row.payment_date === null || row.payment_type === null
        ? null
        : { checkNumber: row.check_number, paymentDate: row.payment_date, paymentType: paymentTypeValue(row.payment_type) },
    predictedPayOn: row.predicted_pay_on,
  };
}

/** Brokerage staff: the carrier invoices of one status (Received, Settled or Paid in Full), 50 a page. */
export async function listBackOfficeInvoices(db: Db, caller: Caller, query: BackOfficeInvoiceQuery): Promise<BackOfficeInvoiceList> {
  const { rows, totalCount } = await repo.listBackOfficeInvoices(
    db,
    caller,
    { status: query.status, search: query.search || undefined, predictedPay: { sort: query.sort, from: query.predictedPayFrom, to: query.predictedPayTo } },
    query,
  );
  const counts = await requiredDocumentCounts(db, 'ap', rows.map((r) => ({ invoiceId: r.id, shipmentId: r.shipment_id })));
  return { data: rows.map((row) => toDto(row, counts.get(row.id))), totalCount };
}
