import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier answering a tender, and a broker tendering a shipment (common/message-codes.ts). */
export const TENDER_MESSAGES = defineMessages('tender', {
  onlyTenderedCarrier: 'Only the tendered carrier can respond to this tender',
  /** `expiresAt`: the deadline as an ISO instant. */
  expired: 'This tender expired at {{expiresAt}} and can no longer be answered',
  /** `status`: the tender's status name in lower case ('accepted'). */
  alreadyAnswered: 'This tender is {{status}} and can no longer be answered',
  wonByAnother: 'This load was booked by another carrier',
  alreadyBookedToYou: 'This load is already booked to your company',
  shipmentClosed: 'This shipment is no longer open for booking',
  licenceExpired: 'The licence of {{driverName}} expired on {{date}}',
  truckOutOfService: 'Truck {{unitNumber}} is out of service in your fleet',
  trailerOutOfService: 'Trailer {{unitNumber}} is out of service in your fleet',
});

export const TENDERING_MESSAGES = defineMessages('tendering', {
  notReady: 'Shipment {{shipmentNumber}} must be Ready to Book to be tendered',
  alreadyTendering: 'Shipment {{shipmentNumber}} is already being tendered',
  someCarriersRefused: 'Some carriers cannot be tendered',
});
