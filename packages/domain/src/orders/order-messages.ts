import { defineMessages } from '../common/message-codes';

/** What the server tells a person entering, editing, copying or printing an order (common/message-codes.ts). */
export const ORDER_MESSAGES = defineMessages('order', {
  /** `missing`: what the order lacks, the domain's phrases (bol-readiness.ts) joined with '; '. */
  notReadyForBol: 'Order {{orderNumber}} is not ready for a bill of lading: {{missing}}',
  noLiveShipmentForBol: 'Order {{orderNumber}} has no live shipment to print a bill of lading for',
  brokerOwnCompany: 'A broker enters orders for its own company',
  useOwnCompany: 'Use your own company',
  nameCustomer: 'Name the customer of the order',
  customerRequired: 'A customer is required',
  unknownCustomer: 'Unknown customer',
  chooseCustomer: 'Choose a customer company',
  customerFixed: 'The customer of an order does not change',
  stale: 'Someone else changed order {{orderNumber}} after you opened it. Reload the order to see their changes, then make yours again.',
  pastReadyToBook: 'Order {{orderNumber}} can no longer be edited: its shipment {{shipmentNumber}} is past Ready to Book',
  updated: 'Order {{orderNumber}} updated',
  /** `status`: the shipment's status name. */
  alreadyHasShipment: 'Order {{orderNumber}} already has shipment {{shipmentNumber}} ({{status}})',
  invalidStopTimes: 'Invalid stop times',
  stopsFixedAfterBooking: 'Shipment {{shipmentNumber}} is {{status}}; its stops change only before it is booked',
  unknownStop: 'Unknown stop',
  notAStopOfShipment: 'Not a stop of this shipment',
  postalCodeUnknown: '{{postalCode}} is not a known postal code',
  chooseOwnLocation: 'Choose one of your locations',
  consolidated: 'Orders {{orderNumbers}} consolidated into shipment {{shipmentNumber}}',
  consolidationOwnOrder: 'Order {{orderNumber}} is already on shipment {{shipmentNumber}}',
  consolidationOtherCustomer: 'Order {{orderNumber}} belongs to another customer than shipment {{shipmentNumber}}',
  /** `status`: the shipment's status name. */
  consolidationNotOpen: 'Order {{orderNumber}} cannot be consolidated: its shipment {{shipmentNumber}} is {{status}}',
  consolidationCarriesOthers: 'Order {{orderNumber}} cannot be consolidated: its shipment {{shipmentNumber}} already carries other orders',
  consolidationAnchorNotOpen: 'Shipment {{shipmentNumber}} is {{status}}; orders are consolidated only before it is booked',
  consolidationTooFar: 'Order {{orderNumber}} is {{miles}} miles from the shipment, over the {{limit}}-mile limit',
  consolidationOutsideWindow: 'Order {{orderNumber}} picks up more than {{days}} days from the shipment',
  consolidationOverWeight: 'With order {{orderNumber}} the weight would be {{total}} lb, over the {{limit}} lb limit',
  consolidationOverUnits: 'With order {{orderNumber}} the units would be {{total}}, over the limit of {{limit}}',
  travelsConsolidated: 'Order {{orderNumber}} travels on shipment {{shipmentNumber}} with other orders; change its stop times on that shipment',
});
