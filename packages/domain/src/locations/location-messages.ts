import { defineMessages } from '../common/message-codes';

/** What the server tells a person keeping locations and their EDI codes (common/message-codes.ts). */
export const LOCATION_MESSAGES = defineMessages('location', {
  ediCodeTaken: 'EDI code {{code}} is already mapped to {{locationName}} ({{locationNumber}}) for this customer',
  ediCodeTakenElsewhere: 'EDI code {{code}} is already mapped to another location for this customer',
});
