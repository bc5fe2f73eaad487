import { codedEnum } from '../common/coded-enum';
import type { Coded } from '../common/enum';

/** Sent is an open request, Offered means the carrier responded, Declined means the carrier passed. */
const rateRequestStatuses = codedEnum({ Sent: [0, 'Sent'], Offered: [1, 'Offered'], Declined: [2, 'Declined'] });
export const RateRequestStatus = rateRequestStatuses.codes;
export type RateRequestStatus = (typeof RateRequestStatus)[keyof typeof RateRequestStatus];
export const RATE_REQUEST_STATUSES: readonly Coded<RateRequestStatus>[] = rateRequestStatuses.list;
