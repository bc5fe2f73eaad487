/**
 * Texts of booking answers and refusals. The spec quotes none of them; the web shows them as they
 * come (errorMessages of a failed booking, a problem's detail).
 */
export const BOOKING_MESSAGES = {
  noLongerAvailable: 'This load is no longer available',
  notBookable: 'Your company cannot book loads online. Please contact your carrier sales representative.',
  onHold: 'Your company is on hold and cannot book loads. Please contact your carrier sales representative.',
  carriersOnly: 'Only carriers can book loads from the load board',
  noPostedRate: 'This load has no posted rate; send a rate request instead',
  pickupPassed: 'The pickup window of this load has passed',
  brokersOnly: "Only the brokerage or the shipment's broker can book a rate for a shipment",
} as const;
