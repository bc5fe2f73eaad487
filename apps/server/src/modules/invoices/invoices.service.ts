import type { ApInvoiceCounts } from '@portal/domain/invoices/ap-invoice-schemas';
import type { Caller } from '../../lib/caller';
import { dollars } from '../../lib/money';
import type { Db } from '../../db/db';
import { apInvoiceBucketTotals, type ApInvoiceBucket } from './invoices.repository';

export async function apInvoiceCounts(db: Db, caller: Caller): Promise<ApInvoiceCounts> {
  const totals = await apInvoiceBucketTotals(db, caller);
  const bucket = (name: ApInvoiceBucket) => ({ invoiceAmount: dollars(totals[name].amountCents), shipmentCount: totals[name].shipmentCount });
  return { uninvoiced: bucket('uninvoiced'), pending: bucket('pending'), invoiced: bucket('invoiced'), paid: bucket('paid') };
}
