import { EntityType } from '@portal/domain/common/entity-type';
import type { Operation } from './openapi-operations';
import type { VictimRecords } from './victim-records';

/** The kinds of record key an operation can take, and the value of each for a victim and a ghost. */
const KEYS = {
  shipmentId: (v: VictimRecords) => v.shipment.id,
  shipmentNumber: (v: VictimRecords) => v.shipment.number,
  stopId: (v: VictimRecords) => v.stopId,
  orderId: (v: VictimRecords) => v.orderId,
  orderNumber: (v: VictimRecords) => v.orderNumber,
  orderStopId: (v: VictimRecords) => v.orderStopId,
  tenderId: (v: VictimRecords) => v.tenderId,
  rateRequestId: (v: VictimRecords) => v.rateRequestId,
  quoteId: (v: VictimRecords) => v.quoteId,
  caseId: (v: VictimRecords) => v.case.id,
  caseNumber: (v: VictimRecords) => v.case.number,
  apInvoiceId: (v: VictimRecords) => v.apInvoice.id,
  apInvoiceNumber: (v: VictimRecords) => v.apInvoice.number,
  thirdPartyInvoiceId: (v: VictimRecords) => v.thirdPartyInvoice.id,
  thirdPartyInvoiceNumber: (v: VictimRecords) => v.thirdPartyInvoice.number,
  checkNumber: (v: VictimRecords) => v.checkNumber,
  documentId: (v: VictimRecords) => v.documentId,
  noteId: (v: VictimRecords) => v.noteId,
  stopEventProposalId: (v: VictimRecords) => v.stopEventProposalId,
  driverId: (v: VictimRecords) => v.driverId,
  equipmentId: (v: VictimRecords) => v.trailerId,
  powerUnitId: (v: VictimRecords) => v.powerUnitId,
  trailerId: (v: VictimRecords) => v.trailerId,
  savedLaneId: (v: VictimRecords) => v.savedLaneId,
  liveEquipmentId: (v: VictimRecords) => v.liveEquipmentId,
  locationId: (v: VictimRecords) => v.locationId,
  ediLocationId: (v: VictimRecords) => v.ediLocationId,
  contactId: (v: VictimRecords) => v.contactId,
  accessRequestId: (v: VictimRecords) => v.accessRequestId,
  companyId: (v: VictimRecords) => v.companyId,
  profilePictureId: (v: VictimRecords) => v.profilePictureId,
  videoId: (v: VictimRecords) => v.videoId,
  sessionId: (v: VictimRecords) => v.sessionId,
  apiKeyId: (v: VictimRecords) => v.apiKeyId,
  passkeyId: (v: VictimRecords) => v.passkeyId,
  fraudSignalId: (v: VictimRecords) => v.fraudSignalId,
  noticeOfAssignmentId: (v: VictimRecords) => v.noticeOfAssignmentId,
  shareLinkId: (v: VictimRecords) => v.shareLinkId,
  offerId: (v: VictimRecords) => v.offerId,
} satisfies Record<string, (v: VictimRecords) => string | number>;
export type RecordKey = keyof typeof KEYS | 'entityId';

/** Values that name no record at all, of the same shape: the answer must not tell them apart. */
const GHOSTS: Record<'number' | 'text' | 'uuid', string | number> = { number: 2_147_000_000, text: '9999999', uuid: '00000000-0000-4000-8000-00000000dead' };

/** Keys by parameter or body field name. */
const BY_NAME: Record<string, RecordKey> = {
  shipmentId: 'shipmentId',
  shipmentNumber: 'shipmentNumber',
  shipmentNumberOrId: 'shipmentNumber',
  watchShipment: 'shipmentNumber',
  stopId: 'stopId',
  orderId: 'orderId',
  orderNumber: 'orderNumber',
  orderNumbers: 'orderNumber',
  orderStopId: 'orderStopId',
  tenderId: 'tenderId',
  rateId: 'rateRequestId',
  quoteId: 'quoteId',
  caseId: 'caseId',
  caseNumber: 'caseNumber',
  apInvoiceId: 'apInvoiceId',
  invoiceId: 'apInvoiceId',
  invoiceIds: 'apInvoiceId',
  thirdPartyInvoiceId: 'thirdPartyInvoiceId',
  checkNumber: 'checkNumber',
  noteId: 'noteId',
  proposalId: 'stopEventProposalId',
  driverId: 'driverId',
  driverIds: 'driverId',
  equipmentId: 'equipmentId',
  truckId: 'powerUnitId',
  trailerId: 'trailerId',
  documentIds: 'documentId',
  companyId: 'companyId',
  carrierId: 'companyId',
  locationId: 'locationId',
  locationIds: 'locationId',
  contactId: 'contactId',
  accessRequestId: 'accessRequestId',
  entityId: 'entityId',
  fileId: 'profilePictureId',
  videoId: 'videoId',
  signalId: 'fraudSignalId',
  noticeId: 'noticeOfAssignmentId',
  shareLinkId: 'shareLinkId',
  offerId: 'offerId',
};

