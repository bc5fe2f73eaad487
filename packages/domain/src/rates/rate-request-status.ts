import { codedEnum, type CodeOf } from '../common/coded-enum';

/** Sent is an open request, Offered means the carrier responded, Declined means the carrier passed. */
export const { codes: RateRequestStatus, list: RATE_REQUEST_STATUSES } = codedEnum({ Sent: [0, 'Sent'], Offered: [1, 'Offered'], Declined: [2, 'Declined'] });
export type RateRequestStatus = CodeOf<typeof RateRequestStatus>;
