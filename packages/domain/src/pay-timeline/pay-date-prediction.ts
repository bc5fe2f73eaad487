import { STANDARD_TERMS_DAYS } from '../common/constants';
import { localDateTime } from '../locations/zoned-time';
import { QUICK_PAY_BUSINESS_DAYS, type PaySpeed } from '../pay-speed/pay-speed-rules';
import { addBusinessDays, addCalendarDays, businessDayOnOrAfter, businessDaysBetween } from './business-days';

/**
 * When a carrier invoice will be paid (docs/decisions/0323-pay-date-prediction-stored-and-kept-current.md):
 * - standard terms: net days counted from the day the invoice and its proof of delivery were
 *   received, rolled forward to a business day; an approval on or after that day moves it to the
 *   next business day after the approval, since nothing is paid unapproved;
 * - quick pay: two business days after the approval (after the receipt while the approval is to come);
 * - a Draft (nothing received yet) has no date: its clock has not started.
 */

export const PREDICTION_BASES = ['netTerms', 'afterApproval', 'quickPay'] as const;
export type PredictionBasis = (typeof PREDICTION_BASES)[number];

export interface PayPredictionInput {
  /** Calendar day (YYYY-MM-DD) the invoice and its documents were received; null while a Draft. */
  receivedOn: string | null;
  /** Calendar day it was approved; null before. */
  approvedOn: string | null;
  paySpeed: PaySpeed;
  netDays?: number;
}

export interface PayPrediction {
  predictedOn: string;
  basis: PredictionBasis;
}

export function predictPayDate(input: PayPredictionInput): PayPrediction | null {
  const { receivedOn, approvedOn, paySpeed } = input;
  if (receivedOn === null) return null;
  if (paySpeed === 'quick') return { predictedOn: addBusinessDays(approvedOn ?? receivedOn, QUICK_PAY_BUSINESS_DAYS), basis: 'quickPay' };
  const onTerms = businessDayOnOrAfter(addCalendarDays(receivedOn, input.netDays ?? STANDARD_TERMS_DAYS));
  if (approvedOn !== null && approvedOn >= onTerms) return { predictedOn: addBusinessDays(approvedOn, 1), basis: 'afterApproval' };
  return { predictedOn: onTerms, basis: 'netTerms' };
}

/** The paying calendar's day of an instant: the calendar date in the brokerage's zone. */
export function payCalendarDay(instant: Date | string, timeZone: string): string {
  const local = localDateTime(instant instanceof Date ? instant : new Date(instant), timeZone);
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

/** How far a payment landed from its prediction, in business days: positive when paid late. */
export function businessDaysLate(predictedOn: string, paidOn: string): number {
  return businessDaysBetween(predictedOn, paidOn);
}

/** Mean absolute error in business days of predicted against actual pay dates; null for no pairs. */
export function meanAbsoluteBusinessDayError(pairs: readonly { predictedOn: string; paidOn: string }[]): number | null {
  if (pairs.length === 0) return null;
  return pairs.reduce((sum, pair) => sum + Math.abs(businessDaysLate(pair.predictedOn, pair.paidOn)), 0) / pairs.length;
}
