import { PaymentType } from '@portal/domain/payments/payment-type';
import { addCalendarDays, isBusinessDay } from '@portal/domain/pay-timeline/business-days';
import type { Db } from '../db';
import { fillMissingPayPredictions } from '../../modules/pay-timeline/pay-prediction.service';
import type { SeedContext } from './context';
import { addMs, HOUR, maxDate, Rng } from './support';

/**
 * The demo's payment history as payables really run (docs/decisions/0324-demo-pay-history-follows-terms-with-business-day-noise.md):
 * checks go out on business days; a check on standard terms pays invoices whose 30 days from
 * receipt ended on about that day (most on the day, some a day or two late, a few a day early);
 * a quick-pay check (every type but Standard) pays invoices chosen for quick pay about two business
 * days after their approval. The checks themselves (who, how much, which invoices) stay as the
 * invoices seed wrote them; what moves is each check's day and each invoice's receipt and approval
 * around it. Then every received invoice gets its predicted pay date.
 */

/** Business days between the predicted and the actual pay day, late positive, with their weights. */
const STANDARD_NOISE: readonly (readonly [number, number])[] = [[0, 55], [1, 20], [-1, 10], [2, 10], [3, 5]];
const QUICK_NOISE: readonly (readonly [number, number])[] = [[0, 60], [-1, 30], [1, 10]];

function businessDaysBefore(day: string, count: number): string {
  let d = day;
  for (let left = count; left > 0; ) {
    d = addCalendarDays(d, -1);
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

function businessDaysAfter(day: string, count: number): string {
  let d = day;
  for (let left = count; left > 0; ) {
    d = addCalendarDays(d, 1);
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

/** The business day a number of business days before (positive) or after (negative) a business day. */
const shifted = (day: string, back: number) => (back >= 0 ? businessDaysBefore(day, back) : businessDaysAfter(day, -back));

/** An instant on a calendar day during the brokerage's office hours (14:00-20:00 UTC is morning to afternoon in Chicago). */
const during = (day: string, rng: Rng) => new Date(`${day}T${String(rng.int(14, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`);

const noise = (rng: Rng, table: readonly (readonly [number, number])[]) => rng.weighted(table, ([, weight]) => weight)[0];

interface PaidInvoice {
  id: number;
  created_at: Date;
}

/** Receipt and approval of an invoice on standard terms that a check pays on `day`. */
function standardHistory(invoice: PaidInvoice, day: string, rng: Rng) {
  const dueDay = shifted(day, noise(rng, STANDARD_NOISE));
  const receivedAt = maxDate(during(addCalendarDays(dueDay, -30), rng), addMs(invoice.created_at, 2 * HOUR));
  return { receivedAt, settledAt: addMs(receivedAt, rng.int(20, 96) * HOUR), paySpeed: 'standard' as const };
}

/** Receipt and approval of a quick-pay invoice that a check pays on `day`. */
function quickHistory(invoice: PaidInvoice, day: string, rng: Rng) {
  const approvedDay = shifted(day, 2 + noise(rng, QUICK_NOISE));
  const approvedAt = during(approvedDay, rng);
  const receivedAt = maxDate(addMs(approvedAt, -rng.int(20, 72) * HOUR), addMs(invoice.created_at, 2 * HOUR));
  return { receivedAt, settledAt: maxDate(approvedAt, addMs(receivedAt, HOUR)), paySpeed: 'quick' as const };
}

export async function seedPayHistory(db: Db, ctx: SeedContext): Promise<void> {
  const rng = Rng.for('pay-history');
  const checks = await db.selectFrom('payments').select(['id', 'payment_type', 'payment_date']).orderBy('id').execute();
  for (const check of checks) {
    let day = check.payment_date;
    while (!isBusinessDay(day)) day = addCalendarDays(day, -1);
    const paidAt = new Date(`${day}T15:00:00.000Z`);
    if (paidAt.getTime() > ctx.now.getTime()) continue;
    await db.updateTable('payments').set({ payment_date: day, created_at: paidAt }).where('id', '=', check.id).execute();
    const invoices = await db.selectFrom('ap_invoices').select(['id', 'created_at']).where('payment_id', '=', check.id).orderBy('id').execute();
    for (const invoice of invoices) {
      const history = check.payment_type === PaymentType.Standard ? standardHistory(invoice, day, rng) : quickHistory(invoice, day, rng);
      await db
        .updateTable('ap_invoices')
        .set({ received_at: history.receivedAt, settled_at: history.settledAt, pay_speed: history.paySpeed, paid_at: paidAt, updated_at: paidAt })
        .where('id', '=', invoice.id)
        .execute();
    }
  }
  await fillMissingPayPredictions(db);
}
