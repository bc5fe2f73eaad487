import { defineMessages } from '../common/message-codes';

/** What the server tells a broker asking several carriers for a rate at once (common/message-codes.ts). */
export const CARRIER_RATE_REQUEST_MESSAGES = defineMessages('carrierRateRequest', {
  /** `count`: how many carriers were asked. */
  sent: 'Rate request sent to {{count}} carriers',
  sentToOne: 'Rate request sent to {{carrierName}}',
  /** `carrierNames`: the carriers already asked, comma separated. */
  alreadyAsked: 'Already waiting for an answer from {{carrierNames}} on shipment {{shipmentNumber}}',
  someCarriersRefused: 'Some of the chosen carriers cannot be asked for a rate',
});
