import { STANDARD_TERMS_DAYS } from '@portal/domain/common/constants';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { PAY_SPEEDS, type PaySpeed } from '@portal/domain/pay-speed/pay-speed-rules';
import { payCalendarDay, predictPayDate, type PayPrediction } from '@portal/domain/pay-timeline/pay-date-prediction';
import type { Db } from '../../db/db';
import { DEFAULT_TIME_ZONE } from '../../lib/calendar-dates';
import * as repo from './pay-timeline.repository';

/**
 * The stored predicted pay date of carrier invoices (docs/decisions/0323-pay-date-prediction-stored-and-kept-current.md).
 * Whoever changes an input of the prediction (the receipt of the invoice with its documents, the
 * approval, the pay speed) calls refreshPayPrediction in the same transaction; a paid invoice keeps
 * the date it had, which is what was expected before the money went out.
 */

export function paySpeedOf(value: string): PaySpeed {
  return (PAY_SPEEDS as readonly string[]).includes(value) ? (value as PaySpeed) : 'standard';
}

/** The prediction from an invoice's inputs, days read in the brokerage's calendar. */
export function predictionOf(row: Pick<repo.PredictionInputRow, 'status' | 'received_at' | 'settled_at' | 'pay_speed'>): PayPrediction | null {
  if (row.status === PayablesInvoiceStatus.Voided) return null;
  const day = (at: Date | string | null) => (at === null ? null : payCalendarDay(at, DEFAULT_TIME_ZONE));
  return predictPayDate({ receivedOn: day(row.received_at), approvedOn: day(row.settled_at), paySpeed: paySpeedOf(row.pay_speed), netDays: STANDARD_TERMS_DAYS });
}

const isPaid = (row: repo.PredictionInputRow) => row.status === PayablesInvoiceStatus.PaidInFull;

/** Recomputes one invoice's predicted date after a change of its inputs; a paid invoice keeps its date. */
export async function refreshPayPrediction(trx: Db, invoiceId: number): Promise<void> {
  const row = await repo.findPredictionInputs(trx, invoiceId);
  if (!row || (isPaid(row) && row.predicted_pay_on !== null)) return;
  const predictedOn = predictionOf(row)?.predictedOn ?? null;
  if (predictedOn !== row.predicted_pay_on) await repo.savePredictedPayDates(trx, [{ id: row.id, predictedOn }]);
}

const FILL_SLICE = 5_000;

/** Fills the date of every received invoice that has none (rows written before it was kept, and the demo's); answers how many. */
export async function fillMissingPayPredictions(db: Db): Promise<number> {
  const rows = await repo.findInvoicesWithoutPrediction(db);
  const dates = rows.map((row) => ({ id: row.id, predictedOn: predictionOf(row)?.predictedOn ?? null })).filter((d) => d.predictedOn !== null);
  // In slices: one statement's parameters are limited (two per invoice here).
  for (let start = 0; start < dates.length; start += FILL_SLICE) await repo.savePredictedPayDates(db, dates.slice(start, start + FILL_SLICE));
  return dates.length;
}
