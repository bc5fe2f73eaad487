import { MAX_UPLOAD_BYTES } from '../common/constants';
import {
  NO_DROPOFF_SELECTED,
  NO_INVOICE_FOR_UPLOAD,
  NO_SHIPMENT_FOR_UPLOAD,
  PLEASE_SELECT_A_FILE,
  PLEASE_SELECT_A_FILE_TYPE,
} from '../common/messages';
import { FILE_TYPES, FileType } from './file-type';
import { isUploadable, type UploadOrigin } from './file-extensions';

type Id = string | number | null | undefined;

export interface UploadInput {
  /** The picked file (a File in the browser, anything non-empty on the server). */
  file: unknown;
  fileType: number | null | undefined;
  orderStopId?: Id;
  shipmentId?: Id;
  /** The AP invoice or third-party invoice the document belongs to. */
  invoiceId?: Id;
}

function hasId(id: Id): boolean {
  return typeof id === 'number' ? Number.isFinite(id) : typeof id === 'string' && id.trim() !== '';
}

function isKnownFileType(fileType: number | null | undefined): fileType is FileType {
  return fileType != null && FILE_TYPES.some((t) => t.code === fileType);
}

/** The record each file type must be attached to; other types need only the file and the type. */
export const UPLOAD_TARGET = {
  [FileType.ProofOfDelivery]: 'orderStopId',
  [FileType.ShipmentMiscellaneous]: 'shipmentId',
  [FileType.ApInvoice]: 'apInvoiceId',
  [FileType.ThirdParty]: 'thirdPartyInvoiceId',
} as const satisfies Partial<Record<FileType, string>>;

/** The first failing rule's message in the spec's order, or null when the upload may go. An unknown type counts as none. */
export function validateUpload(input: UploadInput): string | null {
  if (input.file == null || input.file === '') return PLEASE_SELECT_A_FILE;
  if (!isKnownFileType(input.fileType)) return PLEASE_SELECT_A_FILE_TYPE;
  switch (input.fileType) {
    case FileType.ProofOfDelivery:
      return hasId(input.orderStopId) ? null : NO_DROPOFF_SELECTED;
    case FileType.ShipmentMiscellaneous:
      return hasId(input.shipmentId) ? null : NO_SHIPMENT_FOR_UPLOAD;
    case FileType.ApInvoice:
    case FileType.ThirdParty:
      return hasId(input.invoiceId) ? null : NO_INVOICE_FOR_UPLOAD;
    default:
      return null;
  }
}

/** The upload dialog offers only Shipment Miscellaneous unless the caller presets a type. */
export function selectableFileTypes(presetType?: FileType | null): readonly FileType[] {
  return presetType != null ? [presetType] : [FileType.ShipmentMiscellaneous];
}

/**
 * What is wrong with the file itself, as a code (the spec shows no user text for these; the server
 * answers them as problem documents, the web refuses the file before upload).
 */
export type UploadFileProblem = 'unsupported-extension' | 'empty' | 'too-large';

export function uploadFileProblem(file: { name: string; size: number }, origin: UploadOrigin = {}): UploadFileProblem | null {
  if (!isUploadable(file.name, origin)) return 'unsupported-extension';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}
