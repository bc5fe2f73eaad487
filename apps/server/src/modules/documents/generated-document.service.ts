import { EntityType } from '@portal/domain/common/entity-type';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { newFileKey } from '../../lib/file-store';
import { insertDocument } from './documents.repository';
import type { DocumentDeps } from './documents.service';

/** A PDF the server made (a bill of lading), filed on a shipment and its order. */
export interface GeneratedPdf {
  name: string;
  fileType: number;
  bytes: Uint8Array;
  shipmentId: number;
  orderId: number | null;
}

/**
 * Files a generated PDF as a document of the shipment (and its order), so the documents panels and
 * the viewer open it like any upload. The file is stored first; the row is written in the caller's
 * transaction; `removeFile` takes the file away again if that transaction fails.
 */
export async function storeGeneratedPdf(deps: DocumentDeps, trx: Db, caller: Caller, pdf: GeneratedPdf): Promise<{ id: string; removeFile: () => Promise<void> }> {
  const storageKey = newFileKey();
  await deps.fileStore.put(storageKey, pdf.bytes, 'application/pdf');
  const id = await insertDocument(trx, {
    name: pdf.name,
    file_type: pdf.fileType,
    extension: '.pdf',
    content_type: 'application/pdf',
    size_bytes: pdf.bytes.byteLength,
    storage_key: storageKey,
    entity_type: EntityType.SHIPMENT,
    entity_id: pdf.shipmentId,
    company_id: caller.companyId,
    shipment_id: pdf.shipmentId,
    order_id: pdf.orderId,
    uploaded_by_user_id: caller.userId,
  });
  return { id, removeFile: () => deps.fileStore.delete(storageKey) };
}