/** Path parameters that name no record: a fixed set of values (the tracking provider), not a key to probe. */
const NOT_RECORD_PATH_PARAMS = new Set(['provider', 'listName']);

/** Keys of a path's `{id}` by the collection it follows (`/cases/{id}/history`). */
const ID_BY_COLLECTION: Record<string, RecordKey> = {
  shipments: 'shipmentId',
  'document-trigger': 'shipmentId',
  'saved-lanes': 'savedLaneId',
  'live-equipment': 'liveEquipmentId',
  locations: 'locationId',
  'edi-locations': 'ediLocationId',
  'ap-invoices': 'apInvoiceId',
  invoices: 'apInvoiceId',
  cases: 'caseId',
  documents: 'documentId',
  sessions: 'sessionId',
  'api-keys': 'apiKeyId',
  passkeys: 'passkeyId',
};

/** Where a record key sits in a request. */
export interface KeySlot {
  in: 'path' | 'query' | 'body';
  name: string;
  key: RecordKey;
  required: boolean;
  /** The field takes a list of keys. */
  list: boolean;
}

/** The record key a parameter or body field of an operation carries, if any. */
export function recordKeyOf(operation: Operation, where: KeySlot['in'], name: string): RecordKey | undefined {
  if (name === 'invoiceNumber') return operation.path.includes('third-party-invoices') ? 'thirdPartyInvoiceNumber' : 'apInvoiceNumber';
  if (where === 'path' && name === 'id') {
    const collection = /\/([^/{}]+)\/\{id\}/.exec(operation.path)?.[1];
    const key = collection ? ID_BY_COLLECTION[collection] : undefined;
    if (!key) throw new Error(`${operation.method} ${operation.path}: no record key for {id} after '${collection}'; add it to ID_BY_COLLECTION`);
    return key;
  }
  if (where === 'path' && NOT_RECORD_PATH_PARAMS.has(name)) return undefined;
  if (where === 'path' && !BY_NAME[name]) throw new Error(`${operation.method} ${operation.path}: no record key for path parameter {${name}}; add it to BY_NAME`);
  return BY_NAME[name];
}

/** Every record key the operation takes, in its path, query and JSON body (top-level fields). */
export function keySlotsOf(operation: Operation): KeySlot[] {
  const slots: KeySlot[] = [];
  for (const param of operation.params) {
    if (param.in === 'header') continue;
    const key = recordKeyOf(operation, param.in, param.name);
    if (key) slots.push({ in: param.in, name: param.name, key, required: param.required || param.in === 'path', list: param.schema.type === 'array' });
  }
  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    const key = recordKeyOf(operation, 'body', name);
    if (key) slots.push({ in: 'body', name, key, required: (operation.body?.required ?? []).includes(name), list: schema.type === 'array' });
  }
  return slots;
}

/** The entity types an `entityId` can name, each with the victim's record of that type. */
export const ENTITY_KINDS = [
  { entityType: EntityType.SHIPMENT, key: 'shipmentId' },
  { entityType: EntityType.CASE, key: 'caseId' },
  { entityType: EntityType.AP_INVOICE, key: 'apInvoiceId' },
  { entityType: EntityType.THIRD_PARTY, key: 'thirdPartyInvoiceId' },
  { entityType: EntityType.ORDER, key: 'orderId' },
  { entityType: EntityType.ORDER_STOP, key: 'orderStopId' },
] as const satisfies readonly { entityType: number; key: keyof typeof KEYS }[];

export function victimValue(key: keyof typeof KEYS, victims: VictimRecords): string | number {
  return KEYS[key](victims);
}

const TEXT_KEYS = new Set<keyof typeof KEYS>(['orderNumber', 'shipmentNumber', 'caseNumber', 'apInvoiceNumber', 'thirdPartyInvoiceNumber', 'checkNumber']);

export function ghostValue(key: keyof typeof KEYS): string | number {
  if (key === 'documentId' || key === 'quoteId' || key === 'profilePictureId' || key === 'videoId' || key === 'sessionId' || key === 'passkeyId') return GHOSTS.uuid;
  return TEXT_KEYS.has(key) ? GHOSTS.text : GHOSTS.number;
}
