import { defineMessages } from '../common/message-codes';

/** What the server tells the people drafting, submitting and pricing detention. */
export const DETENTION_MESSAGES = defineMessages('detention', {
  carrierOnly: "Only the load's carrier can change or submit its detention request",
  notDraft: 'The detention request of this stop was already {{status}}',
  brokerageAdminsOnly: "Only the brokerage's admins can change detention free time and rates",
  anyRateRequired: 'Keep a rate for any equipment ({{any}})',
  duplicateEquipment: 'Each equipment type once',
  carrierAdminsOnly: "Only the carrier's admins can change how noticed arrivals are recorded",
  carriersOnly: 'Only carriers record arrivals from their trucks',
});
