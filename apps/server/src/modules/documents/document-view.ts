import type { PortalDocument } from '@portal/domain/documents/document-schemas';
import { EntityType } from '@portal/domain/common/entity-type';
import type { Caller } from '../../lib/caller';
import type { DocumentRow } from './documents.repository';
import { fileTypeName } from './file-types';

/** Where the file of a document is read (the Portal API; the bearer token rules out a plain link). */
export function documentFileUrl(id: string): string {
  return `/portal/api/documents/${id}/file`;
}

function entityDescription(row: DocumentRow): string {
  switch (row.entity_type) {
    case EntityType.SHIPMENT:
      return `Shipment ${row.shipment_number ?? row.entity_id}`;
    case EntityType.ORDER_STOP: {
      const stop = row.stop_number === null ? '' : `, stop ${row.stop_number + 1}`;
      return row.shipment_number ? `Shipment ${row.shipment_number}${stop}` : `Order ${row.order_number ?? ''}${stop}`.trim();
    }
    case EntityType.ORDER:
      return `Order ${row.order_number ?? row.entity_id}`;
    case EntityType.CASE:
      return `Case ${row.case_number ?? row.entity_id}`;
    case EntityType.AP_INVOICE:
      return `Invoice ${row.ap_invoice_number ?? row.entity_id}`;
    case EntityType.THIRD_PARTY:
      return `Third-party invoice ${row.third_party_invoice_number ?? row.entity_id}`;
    default:
      return row.shipment_number ? `Shipment ${row.shipment_number}` : '';
  }
}

export function canDelete(caller: Caller, row: Pick<DocumentRow, 'company_id'>): boolean {
  return caller.isBrokerage || (row.company_id !== null && row.company_id === caller.companyId);
}

export function documentDtoOf(caller: Caller, row: DocumentRow): PortalDocument {
  return {
    id: row.id,
    name: row.name,
    type: fileTypeName(row.file_type),
    fileType: row.file_type,
    extension: row.extension,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    fileURL: documentFileUrl(row.id),
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityDescription: entityDescription(row),
    shipmentId: row.shipment_id,
    orderStopId: row.order_stop_id,
    createdAt: row.created_at.toISOString(),
    uploadedBy: row.uploader_first_name === null ? null : { firstName: row.uploader_first_name, lastName: row.uploader_last_name ?? '' },
    canDelete: canDelete(caller, row),
  };
}
