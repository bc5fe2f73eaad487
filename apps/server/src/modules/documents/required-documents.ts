import { EntityType } from '@portal/domain/common/entity-type';
import { FileType } from '@portal/domain/documents/file-type';
import type { RequiredDocument } from '@portal/domain/documents/document-schemas';
import { fileTypeName } from './file-types';
import * as repo from './documents.repository';
import type { Db } from '../../db/db';

/**
 * THE required-documents rule, for one record (documents.service) and for a page of invoices
 * (invoice lists' counts):
 * - the shipment's part: its rows of required_documents that belong to no invoice (the TMS writes a
 *   proof of delivery per dropoff), or when it has none, a proof of delivery per dropoff;
 * - for an AP or third-party invoice, also the invoice's part: its rows of required_documents, or
 *   when it has none, the invoice document (AP Invoice or Third Party);
 * - a requirement is met by a live document of the shipment with the same file type on the same
 *   stop (stop requirements), on the same invoice (invoice documents), or anywhere on the shipment.
 */
export interface RequirementRecord {
  shipmentId: number;
  orderId?: number | null;
  apInvoiceId?: number | null;
  thirdPartyInvoiceId?: number | null;
}

export interface RequirementInputs {
  stored: repo.RequiredDocumentRow[];
  dropoffs: repo.DropoffRow[];
  documents: repo.RequirementDocumentRow[];
}

/** One query each for stored requirements, dropoffs and documents, whatever the number of records. */
export async function loadRequirementInputs(db: Db, records: readonly RequirementRecord[]): Promise<RequirementInputs> {
  const shipmentIds = [...new Set(records.map((r) => r.shipmentId))];
  const [stored, dropoffs, documents] = await Promise.all([
    repo.findRequiredDocumentRows(db, {
      shipmentIds,
      apInvoiceIds: records.flatMap((r) => (r.apInvoiceId ? [r.apInvoiceId] : [])),
      thirdPartyInvoiceIds: records.flatMap((r) => (r.thirdPartyInvoiceId ? [r.thirdPartyInvoiceId] : [])),
    }),
    repo.findShipmentDropoffs(db, shipmentIds),
    repo.findDocumentsForRequirements(db, shipmentIds),
  ]);
  return { stored, dropoffs, documents };
}

/** The requirements of one record with what meets each, from inputs loaded for it (and maybe others). */
export function requirementsOf(record: RequirementRecord, inputs: RequirementInputs): RequiredDocument[] {
  const invoiceId = record.apInvoiceId ?? record.thirdPartyInvoiceId ?? null;
  const shipmentRows = inputs.stored.filter((r) => r.shipment_id === record.shipmentId && r.ap_invoice_id === null && r.third_party_invoice_id === null);
  const invoiceRows = inputs.stored.filter(
    (r) => (record.apInvoiceId && r.ap_invoice_id === record.apInvoiceId) || (record.thirdPartyInvoiceId && r.third_party_invoice_id === record.thirdPartyInvoiceId),
  );
  const fromRow = (r: repo.RequiredDocumentRow): Requirement => ({
    fileType: r.file_type,
    type: fileTypeName(r.file_type),
    description: r.description,
    entityType: r.entity_type,
    orderStopId: r.order_stop_id,
    orderId: r.order_id,
    shipmentId: r.shipment_id ?? record.shipmentId,
    invoiceId: r.ap_invoice_id ?? r.third_party_invoice_id ?? invoiceId,
  });

  const dropoffs = inputs.dropoffs.filter((d) => d.shipment_id === record.shipmentId);
  const shipmentPart: Requirement[] = shipmentRows.length
    ? shipmentRows.map(fromRow)
    : dropoffs.map((stop, index) => ({
        fileType: FileType.ProofOfDelivery,
        type: fileTypeName(FileType.ProofOfDelivery),
        description: dropoffs.length > 1 ? `Proof of Delivery, dropoff ${index + 1}` : 'Proof of Delivery',
        entityType: EntityType.ORDER_STOP,
        orderStopId: stop.id,
        orderId: stop.order_id,
        shipmentId: record.shipmentId,
        invoiceId,
      }));
  let invoicePart: Requirement[] = [];
  if (invoiceId !== null) {
    const fileType = record.apInvoiceId ? FileType.ApInvoice : FileType.ThirdParty;
    invoicePart = invoiceRows.length
      ? invoiceRows.map(fromRow)
      : [
          {
            fileType,
            type: fileTypeName(fileType),
            description: fileTypeName(fileType),
            entityType: record.apInvoiceId ? EntityType.AP_INVOICE : EntityType.THIRD_PARTY,
            orderStopId: null,
            orderId: record.orderId ?? null,
            shipmentId: record.shipmentId,
            invoiceId,
          },
        ];
  }

  const documents = inputs.documents.filter((d) => d.shipment_id === record.shipmentId);
  return [...shipmentPart, ...invoicePart].map((requirement) => {
    const documentIds = documents.filter((d) => satisfies(d, requirement, record)).map((d) => d.id);
    return { ...requirement, isUploaded: documentIds.length > 0, documentIds };
  });
}

type Requirement = Omit<RequiredDocument, 'isUploaded' | 'documentIds'>;

function satisfies(document: repo.RequirementDocumentRow, requirement: Requirement, record: RequirementRecord): boolean {
  if (document.file_type !== requirement.fileType) return false;
  if (requirement.orderStopId !== null) return document.order_stop_id === requirement.orderStopId;
  if (requirement.fileType === FileType.ApInvoice) return document.ap_invoice_id !== null && document.ap_invoice_id === (record.apInvoiceId ?? requirement.invoiceId);
  if (requirement.fileType === FileType.ThirdParty) {
    return document.third_party_invoice_id !== null && document.third_party_invoice_id === (record.thirdPartyInvoiceId ?? requirement.invoiceId);
  }
  return true;
}

export interface RequiredDocumentCount {
  required: number;
  uploaded: number;
}

/**
 * numberOfRequiredDocuments / numberOfUploadedRequiredDocuments for a page of invoices, in three
 * queries whatever the page size; the same rule as the single-invoice answer.
 */
export async function requiredDocumentCounts(
  db: Db,
  kind: 'ap' | 'thirdParty',
  invoices: readonly { invoiceId: number; shipmentId: number }[],
): Promise<Map<number, RequiredDocumentCount>> {
  const records = invoices.map((i) => ({ shipmentId: i.shipmentId, ...(kind === 'ap' ? { apInvoiceId: i.invoiceId } : { thirdPartyInvoiceId: i.invoiceId }) }));
  const inputs = await loadRequirementInputs(db, records);
  const counts = new Map<number, RequiredDocumentCount>();
  records.forEach((record, index) => {
    const list = requirementsOf(record, inputs);
    counts.set(invoices[index].invoiceId, { required: list.length, uploaded: list.filter((r) => r.isUploaded).length });
  });
  return counts;
}
