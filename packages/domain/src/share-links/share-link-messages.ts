import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier sharing a load, and a holder of a link. */
export const SHARE_LINK_MESSAGES = defineMessages('shareLinks', {
  carrierOnly: "Only the load's carrier can share it",
  notBooked: 'Shipment {{shipmentNumber}} is not booked to your company; there is nothing to share yet',
  tooMany: 'Shipment {{shipmentNumber}} already has {{max}} open links; revoke one first',
  notFound: 'This link is not valid, has expired or was revoked',
});
