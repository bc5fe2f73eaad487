import { defineMessages } from '../common/message-codes';

/** What the server tells the people signing for a load. */
export const SIGNATURE_MESSAGES = defineMessages('signatures', {
  carrierOnly: "Only the load's carrier and its assigned driver can take a signature",
  notBooked: 'Shipment {{shipmentNumber}} is not booked; there is nothing to sign yet',
  stopNotOnLoad: 'The stop is not on shipment {{shipmentNumber}}',
  stopNotSignable: 'Only pickups and dropoffs take a signature',
  alreadySigned: 'Stop {{stopNumber}} of shipment {{shipmentNumber}} is already signed',
  drawingMissing: 'Draw the signature, or choose to sign with the typed name',
  drawingNotPng: 'The signature drawing is not a PNG image',
  sealBroken: 'The stored file no longer matches the one sealed when it was signed; it is not served',
  sealedUndeletable: 'A signed document is kept as signed and cannot be deleted',
});
