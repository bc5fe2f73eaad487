import { codedEnum, type CodeOf } from '../common/coded-enum';

export const { codes: TenderOfferStatus, list: TENDER_OFFER_STATUSES } = codedEnum({
  Sent: [0, 'Sent'],
  Accepted: [1, 'Accepted'],
  Rejected: [2, 'Rejected'],
  Rescinded: [3, 'Rescinded'],
  BookingRescinded: [4, 'Booking Rescinded'],
});
export type TenderOfferStatus = CodeOf<typeof TenderOfferStatus>;

/** The default open filter of the tender list. */
export const DEFAULT_TENDER_STATUSES: readonly TenderOfferStatus[] = [TenderOfferStatus.Sent];
