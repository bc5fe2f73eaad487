import { defineMessages } from '../common/message-codes';

/** The refusals and answers of offers on board loads (common/message-codes.ts). */
export const OFFER_MESSAGES = defineMessages('offers', {
  carriersOnly: 'Only carriers can make offers on board loads',
  notOnBoard: 'Shipment {{shipmentNumber}} is not on the load board any more',
  alreadyNegotiating: 'You already have an open offer on shipment {{shipmentNumber}}: answer it instead of starting another',
  notYourTurn: 'This offer is waiting for the other side',
  carrierSideOnly: "Only the offering carrier's users can answer this offer",
  brokerSideOnly: "Only the load's brokerage can answer this offer",
  roundsUsed: 'All {{max}} rounds of this negotiation are used: accept or decline the last rate',
  expired: 'This offer expired at {{expiredAt}} and can no longer be accepted',
  confirmWindowOver: 'The {{minutes}} minutes to confirm this offer ended at {{endedAt}}',
  notAccepted: 'Only an offer the broker accepted can be confirmed',
  ended: 'This offer is {{status}} and can no longer change',
  bookedByAnother: 'Shipment {{shipmentNumber}} was booked by another carrier',
  validUntilPassed: 'Valid until must be in the future',
  validUntilTooFar: 'Valid until is at most {{days}} days ahead',
  sameRate: 'A counter must name a different rate than the one on the table',
  made: 'Offer sent',
  countered: 'Counter-offer sent',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  booked: 'Shipment {{shipmentNumber}} booked at {{rate}}',
});
