import type { Coded } from '../common/enum';

/** Sent is an open request, Offered means the carrier responded, Declined means the carrier passed. */
export const RateRequestStatus = { Sent: 0, Offered: 1, Declined: 2 } as const;
export type RateRequestStatus = (typeof RateRequestStatus)[keyof typeof RateRequestStatus];

export const RATE_REQUEST_STATUSES: readonly Coded<RateRequestStatus>[] = [
  { code: 0, name: 'Sent' },
  { code: 1, name: 'Offered' },
  { code: 2, name: 'Declined' },
];
