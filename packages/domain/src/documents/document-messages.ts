import type { CodedMessage } from '../common/message-codes';
import { defineMessages } from '../common/message-codes';
import { NO_DROPOFF_SELECTED, NO_INVOICE_FOR_UPLOAD, NO_SHIPMENT_FOR_UPLOAD, PLEASE_SELECT_A_FILE, PLEASE_SELECT_A_FILE_TYPE } from '../common/messages';

/** What the server tells a person uploading, listing or deleting documents (common/message-codes.ts). */
export const DOCUMENT_MESSAGES = defineMessages('document', {
  pleaseSelectAFile: PLEASE_SELECT_A_FILE,
  pleaseSelectAFileType: PLEASE_SELECT_A_FILE_TYPE,
  noDropoffSelected: NO_DROPOFF_SELECTED,
  noShipmentForUpload: NO_SHIPMENT_FOR_UPLOAD,
  noInvoiceForUpload: NO_INVOICE_FOR_UPLOAD,
  tooLarge: 'The file is larger than the {{megabytes}} MB upload limit',
  tooLargeField: 'Files can be at most {{megabytes}} MB',
  notBase64: 'The file data is not valid base64',
  podOnDropoff: 'Proof of delivery belongs to a dropoff stop',
  dropoffNotOnShipment: 'The dropoff is not a stop of this shipment',
  /** `fileType`: the file type's name. */
  typeNotUploadable: '{{fileType}} documents cannot be uploaded',
  typeNotUploadableField: 'This file type cannot be uploaded',
  /** `extensions`: the uploadable extensions, joined with ', '. */
  onlyExtensions: 'Only {{extensions}} files can be uploaded',
  unsupportedExtension: 'Unsupported file extension {{extension}}',
  unsupportedNoExtension: 'Unsupported file extension',
  shipmentMismatch: 'uploadData.shipmentId does not match the shipment of the address',
  shipmentMismatchField: 'Does not match the shipment',
  /** `record`: the record's description ('Order 123'). */
  recordNotOnShipment: '{{record}} is not on this shipment',
  recordNotOnShipmentField: 'The record is not on this shipment',
  /** `params`: the query parameters naming a record, joined with ', '. */
  giveOnlyOne: 'Give only one of {{params}}',
  giveOnlyOneRecord: 'Give only one record',
  giveOne: 'Give one of {{params}}',
  recordRequired: 'A record to list documents of is required',
  exactlyOneRecord: 'Exactly one record is required',
  onlyUploaderDeletes: 'Only the company that uploaded this document can delete it',
  entityTypeUnsupported: 'Entity type {{entityType}} is not supported',
  entityTypeUnsupportedField: 'Unsupported entity type',
  unknownFileType: 'Unknown file type {{fileType}}',
  unknownFileTypeField: 'Unknown file type',
});

const UPLOAD_CHECKS: readonly CodedMessage[] = [
  DOCUMENT_MESSAGES.pleaseSelectAFile,
  DOCUMENT_MESSAGES.pleaseSelectAFileType,
  DOCUMENT_MESSAGES.noDropoffSelected,
  DOCUMENT_MESSAGES.noShipmentForUpload,
  DOCUMENT_MESSAGES.noInvoiceForUpload,
];

/** The coded message of a text validateUpload answers (upload-validation.ts). */
export function uploadCheckMessage(text: string): CodedMessage | undefined {
  return UPLOAD_CHECKS.find((message) => message.text === text);
}
