import { codedEnum } from '../common/coded-enum';
import type { Coded } from '../common/enum';

const tenderOfferStatuses = codedEnum({
  Sent: [0, 'Sent'],
  Accepted: [1, 'Accepted'],
  Rejected: [2, 'Rejected'],
  Rescinded: [3, 'Rescinded'],
  BookingRescinded: [4, 'Booking Rescinded'],
});
export const TenderOfferStatus = tenderOfferStatuses.codes;
export type TenderOfferStatus = (typeof TenderOfferStatus)[keyof typeof TenderOfferStatus];
export const TENDER_OFFER_STATUSES: readonly Coded<TenderOfferStatus>[] = tenderOfferStatuses.list;

/** The default open filter of the tender list. */
export const DEFAULT_TENDER_STATUSES: readonly TenderOfferStatus[] = [TenderOfferStatus.Sent];
