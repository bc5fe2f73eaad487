import type { Kysely } from 'kysely';
import { z } from 'zod';
import { centsToDecimalText } from '@portal/domain/common/money';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { apInvoiceBucketTotals, type ApInvoiceBucket } from './invoices.repository';

const BucketSchema = z.object({ invoiceAmount: z.number(), shipmentCount: z.number().int() });
export const ApInvoiceCountsSchema = z.object({
  uninvoiced: BucketSchema,
  pending: BucketSchema,
  invoiced: BucketSchema,
  paid: BucketSchema,
});
export type ApInvoiceCounts = z.infer<typeof ApInvoiceCountsSchema>;

/** Dollars with two decimals, from integer cents (the API's money format). */
const dollars = (cents: number) => Number(centsToDecimalText(cents));

export async function apInvoiceCounts(db: Kysely<Database>, caller: Caller): Promise<ApInvoiceCounts> {
  const totals = await apInvoiceBucketTotals(db, caller);
  const bucket = (name: ApInvoiceBucket) => ({ invoiceAmount: dollars(totals[name].amountCents), shipmentCount: totals[name].shipmentCount });
  return { uninvoiced: bucket('uninvoiced'), pending: bucket('pending'), invoiced: bucket('invoiced'), paid: bucket('paid') };
}
