import { defineMessages } from '../common/message-codes';

/**
 * Texts of booking answers and refusals (common/message-codes.ts). The spec quotes none of them; the
 * web shows them in the portal's language (errorMessages of a failed booking, a problem's detail).
 */
export const BOOKING_MESSAGES = defineMessages('booking', {
  noLongerAvailable: 'This load is no longer available',
  notBookable: 'Your company cannot book loads online. Please contact your carrier sales representative.',
  onHold: 'Your company is on hold and cannot book loads. Please contact your carrier sales representative.',
  carriersOnly: 'Only carriers can book loads from the load board',
  noPostedRate: 'This load has no posted rate; send a rate request instead',
  pickupPassed: 'The pickup window of this load has passed',
  brokersOnly: "Only the brokerage or the shipment's broker can book a rate for a shipment",
  alreadyBooked: 'Shipment {{shipmentNumber}} is already booked',
  sortNeedsOrigin: 'Sorting by origin distance needs an origin',
  giveOriginToSort: 'Give an origin to sort by origin distance',
  sortNeedsDestination: 'Sorting by destination distance needs a destination',
  giveDestinationToSort: 'Give a destination to sort by destination distance',
  dateRangeUnreadable: 'dateRange must be the pickup dates as start,end, such as 2026-12-01,2026-12-05: each a date (YYYY-MM-DD) or a date and time with its offset, one of them may be left out',
  writeDateRange: 'Write the pickup dates as start,end, such as 2026-12-01,2026-12-05',
  dateRangeDisagrees: 'dateRange names other pickup dates than pickupFrom and pickupTo; give one or the other, or the same dates in both',
  sameDatesAsPickupFields: 'Must name the same pickup dates as pickupFrom and pickupTo',
  dateRangeBackwards: 'The end of dateRange is before its start',
  endOnOrAfterStart: 'The end must be on or after the start',
});
