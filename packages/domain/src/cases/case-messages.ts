import { defineMessages } from '../common/message-codes';

/** What the server tells a person opening or settling a case (common/message-codes.ts). */
export const CASE_MESSAGES = defineMessages('case', {
  brokerageOnly: 'Only the brokerage can change a case',
  voided: 'Case {{caseNumber}} is voided; a voided case cannot change',
  paid: "Case {{caseNumber}} is paid (its charge is on the carrier's invoice); its status, resolution and approved amount cannot change",
  assigneeNotBrokerage: 'Cases are assigned to active brokerage users only',
  /** `status` and `resolution` are the names of a case status and a resolution. */
  openWithResolution: 'An open case ({{status}}) cannot carry the resolution {{resolution}}',
  resolvedNeedsResolutionToReopen: 'A resolved case needs a resolution; to reopen it, send an open status',
  resolvedNeedsResolution: 'A resolved case needs a resolution: Paid or Declined',
  voidedCannotBePaid: 'A voided case cannot be paid',
  paidNeedsApprovedAmount: 'A paid case needs an approved amount above zero',
  shipmentVoided: 'Shipment {{shipmentNumber}} is voided; cases cannot be opened on it',
  documentsRefused: 'Some documents cannot be attached',
  documentNotOnShipment: 'Document {{documentId}} was not found among the documents of shipment {{shipmentNumber}}',
});
