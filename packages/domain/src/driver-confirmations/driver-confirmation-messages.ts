import { defineMessages } from '../common/message-codes';

/** What the server tells a driver confirming their name and truck, and the people who read it. */
export const DRIVER_CONFIRMATION_MESSAGES = defineMessages('driverConfirmation', {
  driversOnly: 'Only a driver assigned to the load can confirm their name and truck',
  notOpen: 'Shipment {{shipmentNumber}} is not booked or is already delivered; there is nothing to confirm',
});
