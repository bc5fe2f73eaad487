import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier answering a rate request (common/message-codes.ts). */
export const RATE_REQUEST_MESSAGES = defineMessages('rateRequest', {
  onlyRequestedCarrier: 'Only the carrier this rate was requested from can answer it',
  /** `expiresAt`: the deadline as an ISO instant. */
  expired: 'This rate request expired at {{expiresAt}} and can no longer be answered',
  /** `status`: the request's status name in lower case. */
  alreadyAnswered: 'This rate request is already {{status}}',
  declined: 'Rate request declined',
});

/** What the server tells a broker rating freight and booking a rate or a quote (common/message-codes.ts). */
export const RATING_MESSAGES = defineMessages('rating', {
  noRate: 'No carrier rate can be quoted for this freight',
  noPlaceForPostalCode: 'No place has the postal code {{postalCode}}',
  orderNeedsPlaces: 'The order needs an origin and a destination to be rated',
  giveOrderPlaces: 'Give the order a pickup and a dropoff location',
  carrierOnHold: '{{carrierName}} is on hold',
  carrierNotBookable: '{{carrierName}} cannot be booked',
});

export const QUOTE_MESSAGES = defineMessages('quote', {
  unknown: 'Quote {{quoteId}} was not found',
  notBookable: 'Quote {{quoteId}} cannot be booked',
  /** `expiresAt`: the quote's end as an ISO instant. */
  expired: 'Quote {{quoteId}} expired at {{expiresAt}}',
  used: 'Quote {{quoteId}} was already booked',
  otherCarrier: "Quote {{quoteId}} is another carrier's",
  otherFreight: 'Quote {{quoteId}} is for other freight',
  notContractTl: 'Quote {{quoteId}} cannot be booked as a contract truckload rate',
  notLtl: 'Quote {{quoteId}} cannot be booked as an LTL rate',
  notSpot: 'Quote {{quoteId}} cannot be booked as a spot rate',
  notValid: 'Quote {{quoteId}} is not valid for this shipment on its pickup date',
});

/** What the server tells a broker rescinding, voiding or adjusting a booked shipment (common/message-codes.ts). */
export const BROKER_BOOKING_MESSAGES = defineMessages('brokerBooking', {
  notBooked: 'Shipment {{shipmentNumber}} is not booked, so there is no booking to rescind',
  tooLateToRescind: 'Shipment {{shipmentNumber}} is already on the road; its booking cannot be rescinded',
  tooLateToVoid: 'Shipment {{shipmentNumber}} is already on the road and cannot be voided',
  alreadyVoided: 'Shipment {{shipmentNumber}} is already voided',
  noOrder: 'Shipment {{shipmentNumber}} has no order to carry an origination',
  maxBuyUpdated: 'Max buy updated',
  originationUpdated: 'Origination updated',
});
