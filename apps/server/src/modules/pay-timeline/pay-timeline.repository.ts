import { sql } from 'kysely';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/db';
import { applyVisibility } from '../../db/visibility/apply-visibility';
import { visibleApInvoices } from '../../db/visibility/ap-invoice-visibility';

/** What the prediction of an invoice's pay date reads. */
export interface PredictionInputRow {
  id: number;
  status: number;
  received_at: Date | string | null;
  settled_at: Date | string | null;
  pay_speed: string;
  predicted_pay_on: string | null;
}

const INPUT_COLUMNS = ['id', 'status', 'received_at', 'settled_at', 'pay_speed', 'predicted_pay_on'] as const;

export function findPredictionInputs(db: Db, invoiceId: number): Promise<PredictionInputRow | undefined> {
  return db.selectFrom('ap_invoices').select(INPUT_COLUMNS).where('id', '=', invoiceId).executeTakeFirst();
}

/** Invoices received (or further) that have no predicted date yet: created before the date was kept, or by the seed. */
export function findInvoicesWithoutPrediction(db: Db): Promise<PredictionInputRow[]> {
  return db
    .selectFrom('ap_invoices')
    .select(INPUT_COLUMNS)
    .where('predicted_pay_on', 'is', null)
    .where('received_at', 'is not', null)
    .where('status', '!=', PayablesInvoiceStatus.Voided)
    .orderBy('id')
    .execute();
}

/** Writes the predicted date of each invoice given, in one statement. */
export async function savePredictedPayDates(db: Db, dates: readonly { id: number; predictedOn: string | null }[]): Promise<void> {
  if (dates.length === 0) return;
  const values = sql.join(dates.map((d) => sql`(${d.id}::integer, ${d.predictedOn}::date)`));
  await sql`update ap_invoices set predicted_pay_on = v.predicted_on from (values ${values}) as v(id, predicted_on) where ap_invoices.id = v.id`.execute(db);
}

/** The invoice a timeline is drawn for, with the check that pays it; undefined when the caller may not see it. */
export function findTimelineInvoice(db: Db, caller: Caller, invoiceNumber: string) {
  return applyVisibility(db.selectFrom('ap_invoices'), visibleApInvoices, caller)
    .leftJoin('payments as p', 'p.id', 'ap_invoices.payment_id')
    .select([
      'ap_invoices.id',
      'ap_invoices.invoice_number',
      'ap_invoices.status',
      'ap_invoices.received_at',
      'ap_invoices.settled_at',
      'ap_invoices.paid_at',
      'ap_invoices.pay_speed',
      'ap_invoices.predicted_pay_on',
      'p.check_number',
      'p.payment_date',
      'p.created_at as scheduled_at',
    ])
    .where('ap_invoices.invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
}

export type TimelineInvoiceRow = NonNullable<Awaited<ReturnType<typeof findTimelineInvoice>>>;
