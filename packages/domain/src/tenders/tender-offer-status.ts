import type { Coded } from '../common/enum';

export const TenderOfferStatus = { Sent: 0, Accepted: 1, Rejected: 2, Rescinded: 3, BookingRescinded: 4 } as const;
export type TenderOfferStatus = (typeof TenderOfferStatus)[keyof typeof TenderOfferStatus];

export const TENDER_OFFER_STATUSES: readonly Coded<TenderOfferStatus>[] = [
  { code: 0, name: 'Sent' },
  { code: 1, name: 'Accepted' },
  { code: 2, name: 'Rejected' },
  { code: 3, name: 'Rescinded' },
  { code: 4, name: 'Booking Rescinded' },
];

/** The default open filter of the tender list. */
export const DEFAULT_TENDER_STATUSES: readonly TenderOfferStatus[] = [TenderOfferStatus.Sent];
